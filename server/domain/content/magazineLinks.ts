/**
 * The link buttons of a content page (link1, link2) go only where a shopper can safely follow them:
 * a path on our own site, or an https page elsewhere. Anything else an editor may have typed
 * (javascript:, data:, http:, a protocol-relative //host, a backslash trick, control characters)
 * is dropped on the server rather than rendered as a button.
 */
const MAX_LINK_LENGTH = 500;

export function safeContentLink(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const link = raw.trim();
  // eslint-disable-next-line no-control-regex -- a link holding a control character is refused, on purpose
  if (!link || link.length > MAX_LINK_LENGTH || /[\u0000-\u001f\u007f\\\s]/.test(link)) return null;
  if (link.startsWith('/')) {
    // "//evil.example" is another host; a same-site path has exactly one leading slash.
    return link.startsWith('//') ? null : link;
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
