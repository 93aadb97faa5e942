import { locationArticles, marketingArticles } from './others';
import { privacyArticles } from './privacy';
import { serviceArticles } from './service';
import type { ProvisionDef } from './types';

export type { ProvisionArticle, ProvisionDef } from './types';

/** Every version of every terms document; the newest effective one per category is shown. */
export const provisionDefs: ProvisionDef[] = [
  { category: 'SERVICE', title: '서비스 이용약관', version: '1.0', isRequired: true, effective: [2025, 11, 1], articles: serviceArticles('1.0'), addendum: '이 약관은 2025년 11월 1일부터 시행합니다.' },
  { category: 'SERVICE', title: '서비스 이용약관', version: '1.1', isRequired: true, effective: [2026, 7, 1], articles: serviceArticles('1.1'), addendum: '이 약관은 2026년 7월 1일부터 시행합니다. 시행 전 예약한 렌탈에는 종전 약관을 적용합니다.' },
  // Announced ahead of time (약관 개정 30일 전 공지): stored now, shown only once it takes effect.
  { category: 'SERVICE', title: '서비스 이용약관', version: '1.2', isRequired: true, effective: [2027, 1, 1], articles: serviceArticles('1.2'), addendum: '이 약관은 2027년 1월 1일부터 시행합니다.' },
  { category: 'PRIVACY', title: '개인정보 수집 및 이용 동의', version: '1.0', isRequired: true, effective: [2025, 11, 1], articles: privacyArticles('1.0'), addendum: '이 방침은 2025년 11월 1일부터 시행합니다.' },
  { category: 'PRIVACY', title: '개인정보 수집 및 이용 동의', version: '1.1', isRequired: true, effective: [2026, 2, 1], articles: privacyArticles('1.1'), addendum: '이 방침은 2026년 2월 1일부터 시행합니다.' },
  { category: 'PRIVACY', title: '개인정보 수집 및 이용 동의', version: '2.0', isRequired: true, effective: [2026, 7, 1], articles: privacyArticles('2.0'), addendum: '이 방침은 2026년 7월 1일부터 시행합니다.' },
  { category: 'MARKETING', title: '마케팅 정보 수신 동의', version: '1.0', isRequired: false, effective: [2025, 11, 1], articles: marketingArticles('1.0'), addendum: '이 동의서는 2025년 11월 1일부터 시행합니다.' },
  { category: 'MARKETING', title: '마케팅 정보 수신 동의', version: '1.1', isRequired: false, effective: [2026, 4, 1], articles: marketingArticles('1.1'), addendum: '이 동의서는 2026년 4월 1일부터 시행합니다.' },
  { category: 'LOCATION', title: '위치기반서비스 이용약관', version: '1.0', isRequired: false, effective: [2025, 11, 1], articles: locationArticles('1.0'), addendum: '이 약관은 2025년 11월 1일부터 시행합니다.' },
  { category: 'LOCATION', title: '위치기반서비스 이용약관', version: '1.1', isRequired: false, effective: [2026, 10, 30], articles: locationArticles('1.1'), addendum: '이 약관은 2026년 10월 30일부터 시행합니다.' },
];
