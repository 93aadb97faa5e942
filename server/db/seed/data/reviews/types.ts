/** A review sentence, optionally only for some categories (an e-bike remark on an e-bike). */
export type Phrase = readonly [text: string, onlyFor?: readonly string[]];

export type PhrasePool = { good: readonly Phrase[]; bad: readonly Phrase[] };

export const EBIKES = ['ebike', 'emtb'] as const;
export const FAMILY = ['kids', 'city', 'hybrid'] as const;
export const SKIS = ['ski_race', 'ski_allmountain', 'ski_freestyle'] as const;
export const BOOTS = ['ski_boots', 'board_boots'] as const;
