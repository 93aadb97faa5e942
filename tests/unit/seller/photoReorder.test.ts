import { droppedAt, dropSlot, isSameSlot, movedTo } from '@/components/seller/listing/photoReorder';

// Three rows of 60 px with 8 px gaps, as the listing form lays them out.
const rows = [
  { top: 100, height: 60 },
  { top: 168, height: 60 },
  { top: 236, height: 60 },
];

describe('the photos’ order (docs/product.md §4 Listings: the first is the cover)', () => {
  it('moves one photo to a new place, keeping the others in order', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(movedTo(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list it was given as it was', () => {
    const list = ['a', 'b', 'c'];
    movedTo(list, 0, 2);
    droppedAt(list, 0, 3);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('finds the gap a pointer points at by the rows’ middles', () => {
    expect(dropSlot(rows, 0)).toBe(0);
    expect(dropSlot(rows, 129)).toBe(0);
    expect(dropSlot(rows, 130)).toBe(1);
    expect(dropSlot(rows, 200)).toBe(2);
    expect(dropSlot(rows, 265)).toBe(2);
    expect(dropSlot(rows, 266)).toBe(3);
    expect(dropSlot(rows, 5000)).toBe(3);
    expect(dropSlot([], 10)).toBe(0);
  });

  it('knows a drop just before or after the photo itself changes nothing', () => {
    expect(isSameSlot(1, 1)).toBe(true);
    expect(isSameSlot(1, 2)).toBe(true);
    expect(isSameSlot(1, 0)).toBe(false);
    expect(isSameSlot(1, 3)).toBe(false);
  });

  it('drops a photo into a gap: to the cover, to the end, or back where it was', () => {
    expect(droppedAt(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(droppedAt(['a', 'b', 'c'], 0, 3)).toEqual(['b', 'c', 'a']);
    expect(droppedAt(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'a', 'c']);
    expect(droppedAt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(droppedAt(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(droppedAt(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'b', 'c']);
  });
});
