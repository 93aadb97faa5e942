/** Openings and endings around the review sentences, by mood. */
export const goodOpeners = [
  '',
  '',
  '',
  '최고예요!',
  '만족합니다.',
  '두 번째 이용이에요.',
  '완전 추천해요.',
  '기대 이상이었어요.',
] as const;
export const goodClosers = [
  '',
  '',
  '다음에 또 이용할게요.',
  '추천합니다!',
  '번창하세요~',
  '친구들한테도 추천했어요 ㅎㅎ',
  '감사합니다 :)',
  '재방문 의사 100%입니다.',
] as const;
export const mixedClosers = [
  '',
  '그래도 전반적으로는 괜찮았어요.',
  '다음엔 평일에 와야겠어요.',
  '그 점만 빼면 만족해요.',
] as const;
export const badClosers = ['', '개선되면 좋겠어요.', '많이 아쉬웠어요.', '다시 이용할지는 모르겠어요.'] as const;
