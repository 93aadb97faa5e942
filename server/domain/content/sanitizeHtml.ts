import sanitize from 'sanitize-html';

/**
 * Stored HTML (notices, magazines, model details, terms) is rendered into our pages, so it passes
 * an allowlist on the server first: structure and emphasis only, links without scripts, images
 * from our own pipeline or https. Whatever a business or editor writes can't run code on our origin.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'small',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    // rel and target are set by transformTags below, never taken from the stored HTML.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const external = /^https?:/i.test(href ?? '');
      const kept: Record<string, string> = { ...(href ? { href } : {}), ...(title ? { title } : {}) };
      return { tagName, attribs: external ? { ...kept, rel: 'noopener noreferrer nofollow', target: '_blank' } : kept };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
