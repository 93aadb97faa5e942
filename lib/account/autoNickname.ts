/**
 * Nicknames given at sign-up until the member picks one (nickType AUTO): friendly, on-topic,
 * within the 12-character rule, and random enough that a clash is rare (the caller still checks).
 */
const ADJECTIVES = ['상쾌한', '씽씽', '느긋한', '산뜻한', '든든한', '날쌘', '신나는', '부지런한', '즐거운', '가벼운'];
const NOUNS = ['라이더', '스키어', '보더', '페달러', '바이커', '여행자'];

export function autoNickname(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const digits = String(Math.floor(random() * 10_000)).padStart(4, '0');
  return `${pick(ADJECTIVES)}${pick(NOUNS)}${digits}`;
}
