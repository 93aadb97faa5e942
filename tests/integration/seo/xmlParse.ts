import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses with a strict XML parser; fails the test on any well-formedness error. */
export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XML이 올바르지 않습니다: ${error.textContent}`);
  return doc;
}

/** The text of every child element `name` of each `parent` element, in document order. */
export function childTexts(doc: Document, parent: string, name: string): (string | null)[] {
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, parent)).map(
    (el) => el.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent ?? null
  );
}
