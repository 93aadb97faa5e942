/**
 * Captions drawn on review photos (the small line under the picture), as a shopper would title the
 * pictures they attach: the first shows the item, the next ones a moment of using it.
 */
export const firstPhotoCaptions = ['받자마자 한 컷', '매장에서 받은 날', '실물 사진', '수령 당일', '세팅 끝난 모습'];

export const bikePhotoCaptions = [
  '한강 라이딩 중',
  '주행 후 한 컷',
  '남산 업힐 정상에서',
  '출근길에',
  '세차 후',
  '공원에서 쉬는 중',
];

export const snowPhotoCaptions = [
  '슬로프에서',
  '리프트 타기 전에',
  '장비 착용 샷',
  '하이원 정상에서',
  '보관 가방이랑 같이',
];
