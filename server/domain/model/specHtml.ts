import type { GeometryRow, SpecEntry } from '../../db/schema/catalog';
import { sanitizeHtml } from '../content/sanitizeHtml';

/**
 * The spec and geometry tables of the model page are built on the server from the catalogue's JSON,
 * so the client only places HTML. Every value is escaped first and the result still passes the
 * allowlist: catalogue data is typed by people and must never become markup.
 */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function detailSpecHtml(spec: readonly SpecEntry[]): string {
  if (spec.length === 0) return '';
  const rows = spec.map(
    (entry) => `<tr><th scope="row">${escapeHtml(entry.name)}</th><td>${escapeHtml(entry.value)}</td></tr>`
  );
  return sanitizeHtml(`<table><tbody>${rows.join('')}</tbody></table>`);
}

/**
 * Geometry is one column per frame size. The row named 사이즈 (or the first row) heads the table;
 * a one-size model gets a two-column table like the spec.
 */
export function geometryHtml(geometry: readonly GeometryRow[] | null): string {
  if (!geometry || geometry.length === 0) return '';
  const headIndex = Math.max(
    0,
    geometry.findIndex((row) => row.name === '사이즈')
  );
  const head = geometry[headIndex];
  const body = geometry.filter((_, index) => index !== headIndex);
  const headCells = [head.name, ...head.values].map((text) => `<th scope="col">${escapeHtml(text)}</th>`).join('');
  const bodyRows = body.map(
    (row) =>
      `<tr><th scope="row">${escapeHtml(row.name)}</th>${row.values.map((value) => `<td>${escapeHtml(value)}</td>`).join('')}</tr>`
  );
  return sanitizeHtml(`<table><thead><tr>${headCells}</tr></thead><tbody>${bodyRows.join('')}</tbody></table>`);
}
