import { render, screen } from '@testing-library/react';
import { PriceBlock } from '@/components/ui/PriceBlock';

describe('PriceBlock', () => {
  it('shows the discount rate, the price in won and the struck original price', () => {
    render(<PriceBlock price={129000} originPrice={168000} discountRate={23} />);
    expect(screen.getByText('23%')).toBeInTheDocument();
    expect(screen.getByText('129,000원')).toBeInTheDocument();
    expect(screen.getByText('168,000원').tagName).toBe('DEL');
  });

  it('shows the rental unit and no discount when the price is not reduced', () => {
    render(<PriceBlock price={15000} originPrice={15000} discountRate={0} unit="1일" />);
    expect(screen.getByText('1일')).toBeInTheDocument();
    expect(screen.getByText('15,000원')).toBeInTheDocument();
    expect(screen.queryByText('%', { exact: false })).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });
});
