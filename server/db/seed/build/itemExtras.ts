import type { DrawnImageSpec } from '@/server/db/schema/images';
import {
  bikeGifts,
  bikeRentalCopy,
  criticalNotices,
  saleCopy,
  serviceCopy,
  skiRentalCopy,
  snowGifts,
  usedCopy,
  type ItemCopy,
} from '../data/itemCopy';
import { Rng } from '../random';
import type { ItemPlan } from './items';
import { escapeHtml, fillTemplate, fixParticles } from './korean';
import type { BusinessPlan } from './businesses';

/** What the seed adds to an item after the catalogue: its own words, a gift, a notice, a picture. */
export type ItemExtraPlan = {
  detailHtml: string;
  giftHtml: string | null;
  criticalNotice: string | null;
  /** Only services get their own picture; every other item shows its model's. */
  image: { alt: string; drawn: DrawnImageSpec } | null;
};

const COPY: Record<ItemPlan['kind'], ItemCopy> = {
  bikeRental: bikeRentalCopy,
  skiRental: skiRentalCopy,
  sale: saleCopy,
  used: usedCopy,
  service: serviceCopy,
};

// Workshop pictures take a calm colour by trade: bike workshops blue-green, ski tuning icy blue.
const SERVICE_COLORS = { bike: ['#0f7b6c', '#1b64da', '#3a5a40'], snow: ['#2b6cb0', '#4a5a8a'] } as const;

/** About one business in seven posts a notice every shopper of its items must read. */
const NOTICE_SHARE = 7;

function sentence(template: string, values: Record<string, string>): string {
  return escapeHtml(fixParticles(fillTemplate(template, values)));
}

function detailHtml(item: ItemPlan, business: BusinessPlan, rng: Rng): string {
  const copy = COPY[item.kind];
  const values = { business: business.name, area: business.def.area, item: item.name, grade: item.usedGrade ?? '' };
  const points = rng
    .sample(copy.points, rng.int(3, 4))
    .map((p) => `<li>${sentence(p, values)}</li>`)
    .join('');
  const parts = [
    `<h3>${sentence(rng.pick(copy.headline), values)}</h3>`,
    `<p>${sentence(rng.pick(copy.intro), values)}</p>`,
  ];
  if (item.kind === 'used' && item.usedDescription)
    parts.push(`<p><strong>판매자 설명</strong> ${escapeHtml(item.usedDescription)}</p>`);
  parts.push(`<ul>${points}</ul>`, `<p>${sentence(rng.pick(copy.closing), values)}</p>`);
  return parts.join('');
}

function giftHtml(item: ItemPlan, rng: Rng): string | null {
  if (item.kind !== 'sale' || !rng.chance(0.35)) return null;
  const gift = rng.pick(item.snow ? snowGifts : bikeGifts);
  return (
    `<p><strong>구매 사은품</strong> ${escapeHtml(fixParticles(`${gift}을(를) 함께 드려요.`))}</p>` +
    '<p>사은품은 재고가 떨어지면 비슷한 가격대의 상품으로 바꿔 드려요.</p>'
  );
}

function serviceImage(item: ItemPlan, business: BusinessPlan, rng: Rng): ItemExtraPlan['image'] {
  if (item.kind !== 'service') return null;
  const color = rng.pick(item.snow ? SERVICE_COLORS.snow : SERVICE_COLORS.bike);
  return {
    alt: `${business.name} ${item.name}`,
    drawn: {
      silhouette: 'service',
      color,
      label: item.name,
      sublabel: `${business.name} · ${item.snow ? '스키 튜닝' : '자전거 정비'}`,
    },
  };
}

/** The businesses that post a critical notice, and which one (deterministic per business name). */
export function businessNotices(businesses: BusinessPlan[]): (string | null)[] {
  return businesses.map((business) => {
    const rng = new Rng(`critical-notice:${business.name}`);
    const pool = criticalNotices[business.def.kind] ?? [];
    return pool.length > 0 && rng.int(1, NOTICE_SHARE) === 1 ? rng.pick(pool) : null;
  });
}

export function planItemExtras(items: ItemPlan[], businesses: BusinessPlan[]): ItemExtraPlan[] {
  const notices = businessNotices(businesses);
  return items.map((item, index) => {
    const business = businesses[item.businessIndex];
    const rng = new Rng(`item-extras:${business.name}:${index}`);
    return {
      detailHtml: detailHtml(item, business, rng),
      giftHtml: giftHtml(item, rng),
      criticalNotice: notices[item.businessIndex],
      image: serviceImage(item, business, rng),
    };
  });
}
