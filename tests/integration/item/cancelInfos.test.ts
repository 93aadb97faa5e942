import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { pb_itemPageDocument } from '@/api/item/generated';
import type { ItemPageAnswer } from '@/api/item/itemDetail';
import { cancellationRuleRows, type RefundProcessId } from '@/lib/orders/cancellationRules';
import { itemYogaFor } from './itemHarness';
import { insertCatalog, insertItem } from './detailFixtures';

const shown = (process: RefundProcessId, named = false) =>
  cancellationRuleRows()
    .filter((row) => row.process === process)
    .map((row) => ({
      title: named ? `${row.processLabel} · ${row.condition}` : row.condition,
      content: `${row.outcome} (${row.benefits})`,
    }));

describe.each(testDbKinds())('item page cancel infos match the cancellation rule table on %s', (kind) => {
  const db = useTestDb(kind);
  let rentalId: number;
  let saleId: number;
  let leaseId: number;

  const cancelInfosOf = async (id: number) => {
    const { body } = await gql<ItemPageAnswer>(itemYogaFor(db()), { query: pb_itemPageDocument, variables: { id } });
    expect(body?.errors).toBeUndefined();
    return body!.data!.itemDetail.itemSubInfo;
  };

  beforeAll(async () => {
    const catalog = await insertCatalog(db());
    rentalId = await insertItem(db(), catalog);
    saleId = await insertItem(db(), catalog, {
      dealType: 'SELL',
      name: '에스케이프 3',
      price: 590000,
      originPrice: 590000,
      deliveryTypes: ['PARCEL'],
    });
    leaseId = await insertItem(db(), catalog, {
      dealType: 'SELL',
      name: '에스케이프 3 렌탈페이',
      price: 590000,
      originPrice: 590000,
      isLeaseAvailable: true,
    });
  });

  it('a rental item lists the rental reservation rows, row for row', async () => {
    const sub = await cancelInfosOf(rentalId);
    expect(sub.isShowCancel).toBe(true);
    expect(sub.cancelInfos).toEqual(shown('rentalReservation'));
  });

  it('a sale item lists the sale order rows, then the return rule', async () => {
    const { cancelInfos } = await cancelInfosOf(saleId);
    const sale = shown('saleOrder');
    expect(cancelInfos.slice(0, sale.length)).toEqual(sale);
    expect(cancelInfos.slice(sale.length).map((e) => e.title)).toEqual(['받은 뒤 7일 이내 반품']);
  });

  it('a sale item with 렌탈페이 lists the sale and contract rows, named by process', async () => {
    const { cancelInfos } = await cancelInfosOf(leaseId);
    expect(cancelInfos.slice(0, -1)).toEqual([...shown('saleOrder', true), ...shown('contract', true)]);
  });
});
