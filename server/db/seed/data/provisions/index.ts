import { locationArticles, marketingArticles } from './others';
import { privacyArticles } from './privacy';
import { serviceArticles } from './service';
import type { ProvisionDef } from './types';

export type { ProvisionArticle, ProvisionDef } from './types';

/**
 * Every version of every terms document; the newest effective one per category is shown. Dates are
 * days from the seeding day: the first versions came with the launch a year ago, the revisions since,
 * and one is announced ahead (shown only from its date).
 */
export const provisionDefs: ProvisionDef[] = [
  {
    category: 'SERVICE',
    title: '서비스 이용약관',
    version: '1.0',
    isRequired: true,
    effectiveDay: -374,
    articles: serviceArticles('1.0'),
    addendum: '이 약관은 {date}부터 시행합니다.',
  },
  {
    category: 'SERVICE',
    title: '서비스 이용약관',
    version: '1.1',
    isRequired: true,
    effectiveDay: -123,
    articles: serviceArticles('1.1'),
    addendum: '이 약관은 {date}부터 시행합니다. 시행 전 예약한 렌탈에는 종전 약관을 적용합니다.',
  },
  // Announced ahead of time (약관 개정 30일 전 공지): stored now, shown only once it takes effect, two months out.
  {
    category: 'SERVICE',
    title: '서비스 이용약관',
    version: '1.2',
    isRequired: true,
    effectiveDay: 61,
    articles: serviceArticles('1.2'),
    addendum: '이 약관은 {date}부터 시행합니다.',
  },
  {
    category: 'PRIVACY',
    title: '개인정보 수집 및 이용 동의',
    version: '1.0',
    isRequired: true,
    effectiveDay: -374,
    articles: privacyArticles('1.0'),
    addendum: '이 방침은 {date}부터 시행합니다.',
  },
  {
    category: 'PRIVACY',
    title: '개인정보 수집 및 이용 동의',
    version: '1.1',
    isRequired: true,
    effectiveDay: -273,
    articles: privacyArticles('1.1'),
    addendum: '이 방침은 {date}부터 시행합니다.',
  },
  {
    category: 'PRIVACY',
    title: '개인정보 수집 및 이용 동의',
    version: '2.0',
    isRequired: true,
    effectiveDay: -123,
    articles: privacyArticles('2.0'),
    addendum: '이 방침은 {date}부터 시행합니다.',
  },
  {
    category: 'MARKETING',
    title: '마케팅 정보 수신 동의',
    version: '1.0',
    isRequired: false,
    effectiveDay: -374,
    articles: marketingArticles('1.0'),
    addendum: '이 동의서는 {date}부터 시행합니다.',
  },
  {
    category: 'MARKETING',
    title: '마케팅 정보 수신 동의',
    version: '1.1',
    isRequired: false,
    effectiveDay: -214,
    articles: marketingArticles('1.1'),
    addendum: '이 동의서는 {date}부터 시행합니다.',
  },
  {
    category: 'LOCATION',
    title: '위치기반서비스 이용약관',
    version: '1.0',
    isRequired: false,
    effectiveDay: -374,
    articles: locationArticles('1.0'),
    addendum: '이 약관은 {date}부터 시행합니다.',
  },
  {
    category: 'LOCATION',
    title: '위치기반서비스 이용약관',
    version: '1.1',
    isRequired: false,
    effectiveDay: -2,
    articles: locationArticles('1.1'),
    addendum: '이 약관은 {date}부터 시행합니다.',
  },
];
