/**
 * The profanity list for what members write in public (reviews now, community posts in issue 18).
 * Words are compared after normalising the ways people slip past a plain list: spaces, dots and
 * digits between letters (씨 1 발, f.u.c.k), full-width and half-width forms, English look-alike digits
 * (sh1t, @ss), repeated letters (fuuuck) and initial-consonant spellings (ㅅㅂ, ㅂㅅ). The list is
 * deliberately short and made of words that are abusive in any context, so ordinary reviews
 * ("시바견이랑 같이 탔어요", "class") are never refused.
 */

/** Korean words matched inside the text once spaces and symbols between syllables are removed. */
const KOREAN_WORDS = [
  '씨발',
  '시발',
  '씨바',
  '씨빨',
  '씨팔',
  '시팔',
  '쓰발',
  'ㅆ발',
  'ㅅ발',
  'ㅆ바',
  '병신',
  '븅신',
  '빙신',
  '개새끼',
  '개새기',
  '개세끼',
  '개색기',
  '개색끼',
  '새끼야',
  '좆',
  '좃같',
  '좆나',
  '지랄',
  '염병',
  '썅',
  '느금마',
  '니애미',
  '니어미',
  '엠창',
  '미친놈',
  '미친년',
  '걸레년',
];

/**
 * Short words that ordinary phrases make across a space (보존 나무, 어머니 미역국): matched only
 * inside one word, never across the spaces between words.
 */
const KOREAN_IN_WORD = ['존나', '니미'];

/** Ordinary words that contain a listed one once spaces are gone (시발점 is a starting point). */
const INNOCENT_KOREAN = ['시발점', '시발역', '시발택시'];

/** Initial-consonant spellings, matched only in runs of bare consonants (ㅅㅂ, never 수박). */
const CHOSEONG_WORDS = ['ㅅㅂ', 'ㅆㅂ', 'ㅄ', 'ㅂㅅ', 'ㅈㄹ', 'ㄱㅅㄲ', 'ㅁㅊㄴ', 'ㅈㄴ', 'ㅈ같'];

/** English words matched inside a run of letters once look-alikes are mapped and repeats collapsed. */
const ENGLISH_WORDS = [
  'fuck',
  'fck',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'motherfuck',
  'dick head',
  'dickhead',
  'bastard',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'slut',
  'whore',
  'wtf',
  'stfu',
];

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
};

const LEADING_TO_COMPAT: Record<string, string> = Object.fromEntries(
  [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ']
    .map((c, i) => [String.fromCharCode(0x1100 + i), c])
    .concat([['\u1121', 'ㅄ']])
);

/** NFKC (full-width letters, half-width jamo), then the consonants people type, which NFKC turns into leading jamo (ㅅ U+3145 → U+1109), mapped back. */
const nfkc = (text: string): string =>
  text.normalize('NFKC').replace(/[\u1100-\u1112\u1121]/g, (c) => LEADING_TO_COMPAT[c] ?? c);

/** Hangul syllables and jamo stay; Latin letters stay; everything else (spaces, dots, digits) goes. */
export function normaliseKorean(text: string): string {
  return nfkc(text)
    .toLowerCase()
    .replace(/[^\p{Script=Hangul}a-z]/gu, '');
}

/** Latin letters of one word with look-alikes mapped and runs of one letter collapsed (fuuuck → fuck). */
export function normaliseEnglish(word: string): string {
  const mapped = [...word.normalize('NFKC').toLowerCase()].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return mapped.replace(/[^a-z]/g, '').replace(/([a-z])\1+/g, '$1');
}

/**
 * English is compared word by word (joining words would find "shit" in "this hit"), plus each run
 * of single letters spelled apart ("f u c k") joined into one word.
 */
function englishWords(text: string): string[] {
  const words = text.normalize('NFKC').split(/\s+/).map(normaliseEnglish).filter(Boolean);
  const spelled =
    text
      .normalize('NFKC')
      .split(/\s+/)
      .join(' ')
      .match(/(?:^|\s)(?:\S\s){2,}\S(?=\s|$)/g) ?? [];
  return [...words, ...spelled.map(normaliseEnglish)];
}

/** Bare consonant runs of the text (compatibility jamo ㄱ–ㅎ), each joined without what separated it. */
function choseongRuns(text: string): string[] {
  const kept = nfkc(text).replace(/[^\u3131-\u314e\uac00-\ud7a3a-zA-Z]/g, '');
  return kept.match(/[\u3131-\u314e]{2,}/g) ?? [];
}

const collapse = (word: string) => word.replace(/\s/g, '').replace(/([a-z])\1+/g, '$1');

/** The first listed word found in the text (as listed), or null when the text is clean. */
export function findProfanity(text: string): string | null {
  const korean = INNOCENT_KOREAN.reduce((t, word) => t.split(word).join(''), normaliseKorean(text));
  const hit = KOREAN_WORDS.find((word) => korean.includes(word));
  if (hit) return hit;
  const tokens = nfkc(text).split(/\s+/).map(normaliseKorean);
  const inWord = KOREAN_IN_WORD.find((word) => tokens.some((token) => token.includes(word)));
  if (inWord) return inWord;
  const runs = choseongRuns(text);
  const initials = CHOSEONG_WORDS.find((word) => runs.some((run) => run.includes(word)));
  if (initials) return initials;
  const english = englishWords(text);
  return ENGLISH_WORDS.find((word) => english.some((w) => w.includes(collapse(word)))) ?? null;
}

export const PROFANITY_MESSAGE = '욕설이나 비속어가 들어 있어요. 고운 말로 고쳐 주세요.';

export const containsProfanity = (text: string): boolean => findProfanity(text) !== null;
