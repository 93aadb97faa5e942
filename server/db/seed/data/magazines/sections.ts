/**
 * Editorial sections of /recommends, as the editors arrange them: a title and the contents under
 * it by their titles (server/db/seed/data/contents), lead story first. A content may sit in two
 * sections (the early-bird event is both a ski-season read and an event).
 */
export type MagazineSectionDef = { title: string; contents: string[] };

export const magazineSectionDefs: MagazineSectionDef[] = [
  {
    title: '이번 주 추천 코스',
    contents: [
      '북한강 자전거길, 팔당에서 양평까지 하루 코스',
      '초보자를 위한 한강 자전거길 코스 5',
      '이번 시즌 국내 스키장 개장 일정 총정리',
    ],
  },
  {
    title: '스키 시즌 준비',
    contents: [
      '스키 렌탈 전 꼭 확인할 체크리스트',
      '시즌 얼리버드, 스키·보드 렌탈 최대 30% 할인',
      '스노보드 캠버 vs 로커, 내 스타일에 맞는 보드는?',
      '스키 부츠 플렉스, 숫자가 높을수록 좋을까?',
      '고글 렌즈 색, 날씨별로 고르는 법',
    ],
  },
  {
    title: '초보 라이더 가이드',
    contents: [
      '첫 로드바이크, 105 구동계면 충분할까?',
      '브롬톤 vs 턴, 접이식 자전거 고르는 법',
      '전기자전거, 자전거도로 타도 될까? 규정 정리',
      '중고 자전거 살 때 꼭 확인할 7가지',
      '아이 첫 자전거, 사이즈부터 보조바퀴 떼는 시기까지',
      '겨울철 자전거 보관과 관리, 이것만 하세요',
    ],
  },
  {
    title: '이벤트',
    contents: ['첫 렌탈 10% 할인 쿠폰 이벤트', '시즌 얼리버드, 스키·보드 렌탈 최대 30% 할인'],
  },
];
