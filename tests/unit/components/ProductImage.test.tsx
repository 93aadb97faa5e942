import { render, screen } from '@testing-library/react';
import { ProductImage } from '@/components/ui/ProductImage';

describe('ProductImage: the copy a phone downloads (issue 19)', () => {
  it('a card takes the 480 px copy of our image route, lazily', () => {
    render(<ProductImage src="/app/v4/images/7" alt="카드" width={600} height={600} />);
    const img = screen.getByRole('img', { name: '카드' });
    expect(img).toHaveAttribute('src', '/app/v4/images/7?w=480');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a small thumbnail takes the 480 px copy too', () => {
    render(<ProductImage src="/app/v4/images/8" alt="썸네일" width={72} height={72} rounded={false} />);
    expect(screen.getByRole('img', { name: '썸네일' })).toHaveAttribute('src', '/app/v4/images/8?w=480');
  });

  it('a lead picture offers both copies with its drawn width, and is fetched first when it is the LCP', () => {
    render(<ProductImage src="/app/v4/images/9" alt="대표" width={600} height={600} rounded={false} priority />);
    const img = screen.getByRole('img', { name: '대표' });
    expect(img).toHaveAttribute('src', '/app/v4/images/9');
    expect(img).toHaveAttribute('srcset', '/app/v4/images/9?w=480 480w, /app/v4/images/9 1600w');
    expect(img).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('a picture from elsewhere is left as it is', () => {
    render(<ProductImage src="/favicon.svg" alt="기타" width={600} height={600} rounded={false} />);
    const img = screen.getByRole('img', { name: '기타' });
    expect(img).toHaveAttribute('src', '/favicon.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it("the page's largest picture ('lcp') is eager and fetched first, like any priority picture", () => {
    render(<ProductImage src="/app/v4/images/10" alt="첫 카드" width={600} height={600} priority="lcp" />);
    const img = screen.getByRole('img', { name: '첫 카드' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
