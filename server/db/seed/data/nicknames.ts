/**
 * Nickname parts as Korean riders name themselves on community apps: a place or habit, a
 * creature or role, often a birth year. 자린이/보린이/스린이 are beginner slang (자전거·보드·스키 어린이).
 */
export const nickPrefixes = [
  '한강', '반포', '뚝섬', '여의도', '망원', '잠실', '자출하는', '주말', '퇴근길', '새벽', '용평', '하이원', '비발디', '곤지암',
  '설원의', '파우더', '카빙하는', '보드타는', '스키타는', '두바퀴', '페달밟는', '업힐', '다운힐', '캠핑가는', '자린이', '보린이',
  '스린이', '브롬톤', '미니벨로', '로드', '산악', '느긋한', '씩씩한', '행복한', '졸린', '배고픈', '북한강', '남한강', '탄천', '양평',
] as const;

export const nickNouns = [
  '라이더', '곰', '고양이', '토끼', '펭귄', '다람쥐', '여우', '수달', '아빠', '엄마', '직장인', '대학생', '고수', '러버', '요정',
  '마스터', '탐험가', '여행자', '부엉이', '호랑이', '거북이', '감자', '고구마', '너구리', '판다', '참새', '돌고래', '햄스터',
] as const;

/** Romanised handles some users prefer ("snow_kim92"). */
export const handleWords = ['ride', 'snow', 'bike', 'ski', 'board', 'pedal', 'carving', 'velo', 'powder', 'cycle'] as const;
export const handleNames = ['kim', 'lee', 'park', 'choi', 'jung', 'kang', 'yoon', 'jang', 'lim', 'han', 'oh', 'seo'] as const;
