import { planItems } from '@/server/db/seed/build/items';
import { isServiceCategory, SERVICE_CATEGORY_KEYS } from '@/lib/item/serviceCategories';
import { fixParticles, hasBatchim } from '@/server/db/seed/build/korean';
import { allBrands, planModels } from '@/server/db/seed/build/models';
import { planReviews } from '@/server/db/seed/build/reviews';
import { planBusinesses } from '@/server/db/seed/build/businesses';
import { planUsers } from '@/server/db/seed/build/users';
import { categoryDefs } from '@/server/db/seed/data/categories';
import { isSilhouetteKey } from '@/server/images/silhouettes';
import { renderDrawnImage } from '@/server/images/renderDrawnImage';
import { planContents } from '@/server/db/seed/build/site';
import { Rng } from '@/server/db/seed/random';
import { kst, SeedDay } from '@/server/db/seed/time';

// Plans are pure: built once here (for one seeding day) and checked without a database.
const day = SeedDay.of(kst(2026, 11, 1));
const models = planModels(day);
const businesses = planBusinesses(day);
const items = planItems(businesses, models, day);
const users = planUsers(day);
const reviews = planReviews(items, businesses, models, users.length);

describe('seed plans', () => {
  it('are deterministic: a second plan is identical', () => {
    const again = planItems(planBusinesses(day), planModels(day), day);
    expect(again).toEqual(items);
    expect(planReviews(again, businesses, models, users.length)).toEqual(reviews);
    expect(planUsers(day)).toEqual(users);
  });

  it('cover at least 30 brands and 300 models of both BIKE and SKI', () => {
    expect(allBrands.length).toBeGreaterThanOrEqual(30);
    expect(new Set(allBrands.map((b) => b.key)).size).toBe(allBrands.length);
    expect(models.length).toBeGreaterThanOrEqual(300);
    expect(new Set(models.map((m) => m.category.code))).toEqual(new Set(['BIKE', 'SKI']));
    expect(new Set(models.map((m) => `${m.brand.key}/${m.name}`)).size).toBe(models.length);
  });

  it('give every model a believable year, an integer won price, specs, and a drawn picture', () => {
    for (const m of models) {
      expect(m.modelYear).toBeGreaterThanOrEqual(2023);
      expect(m.modelYear).toBeLessThanOrEqual(2026);
      expect(Number.isInteger(m.releasePrice)).toBe(true);
      expect(m.releasePrice).toBeGreaterThanOrEqual(100_000);
      expect(m.specInfo.length).toBeGreaterThanOrEqual(5);
      expect(m.summaryInfo).not.toMatch(/\{|\}|undefined/);
      expect(isSilhouetteKey(m.image.drawn.silhouette)).toBe(true);
      expect(m.image.alt).toBe(`${m.brand.name} ${m.name}`);
      // Bikes publish a geometry table with sizes in the first row; snow gear has none.
      if (m.category.code === 'BIKE') {
        expect(m.geometry?.[0].name).toBe('사이즈');
        for (const row of m.geometry ?? []) expect(row.values).toHaveLength(m.geometry![0].values.length);
      } else {
        expect(m.geometry).toBeNull();
      }
    }
  });

  it('render every seeded picture (models 600×600, content covers 1200×630)', () => {
    const specs = [
      ...models.map((m) => [m.image.drawn, 600, 600] as const),
      ...planContents(day).map((c) => [c.image.drawn, 1200, 630] as const),
    ];
    for (const [drawn, w, h] of specs) {
      const svg = renderDrawnImage(drawn, w, h);
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('write detail HTML in the safe tag subset only', () => {
    for (const m of models) {
      const tags = new Set(Array.from(m.detailHtml.matchAll(/<\/?([a-z0-9]+)/g), (x) => x[1]));
      for (const tag of tags) expect(['h3', 'p', 'ul', 'li', 'strong']).toContain(tag);
      expect(m.detailHtml).not.toMatch(/은\(는\)|을\(를\)|\{/);
    }
  });

  it('spec lines follow the category: e-bikes state battery, range and motor; boots flex and last', () => {
    const names = (key: string) =>
      models.filter((m) => m.category.key === key).map((m) => m.specInfo.map((s) => s.name));
    for (const spec of names('ebike'))
      expect(spec).toEqual(
        expect.arrayContaining(['배터리', '주행거리', '모터', '프레임 소재', '구동계', '휠 사이즈'])
      );
    for (const spec of names('road'))
      expect(spec).toEqual(
        expect.arrayContaining(['프레임 소재', '구동계', '변속', '휠 사이즈', '브레이크', '무게', '적정 신장'])
      );
    for (const spec of names('ski_allmountain'))
      expect(spec).toEqual(expect.arrayContaining(['길이', '사이드컷', '회전반경', '레벨', '플렉스']));
    for (const spec of names('snowboard'))
      expect(spec).toEqual(expect.arrayContaining(['길이', '캠버 형태', '플렉스']));
    for (const spec of names('ski_boots')) expect(spec).toEqual(expect.arrayContaining(['플렉스', '라스트 폭']));
  });

  it('place 60+ businesses inside Korea with phones and opening hours', () => {
    expect(businesses.length).toBeGreaterThanOrEqual(60);
    for (const s of businesses) {
      expect(s.lat).toBeGreaterThan(33);
      expect(s.lat).toBeLessThan(38.7);
      expect(s.lng).toBeGreaterThan(124.5);
      expect(s.lng).toBeLessThan(131);
      expect(s.phone).toMatch(/^0(2|31|33|63|10)-\d{3,4}-\d{4}$/);
      for (const h of s.openingHours) expect(h.open < h.close).toBe(true);
    }
    const official = businesses.filter((s) => s.isOfficial).length / businesses.length;
    expect(official).toBeGreaterThan(0.1);
    expect(official).toBeLessThan(0.3);
  });

  it('stock 2,000+ items whose prices, stock and options agree', () => {
    expect(items.length).toBeGreaterThanOrEqual(2000);
    for (const it of items) {
      expect(Number.isInteger(it.price) && Number.isInteger(it.originPrice)).toBe(true);
      expect(it.price).toBeGreaterThan(0);
      expect(it.price).toBeLessThanOrEqual(it.originPrice);
      expect(it.price % 100).toBe(0);
      expect(it.options.some((o) => o.kind === 'REQUIRED')).toBe(true);
      if (it.status === 'SOLD_OUT') expect(it.stock).toBe(0);
      if (it.dealType === 'RENTAL') {
        expect(it.stock).toBeGreaterThanOrEqual(1);
        expect(it.stock).toBeLessThanOrEqual(12);
      }
      if (it.modelIndex === null) expect(['bike_service', 'ski_tuning']).toContain(it.categoryKey);
      if (it.condition === 'USED') expect(['S급', 'A급', 'B급']).toContain(it.usedGrade);
      if (it.shippingFee > 0) expect(it.deliveryTypes).toContain('PARCEL');
      if (it.tag1 === '무료배송' || it.tag2 === '무료배송') expect(it.shippingFee).toBe(0);
    }
    const share = (f: (i: (typeof items)[number]) => boolean, of = items) => of.filter(f).length / of.length;
    expect(share((i) => i.price < i.originPrice)).toBeGreaterThan(0.28);
    expect(share((i) => i.price < i.originPrice)).toBeLessThan(0.42);
    const sale = items.filter((i) => i.dealType === 'SELL' && i.modelIndex !== null);
    expect(share((i) => i.condition === 'USED', sale)).toBeGreaterThan(0.1);
    expect(share((i) => i.condition === 'USED', sale)).toBeLessThan(0.22);
  });

  it('seat ~300 unique reviewers and ~4,000 reviews leaning to 4–5 stars, after the item was listed', () => {
    expect(new Set(users.map((u) => u.nickname)).size).toBe(users.length);
    expect(reviews.length).toBe(4000);
    const high = reviews.filter((r) => r.rating >= 4).length / reviews.length;
    expect(high).toBeGreaterThan(0.75);
    const pairs = new Set(reviews.map((r) => `${r.itemIndex}:${r.userIndex}`));
    expect(pairs.size).toBe(reviews.length);
    for (const r of reviews) {
      expect(r.createdAt.getTime()).toBeGreaterThan(items[r.itemIndex].createdAt.getTime());
      expect(r.content.length).toBeGreaterThan(5);
      expect(r.content).not.toMatch(/\{|\}/);
    }
    expect(new Set(reviews.map((r) => r.content)).size).toBeGreaterThan(1500);
  });

  it('every category either has models or is a service category (lib/item/serviceCategories.ts)', () => {
    const counts = categoryDefs.map((c) => [c.key, models.filter((m) => m.category.key === c.key).length] as const);
    const services = counts.filter(([key]) => isServiceCategory(key));
    expect(services.map(([key]) => key).sort()).toEqual([...SERVICE_CATEGORY_KEYS].sort());
    expect(services.map(([, n]) => n)).toEqual(services.map(() => 0));
    const equipment = counts.filter(([key]) => !isServiceCategory(key));
    expect(equipment.filter(([, n]) => n === 0)).toEqual([]);
  });
});

describe('seed helpers', () => {
  it('mulberry32 streams are reproducible and independent by label', () => {
    const a = new Rng('x');
    const b = new Rng('x');
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
    expect(new Rng('y').next()).not.toBe(new Rng('x').next());
  });

  it('picks Korean particles after Hangul, digits and Latin names', () => {
    expect(hasBatchim('레스포 시티 26')).toBe(true);
    expect(hasBatchim('팬텀 Q')).toBe(false);
    expect(hasBatchim('Madone SLR 7')).toBe(true);
    expect(fixParticles('TCR Advanced 2은(는) 빠릅니다')).toBe('TCR Advanced 2는 빠릅니다');
    expect(fixParticles('케인 30을(를) 타 보세요')).toBe('케인 30을 타 보세요');
    expect(fixParticles('Custom Camber을(를)')).toBe('Custom Camber를');
    expect(fixParticles('Team은(는)')).toBe('Team은');
    // (으)로 takes 로 after ㄹ and vowels; a trailing aside in parentheses and units are read through.
    expect(fixParticles('레일(으)로')).toBe('레일로');
    expect(fixParticles('알루미늄 (6061)(으)로')).toBe('알루미늄 (6061)으로');
    expect(fixParticles('회전반경 14.3m (170cm 기준)(으)로')).toBe('회전반경 14.3m (170cm 기준)로');
    expect(fixParticles('유압식 디스크 브레이크 (4피스톤)과(와)')).toBe('유압식 디스크 브레이크 (4피스톤)와');
  });
});
