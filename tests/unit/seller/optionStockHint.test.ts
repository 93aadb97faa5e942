import { blockingHint } from '@/components/seller/items/ItemOptionsStock';

const option = (kind: 'REQUIRED' | 'ADDITIONAL', stock: number) => ({
  id: stock + 1,
  itemId: 1,
  kind,
  name: '옵션',
  price: 0,
  stock,
});

describe('blockingHint: stock combinations that block buying though some stock is left', () => {
  it('a sale item at 0 with options in stock', () => {
    expect(blockingHint({ dealType: 'SELL', stock: 0 }, [option('REQUIRED', 3)])).toMatch(/^상품 재고가 0개라/);
  });
  it('every required option at 0 while the item has stock, for sale and rental', () => {
    expect(blockingHint({ dealType: 'SELL', stock: 2 }, [option('REQUIRED', 0), option('ADDITIONAL', 5)])).toMatch(
      /주문할 수 없어요/
    );
    expect(blockingHint({ dealType: 'RENTAL', stock: 2 }, [option('REQUIRED', 0)])).toMatch(/예약할 수 없어요/);
  });
  it('nothing when both can sell, when there are no options, or when everything is at 0 (plainly sold out)', () => {
    expect(blockingHint({ dealType: 'SELL', stock: 2 }, [option('REQUIRED', 1), option('ADDITIONAL', 0)])).toBeNull();
    expect(blockingHint({ dealType: 'SELL', stock: 0 }, [])).toBeNull();
    expect(blockingHint({ dealType: 'SELL', stock: 0 }, [option('REQUIRED', 0)])).toBeNull();
    expect(blockingHint({ dealType: 'RENTAL', stock: 0 }, [option('REQUIRED', 2)])).toBeNull();
  });
});
