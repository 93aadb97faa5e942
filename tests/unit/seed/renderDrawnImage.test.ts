import { renderDrawnImage } from '@/server/images/renderDrawnImage';
import { silhouetteKeys } from '@/server/images/silhouettes';
import { escapeXml, fitText } from '@/server/images/svgText';
import { contrast, paletteFor, parseHex } from '@/server/images/color';

/** Parses as XML the way a browser loads an <img src=".svg">; a parse error means a broken image. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`invalid SVG: ${error.textContent}`);
  return doc;
}

describe('renderDrawnImage', () => {
  it('the XML check itself rejects a broken SVG', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow('invalid SVG');
  });

  it.each(silhouetteKeys)('draws a well-formed %s picture with the requested size', (silhouette) => {
    const svg = renderDrawnImage(
      { silhouette, color: '#0033A1', label: 'TCR Advanced 2', sublabel: '자이언트 · 로드' },
      600,
      600
    );
    const doc = parseSvg(svg);
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('width')).toBe('600');
    expect(root.getAttribute('viewBox')).toBe('0 0 600 600');
    // A real drawing, not an empty frame: several stroked shapes inside the silhouette group.
    expect(doc.querySelectorAll('g path, g line, g circle, g rect').length).toBeGreaterThan(5);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('escapes <, & and " in labels so the SVG stays valid and inert', () => {
    const label = 'I/O <MAG> & "Pro" \'25';
    const svg = renderDrawnImage(
      { silhouette: 'goggles', color: '#E89B00', label, sublabel: '<script>alert(1)</script>' },
      600,
      600
    );
    const doc = parseSvg(svg);
    expect(svg).not.toContain('<MAG>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;MAG&gt; &amp; &quot;Pro&quot;');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('aria-label')).toBe(label);
    const texts = Array.from(doc.getElementsByTagName('text')).map((t) => t.textContent);
    expect(texts).toContain(label);
  });

  it('is deterministic: the same spec and size give the same bytes', () => {
    const spec = { silhouette: 'road', color: '#B7121F', label: 'Émonda SL 5', sublabel: '트렉 · 로드' };
    expect(renderDrawnImage(spec, 600, 600)).toBe(renderDrawnImage({ ...spec }, 600, 600));
    expect(renderDrawnImage(spec, 600, 600)).not.toBe(renderDrawnImage(spec, 1200, 630));
  });

  it('renders wide content covers and falls back for an unknown silhouette or colour', () => {
    const wide = parseSvg(
      renderDrawnImage(
        { silhouette: 'magazine', color: '#1F5ED8', label: '초보자를 위한 한강 자전거길 코스 5' },
        1200,
        630
      )
    );
    expect(wide.documentElement.getAttribute('viewBox')).toBe('0 0 1200 630');
    const odd = parseSvg(renderDrawnImage({ silhouette: 'unicycle', color: 'not-a-colour', label: '?' }, 300, 300));
    expect(odd.querySelectorAll('g path').length).toBeGreaterThan(0);
  });

  it('shrinks or cuts a long model name so it fits the picture', () => {
    const long = 'Family Tree Hometown Hero Camber Special Edition Extra Long Name';
    const svg = renderDrawnImage({ silhouette: 'snowboard', color: '#2E3A46', label: long }, 600, 600);
    const text = parseSvg(svg).getElementsByTagName('text');
    const last = text[text.length - 1];
    expect(last.textContent?.endsWith('…')).toBe(true);
    expect(Number(last.getAttribute('font-size'))).toBeLessThanOrEqual(27);
  });
});

describe('svg text and colour helpers', () => {
  it('escapes every XML special character and drops control characters', () => {
    expect(escapeXml(`<a & b> "c" 'd'\u0001`)).toBe('&lt;a &amp; b&gt; &quot;c&quot; &apos;d&apos;');
  });

  it('keeps short Korean labels at full size and cuts long ones with an ellipsis', () => {
    expect(fitText('팬텀 Q', 500, 27, 17)).toEqual({ text: '팬텀 Q', size: 27 });
    const cut = fitText('가'.repeat(60), 500, 27, 17);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.size).toBe(17);
  });

  it('darkens pale brand colours until the line reads on the background (3:1)', () => {
    for (const hex of ['#3FB8AF', '#E0B400', '#6CAE2E', '#FFFFFF', '#0033A1']) {
      const p = paletteFor(hex);
      expect(contrast(parseHex(p.stroke), parseHex(p.bgBottom))).toBeGreaterThanOrEqual(3);
    }
  });
});
