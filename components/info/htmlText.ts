/**
 * Small, pure helpers over the sanitized HTML the item service sends (server/domain/content/
 * sanitizeHtml.ts): its tags carry no attributes we did not allow, and its text is entity-escaped.
 * They run the same on the server and in the browser, so SSR and hydration agree.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text a reader sees in an HTML fragment. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export type TocEntry = { id: string; text: string };

/**
 * Gives every <h2> an id (section-1, section-2 …) so a table of contents can link to it, and
 * returns that table. The sanitizer strips ids from stored HTML, so the anchors are added here.
 */
export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const id = `section-${toc.length + 1}`;
    toc.push({ id, text: htmlToText(inner) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, toc };
}
