import { render, screen } from '@testing-library/react';
import { HoldDeadline, HoldNotice } from '@/components/checkout/HoldNotice';

describe('how long pressing 결제하기 holds the dates or stock', () => {
  it("the pay bar says a rental's dates are held for 15 minutes, a sale's stock likewise", () => {
    const { rerender } = render(<HoldNotice id="hold" dealType="RENTAL" />);
    expect(screen.getByText(/선택한 날짜를 15분 동안 잡아 둬요/)).toBeInTheDocument();
    rerender(<HoldNotice id="hold" dealType="SELL" />);
    expect(screen.getByText(/상품 재고를 15분 동안 잡아 둬요/)).toBeInTheDocument();
  });

  it('the payment window shows the time the hold ends, in Seoul', () => {
    render(<HoldDeadline holdExpiresAt="2026-11-20T05:15:00.000Z" />);
    expect(screen.getByText(/2026\.11\.20 14:15까지 결제를 마쳐 주세요/)).toBeInTheDocument();
  });
});
