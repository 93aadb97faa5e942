import { appendList, clearList, emptyList, hasNextPage, replaceList, type CursorList } from '@/lib/lists';

type Row = { id: number; name: string };
const row = (id: number): Row => ({ id, name: `모델 ${id}` });

describe('lib/lists', () => {
  it('Lists support clear, replace and append (paged loading by a searchAfter cursor)', () => {
    let list: CursorList<Row> = emptyList();
    list = replaceList(list, { items: [row(1), row(2)], searchAfter: [2, 'b'], totalCount: 5 });
    expect(list.items.map((r) => r.id)).toEqual([1, 2]);
    expect(list.searchAfter).toEqual([2, 'b']);
    expect(hasNextPage(list)).toBe(true);

    list = appendList(list, { items: [row(3), row(4)], searchAfter: [4, 'd'] });
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(list.totalCount).toBe(5);

    list = appendList(list, { items: [row(5)], searchAfter: null });
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(hasNextPage(list)).toBe(false);

    list = replaceList(list, { items: [row(9)], searchAfter: 'z' });
    expect(list.items.map((r) => r.id)).toEqual([9]);

    list = clearList(list);
    expect(list).toEqual(emptyList());
  });

  it('append ignores a page whose cursor was already applied', () => {
    const first = replaceList(emptyList<Row>(), { items: [row(1)], searchAfter: 1 });
    const second = appendList(first, { items: [row(2)], searchAfter: 2 });
    const again = appendList(second, { items: [row(2)], searchAfter: 2 });
    expect(again).toBe(second);
    const replayOfFirst = appendList(second, { items: [row(1)], searchAfter: 1 });
    expect(replayOfFirst).toBe(second);
  });

  it('append dedupes by id (an item can cross a page boundary)', () => {
    const first = replaceList(emptyList<Row>(), { items: [row(1), row(2)], searchAfter: 2 });
    const next = appendList(first, { items: [row(2), row(3), row(3)], searchAfter: 3 });
    expect(next.items.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('takes an id function for entities keyed otherwise', () => {
    type Hit = { itemId: number };
    const list = replaceList(emptyList<Hit>(), { items: [{ itemId: 7 }], searchAfter: 1 }, (h) => h.itemId);
    const next = appendList(list, { items: [{ itemId: 7 }, { itemId: 8 }], searchAfter: 2 }, (h) => h.itemId);
    expect(next.items).toEqual([{ itemId: 7 }, { itemId: 8 }]);
  });

  it('works inside an Immer reducer and stays plain JSON', () => {
    const list = appendList(replaceList(emptyList<Row>(), { items: [row(1)], searchAfter: 'a' }), {
      items: [row(2)],
      searchAfter: 'b',
    });
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
  });
});
