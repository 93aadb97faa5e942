/**
 * Korean particles after names that may end in Hangul, digits or Latin letters: "TCR Advanced 2는",
 * "Madone SLR 7은", "팬텀 Q는", "레스포 시티 26을". Templates write 은(는), 을(를), (으)로 …;
 * this picks the one the preceding word takes.
 */
const DIGIT_BATCHIM = new Set(['0', '1', '3', '6', '7', '8']);

/** How the last sound of a word is read: none, ㄹ (which takes 로, not 으로), or another final consonant. */
type Final = 'none' | 'rieul' | 'other';

function finalSound(word: string): Final {
  // A trailing aside in parentheses is not what the particle attaches to: "브레이크 (4피스톤)와".
  let text = word.trimEnd();
  while (/\([^()]*\)$/.test(text)) text = text.replace(/\s*\([^()]*\)$/, '').trimEnd();
  // Units are read in Korean: 14.3m (미터), 280Wh (와트시), 12.5kg (킬로그램).
  if (/\d(m|cm|mm|km|Wh|W|V|%)$/.test(text)) return 'none';
  if (/\d(kg|g)$/.test(text)) return 'other';
  const chars = Array.from(text);
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const ch = chars[i];
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xac00 && code <= 0xd7a3) {
      const jong = (code - 0xac00) % 28;
      return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
    }
    if (/[0-9]/.test(ch))
      return ch === '1' || ch === '7' || ch === '8' ? 'rieul' : DIGIT_BATCHIM.has(ch) ? 'other' : 'none';
    if (/[a-z]/i.test(ch)) return /l/i.test(ch) ? 'rieul' : /[mn]/i.test(ch) ? 'other' : 'none';
  }
  return 'none';
}

export function hasBatchim(word: string): boolean {
  return finalSound(word) !== 'none';
}

const PAIRS: [pair: string, pick: (f: Final) => string][] = [
  ['은(는)', (f) => (f === 'none' ? '는' : '은')],
  ['을(를)', (f) => (f === 'none' ? '를' : '을')],
  ['이(가)', (f) => (f === 'none' ? '가' : '이')],
  ['과(와)', (f) => (f === 'none' ? '와' : '과')],
  ['(으)로', (f) => (f === 'other' ? '으로' : '로')],
];

/** Replaces every 은(는)-style pair with the particle the preceding word takes. */
export function fixParticles(text: string): string {
  let out = text;
  for (const [pair, pick] of PAIRS) {
    let idx = out.indexOf(pair);
    while (idx >= 0) {
      const before = out.slice(0, idx);
      out = before + pick(finalSound(before)) + out.slice(idx + pair.length);
      idx = out.indexOf(pair, idx);
    }
  }
  return out;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Fills {placeholders} from values; unknown placeholders are a bug in the copy, so they throw. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`copy placeholder {${key}} has no value`);
    return value;
  });
}

/** 1234500 → "1,234,500", without depending on the runtime's ICU data. */
export function formatWon(won: number): string {
  return String(Math.round(won)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
