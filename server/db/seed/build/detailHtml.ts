import type { SpecEntry } from '@/server/db/schema/catalog';
import { bikeCopy } from '../data/copy/bikeCopy';
import { snowCopy } from '../data/copy/snowCopy';
import type { CopySet } from '../data/copy/types';
import { Rng } from '../random';
import { escapeHtml, fillTemplate, fixParticles, formatWon } from './korean';
import type { ModelInput } from './modelInput';

/** Which copy a category uses: several categories share one voice (city and minivelo, e-bikes). */
const COPY_FAMILY: Record<string, CopySet> = {
  road: bikeCopy.road,
  gravel: bikeCopy.gravel,
  mtb_hardtail: bikeCopy.mtb,
  mtb_full: bikeCopy.mtb,
  hybrid: bikeCopy.hybrid,
  city: bikeCopy.urban,
  minivelo: bikeCopy.folding,
  folding: bikeCopy.folding,
  kids: bikeCopy.kids,
  ebike: bikeCopy.ebike,
  emtb: bikeCopy.ebike,
  ski_race: snowCopy.ski,
  ski_allmountain: snowCopy.ski,
  ski_freestyle: snowCopy.ski,
  snowboard: snowCopy.snowboard,
  ski_boots: snowCopy.boots,
  board_boots: snowCopy.boots,
  helmet: snowCopy.helmet,
  goggles: snowCopy.goggles,
};

/**
 * The model detail HTML: a headline, three short paragraphs and the spec list, in the small safe
 * subset of tags (h3, p, ul, li, strong) the detail page renders. Every value is escaped.
 */
export function buildDetailHtml(
  m: ModelInput,
  summary: string,
  specInfo: SpecEntry[],
  facts: Record<string, string>
): string {
  const copy = COPY_FAMILY[m.category.key];
  if (!copy) throw new Error(`no copy for category ${m.category.key}`);
  const rng = new Rng(`detail:${m.seedKey}`);
  const values: Record<string, string> = {
    ...facts,
    brand: m.brand.name,
    model: m.name,
    year: `${m.year}년형`,
    summary,
  };
  const para = (list: string[]) => escapeHtml(fixParticles(fillTemplate(rng.pick(list), values)));
  const specs = specInfo.map((s) => `<li><strong>${escapeHtml(s.name)}</strong> ${escapeHtml(s.value)}</li>`).join('');
  return [
    `<h3>${para(copy.headline)}</h3>`,
    `<p>${para(copy.intro)}</p>`,
    `<p>${para(copy.feature)}</p>`,
    `<h3>주요 사양</h3>`,
    `<ul>${specs}</ul>`,
    `<p>${para(copy.care)}</p>`,
    `<p>출고가 ${formatWon(m.price)}원 · ${m.year}년형 · ${escapeHtml(m.brand.country)} 브랜드. 색상과 세부 사양은 입고 시기에 따라 달라질 수 있습니다.</p>`,
  ].join('\n');
}
