/** Text helpers for the SVG renderer: escaping and a width estimate without a font engine. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for both element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/**
 * Estimated advance width in em. Hangul and CJK glyphs are full-width; Latin capitals and digits
 * are around 0.6 em, lower case around 0.52 em. Good enough to decide when to shrink or cut a label.
 */
export function estimateEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x1100 && code <= 0xffdc) em += 0.98;
    else if (ch === ' ') em += 0.28;
    else if (/[A-Z0-9]/.test(ch)) em += 0.64;
    else if (/[il.,'|:;!]/.test(ch)) em += 0.28;
    else em += 0.54;
  }
  return em;
}

/** Picks a font size that fits maxWidth, between min and max; cuts with an ellipsis when even min does not fit. */
export function fitText(
  text: string,
  maxWidth: number,
  maxSize: number,
  minSize: number
): { text: string; size: number } {
  const em = estimateEm(text);
  if (em * maxSize <= maxWidth) return { text, size: maxSize };
  if (em * minSize <= maxWidth) return { text, size: Math.floor(maxWidth / em) };
  const chars = Array.from(text);
  while (chars.length > 1 && estimateEm(chars.join('') + '…') * minSize > maxWidth) chars.pop();
  return { text: chars.join('').trimEnd() + '…', size: minSize };
}
