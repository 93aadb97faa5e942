/**
 * Plain post and comment text split into pieces a component renders as text and links. Only
 * http(s) addresses become links (never javascript:, data: or a bare domain), so no HTML is ever
 * produced: the screen renders the pieces as React text and <a> elements.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation right after an address usually ends the sentence, not the address.
const TRAILING = /[.,!?;:)\]}'"。、]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** One line of text (no line breaks) as text and link pieces, in order; adjacent text merged. */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = pieces[pieces.length - 1];
    if (last?.kind === 'text') last.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const href = safeHref(address);
    pushText(text.slice(cursor, start));
    if (href) pieces.push({ kind: 'link', text: address, href });
    else pushText(address);
    pushText(raw.slice(address.length));
    cursor = start + raw.length;
  }
  pushText(text.slice(cursor));
  return pieces;
}

/** The text's lines (\n), each linkified: the screen puts a line break between them. */
export function linkifyLines(text: string): TextPiece[][] {
  return text.split('\n').map(linkify);
}
