import { pickVariant } from '@/server/domain/experiments/assignVariant';

const variants = [
  { name: 'A', weight: 50 },
  { name: 'B', weight: 50 },
];

describe('experiment variant assignment', () => {
  it('gives one anonymous id the same variant every time', () => {
    const first = pickVariant('model_list_experiment', 'anon-42', variants);
    for (let i = 0; i < 5; i += 1) expect(pickVariant('model_list_experiment', 'anon-42', variants)).toBe(first);
  });

  it('splits many visitors close to the weights', () => {
    const counts = { A: 0, B: 0 } as Record<string, number>;
    for (let i = 0; i < 4000; i += 1) counts[pickVariant('item_detail_experiment', `anon-${i}`, variants)!] += 1;
    expect(counts.A / 4000).toBeGreaterThan(0.45);
    expect(counts.A / 4000).toBeLessThan(0.55);
  });

  it('splits two experiments independently and skips zero-weight variants', () => {
    const together = Array.from({ length: 400 }, (_, i) => `anon-${i}`).filter(
      (id) => pickVariant('model_list_experiment', id, variants) === pickVariant('item_detail_experiment', id, variants)
    );
    expect(together.length).toBeGreaterThan(120);
    expect(together.length).toBeLessThan(280);
    expect(
      pickVariant('x', 'anon-1', [
        { name: 'A', weight: 0 },
        { name: 'B', weight: 1 },
      ])
    ).toBe('B');
    expect(pickVariant('x', 'anon-1', [])).toBeNull();
  });
});
