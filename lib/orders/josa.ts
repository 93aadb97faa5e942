/**
 * Korean particles that depend on whether the word ends in a consonant (받침): 예약 취소를, 구매 확정을,
 * 발송을 but 무응답 자동 취소를 ... A sentence with the wrong particle reads as broken Korean.
 */
function endsWithConsonant(word: string): boolean {
  const code = word.trim().charCodeAt(word.trim().length - 1);
  const isHangulSyllable = code >= 0xac00 && code <= 0xd7a3;
  return isHangulSyllable && (code - 0xac00) % 28 !== 0;
}

/** `예약 취소` → `예약 취소를`, `발송` → `발송을`. */
export function withObject(word: string): string {
  return `${word}${endsWithConsonant(word) ? '을' : '를'}`;
}

/** `예약 수락` → `예약 수락은`, `반납 확인` → `반납 확인은`, `구매 확정` → `구매 확정은`. */
export function withTopic(word: string): string {
  return `${word}${endsWithConsonant(word) ? '은' : '는'}`;
}
