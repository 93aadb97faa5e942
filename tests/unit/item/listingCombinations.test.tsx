import { render, screen, cleanup } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ItemDetailScreen } from '@/components/item/ItemDetailScreen';
import { ShellContext } from '@/components/shell/ShellContext';
import type { ItemDetailAnswer, ItemOptionAnswer } from '@/api/item/itemDetail';
import { descriptionHtml } from '@/server/domain/seller/listing/listingWrite';
import { unitPriceOf } from '@/server/domain/checkout/priceSelection';
import { loadedStore, sampleDetail } from './itemFixtures';

jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), pathname: '/services/[id]', query: { id: '7' }, asPath: '/' }),
}));

const shell = { anonId: null, isCrawler: false, isMobile: true, siteUrl: 'http://localhost:3000' };

/**
 * A business's listing can never break the item page (docs/product.md §4 Listings): every combination
 * a listing may be saved with — deal type × options × delivery — renders, with the choices the page
 * needs for it. Options are priced by the same rule the item service uses (unitPriceOf).
 */
type OptionSet = 'none' | 'required' | 'required+addon' | 'required+addon+insurance';
type Delivery = 'pickup' | 'parcel' | 'both';

const item = { price: 30_000, originPrice: 40_000 };
const option = (id: number, kind: 'REQUIRED' | 'ADDITIONAL', name: string, price: number): ItemOptionAnswer => ({
  id,
  optionType: kind === 'REQUIRED' ? 1 : 2,
  name,
  price,
  ...unitPriceOf(item, { kind, price }),
  stock: 3,
  isSoldOut: false,
});

const OPTION_SETS: Record<OptionSet, ItemOptionAnswer[]> = {
  none: [],
  required: [option(31, 'REQUIRED', '160cm', 0), option(32, 'REQUIRED', '170cm', 5_000)],
  'required+addon': [option(31, 'REQUIRED', '160cm', 0), option(41, 'ADDITIONAL', '헬멧', 3_000)],
  'required+addon+insurance': [
    option(31, 'REQUIRED', '160cm', 0),
    option(41, 'ADDITIONAL', '헬멧', 3_000),
    option(42, 'ADDITIONAL', '파손 보험', 4_000),
  ],
};

const DELIVERIES: Record<Delivery, ItemDetailAnswer['shippingSetting']['deliveryTypes']> = {
  pickup: [{ type: 'PICKUP', name: '매장 픽업', fee: 0, feeText: '무료' }],
  parcel: [{ type: 'PARCEL', name: '택배', fee: 3_000, feeText: '배송비 3,000원' }],
  both: [
    { type: 'PICKUP', name: '매장 픽업', fee: 0, feeText: '무료' },
    { type: 'PARCEL', name: '택배', fee: 3_000, feeText: '배송비 3,000원' },
  ],
};

function listingDetail(dealType: 'RENTAL' | 'SELL', options: OptionSet, delivery: Delivery): ItemDetailAnswer {
  const base = sampleDetail(
    {
      name: `카르빙 프로 ${dealType} ${options} ${delivery}`,
      dealType,
      condition: dealType === 'SELL' ? 'USED' : 'NEW',
      totalHtmlContent: descriptionHtml('왁싱을 마친 스키예요.\n\n<바인딩>은 매장에서 맞춰 드려요.'),
      discountedPrice: item.price,
      originPrice: item.originPrice,
      discountRate: 25,
      additionalOptionSelectType: OPTION_SETS[options].some((o) => o.optionType === 2) ? 'MULTIPLE' : 'NONE',
      dictionaryId: null,
      isService: true,
    },
    DELIVERIES[delivery]
  );
  return {
    ...base,
    options: OPTION_SETS[options],
    dealInfo: {
      ...base.dealInfo,
      priceUnit: dealType === 'RENTAL' ? '1일' : '',
      usedGrade: dealType === 'SELL' ? 'A급' : null,
      usedDescription: dealType === 'SELL' ? '왁싱을 마친 스키예요.' : null,
    },
  };
}

const combinations = (['RENTAL', 'SELL'] as const).flatMap((dealType) =>
  (Object.keys(OPTION_SETS) as OptionSet[]).flatMap((options) =>
    (Object.keys(DELIVERIES) as Delivery[]).map((delivery) => [dealType, options, delivery] as const)
  )
);

afterEach(cleanup);

describe('the item page of every listing combination', () => {
  it.each(combinations)('%s with options %s and delivery %s', async (dealType, options, delivery) => {
    const detail = listingDetail(dealType, options, delivery);
    const store = await loadedStore(detail);
    render(
      <Provider store={store}>
        <ShellContext.Provider value={shell}>
          <ItemDetailScreen itemId={7} internalReferrer={null} />
        </ShellContext.Provider>
      </Provider>
    );
    expect(screen.getByRole('heading', { level: 1, name: detail.item.name })).toBeInTheDocument();
    // The description is the seller's text, escaped: its angle brackets are words, not markup.
    expect(screen.getByText(/<바인딩>은 매장에서 맞춰 드려요/)).toBeInTheDocument();
    expect(screen.queryByLabelText('필수 옵션') !== null).toBe(options !== 'none');
    // Two ways to receive are a choice; one is simply said.
    expect(screen.queryAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(
      delivery === 'both' ? ['PICKUP', 'PARCEL'] : []
    );
    if (delivery !== 'both') {
      const said = screen.getAllByText(DELIVERIES[delivery][0].name).map((el) => el.parentElement?.textContent ?? '');
      expect(said).toContain(`받는 방법: ${DELIVERIES[delivery][0].name} · ${DELIVERIES[delivery][0].feeText}`);
    }
  });
});
