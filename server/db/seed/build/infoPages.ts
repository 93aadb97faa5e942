import { normalizeSearchText } from '../../../domain/search/normalize';
import { faqDefs, infoPageDefs, type InfoBlock } from '../data/info';
import type { SeedDay } from '../time';
import { CANCELLATION_RULES_MARKER } from '../../../domain/content/cancellationRulesHtml';
import { escapeHtml } from './korean';

// `[label](/path)`: the only inline markup the copy uses; paths are our own routes.
const INLINE_LINK = /\[([^\]]+)\]\((\/[a-z0-9_/?=&-]*)\)/g;

/** Escaped text with its `[label](/path)` links turned into anchors. */
export function inlineHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(match[2])}">${escapeHtml(match[1])}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** The words a reader sees: link labels without their paths. */
export function inlineText(text: string): string {
  return text.replace(INLINE_LINK, '$1');
}

function tableHtml({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }): string {
  // The sanitizer's allowlist has no <caption>, so the table is named by a bold line above it.
  const headRow = `<tr>${head.map((h) => `<th scope="col">${inlineHtml(h)}</th>`).join('')}</tr>`;
  const bodyRows = rows.map((row) => `<tr>${row.map((cell) => `<td>${inlineHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<p><strong>${inlineHtml(caption)}</strong></p>\n<table><thead>${headRow}</thead><tbody>${bodyRows}</tbody></table>`;
}

function blockHtml(block: InfoBlock): string {
  if ('h2' in block) return `<h2>${inlineHtml(block.h2)}</h2>`;
  if ('h3' in block) return `<h3>${inlineHtml(block.h3)}</h3>`;
  if ('p' in block) return `<p>${inlineHtml(block.p)}</p>`;
  if ('list' in block) return `<ul>${block.list.map((li) => `<li>${inlineHtml(li)}</li>`).join('')}</ul>`;
  if ('steps' in block) return `<ol>${block.steps.map((li) => `<li>${inlineHtml(li)}</li>`).join('')}</ol>`;
  if ('table' in block) return tableHtml(block.table);
  // Only a marker is stored: the rules are rendered from lib/orders when the page is read.
  if ('generated' in block) return CANCELLATION_RULES_MARKER;
  return `<blockquote><p>${inlineHtml(block.note)}</p></blockquote>`;
}

export function infoBlocksToHtml(blocks: InfoBlock[]): string {
  return blocks.map(blockHtml).join('\n');
}

/** Plain text of blocks, for the FAQ's search document. */
export function infoBlocksToText(blocks: InfoBlock[]): string {
  return blocks
    .map((block) => {
      if ('h2' in block) return inlineText(block.h2);
      if ('h3' in block) return inlineText(block.h3);
      if ('p' in block) return inlineText(block.p);
      if ('note' in block) return inlineText(block.note);
      if ('table' in block)
        return [block.table.caption, ...block.table.head, ...block.table.rows.flat()].map(inlineText).join(' ');
      if ('generated' in block) return '';
      return ('list' in block ? block.list : block.steps).map(inlineText).join(' ');
    })
    .join(' ');
}

export function planInfoPages(day: SeedDay) {
  return infoPageDefs.map((page) => ({
    key: page.key,
    title: page.title,
    summary: page.summary,
    htmlContent: infoBlocksToHtml(page.blocks),
    updatedAt: day.at(page.updatedDay, 10),
  }));
}

/** FAQ rows; sort_order runs across categories so chip order is the order of first appearance. */
export function planFaqs() {
  return faqDefs.map((faq, index) => ({
    category: faq.category,
    question: faq.question,
    answerHtml: infoBlocksToHtml(faq.answer),
    sortOrder: index + 1,
    searchText: normalizeSearchText(`${faq.question} ${infoBlocksToText(faq.answer)}`),
  }));
}
