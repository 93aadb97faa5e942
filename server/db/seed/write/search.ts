import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../client';
import { captureEvents, keywordPages } from '../../schema';
import { SEARCH_KEYWORD_ACTION } from '../../../domain/search/popularKeywords';
import { Rng } from '../random';
import { insertMany } from './batch';

/**
 * Search seed: the editors' keyword landings, and a week of search events so that a fresh install
 * already shows 인기 검색어. Popularity is "the last 7 days", so those events are dated relative to
 * the moment of seeding (the seed clock), never to a fixed date that would fall out of the window;
 * which keywords, how often and at what hour is fixed by a seeded random stream.
 */
type Landing = { slug: string; keyword: string; title: string; description: string };

const LANDINGS: Landing[] = [
  {
    slug: 'hangang-bike-rental',
    keyword: '한강 자전거 대여',
    title: '한강 자전거 대여, 여의도·잠원·잠실 매장 한눈에',
    description:
      '한강공원 근처 매장의 자전거 대여를 하루 요금으로 비교하세요. 접이식, 하이브리드, 전기자전거까지 바로 예약할 수 있어요.',
  },
  {
    slug: 'brompton',
    keyword: '브롬톤',
    title: '브롬톤 렌탈과 구매, 매장별 가격 비교',
    description: '브롬톤 C라인, P라인, 전기 브롬톤까지. 하루 빌려 타 보고, 마음에 들면 매장별 최저가로 구매하세요.',
  },
  {
    slug: 'folding-bike',
    keyword: '접이식 자전거',
    title: '접이식 자전거, 출퇴근과 여행에 딱 맞는 모델',
    description:
      '지하철에 싣고 다니기 좋은 접이식 자전거를 브랜드별로 모았어요. 접은 크기와 무게, 가격을 비교해 보세요.',
  },
  {
    slug: 'e-bike',
    keyword: '전기자전거',
    title: '전기자전거 렌탈·구매 가이드',
    description:
      'PAS 방식 전기자전거를 하루 빌려 언덕길을 달려 보세요. 배터리 용량과 주행 거리, 가격을 한 번에 비교할 수 있어요.',
  },
  {
    slug: 'road-bike-beginner',
    keyword: '로드 자전거',
    title: '로드 자전거 입문, 첫 로드바이크 고르기',
    description: '입문용 알루미늄 로드부터 카본 레이싱 로드까지. 구동계와 사이즈를 확인하고 매장별 가격을 비교하세요.',
  },
  {
    slug: 'yongpyong-ski-rental',
    keyword: '용평 스키 렌탈',
    title: '용평 스키 렌탈, 리조트 앞 매장 비교',
    description: '용평·모나용평 리조트 근처 렌탈샵의 스키와 부츠, 헬멧 대여 요금을 비교하고 미리 예약하세요.',
  },
  {
    slug: 'snowboard-rental',
    keyword: '스노보드 대여',
    title: '스노보드 장비 대여, 보드와 부츠 한 번에',
    description: '시즌 전에 스노보드와 보드 부츠 대여 요금을 비교해 두세요. 스키장 근처 매장에서 바로 받을 수 있어요.',
  },
  {
    slug: 'kids-bike',
    keyword: '어린이 자전거',
    title: '어린이 자전거, 키에 맞는 사이즈 고르기',
    description: '16인치부터 24인치까지 아이 키에 맞는 어린이 자전거를 모았어요. 보조바퀴 여부와 무게를 확인해 보세요.',
  },
  {
    slug: 'minivelo',
    keyword: '미니벨로',
    title: '미니벨로, 가볍고 경쾌한 도심 자전거',
    description:
      '작은 바퀴로 가볍게 달리는 미니벨로를 렌탈과 구매로 비교하세요. 브랜드별 인기 모델을 한눈에 볼 수 있어요.',
  },
  {
    slug: 'mtb',
    keyword: 'MTB',
    title: 'MTB 산악자전거, 하드테일부터 풀서스펜션까지',
    description: '임도와 트레일을 위한 MTB를 모았어요. 서스펜션 방식과 휠 크기, 매장별 가격을 비교해 보세요.',
  },
  {
    slug: 'used-bike',
    keyword: '중고 자전거',
    title: '중고 자전거, 매장이 점검한 상품만',
    description:
      '매장이 직접 점검하고 등급을 매긴 중고 자전거를 모았어요. 상태 등급과 가격을 확인하고 안심하고 구매하세요.',
  },
  {
    slug: 'gonjiam-ski',
    keyword: '곤지암 스키',
    title: '곤지암 스키 렌탈, 서울에서 가까운 스키장',
    description:
      '곤지암 리조트 근처 매장의 스키·보드 장비 렌탈을 비교하세요. 당일치기 스키 여행에 필요한 장비를 미리 예약할 수 있어요.',
  },
  {
    slug: 'bike-service',
    keyword: '자전거 정비',
    title: '자전거 정비·피팅, 가까운 매장 찾기',
    description: '기본 점검부터 오버홀, 바이크 피팅까지. 가까운 매장의 정비 서비스와 가격을 비교하세요.',
  },
];

/** Relative weights of what shoppers searched this week (distinct visitors per keyword). */
const SEARCHED: [string, number][] = [
  ['브롬톤', 46],
  ['한강 자전거 대여', 41],
  ['전기자전거', 33],
  ['스키 렌탈', 27],
  ['로드 자전거', 22],
  ['스노보드', 19],
  ['접이식 자전거', 16],
  ['턴', 13],
  ['곤지암 스키', 11],
  ['어린이 자전거', 9],
  ['미니벨로', 8],
  ['헬멧', 6],
  ['고글', 5],
  ['자이언트', 4],
  ['트렉', 3],
];

const SEED_ANON_PREFIX = 'seed-search-';
/**
 * Events are 1 to 144 hours before the seed clock (the seeding day's midnight): the ranking's 7-day
 * window, counted back from any moment of that day (up to 24 hours after midnight), still holds them
 * all. With 145 the oldest fell out of the window in the last hour before midnight.
 */
const WINDOW_HOURS = 6 * 24 - 1;

function planSearchEvents(now: Date) {
  const rng = new Rng('search-events');
  const rows: { anonyId: string; action: string; value1: string; url: string; verified: boolean; createdAt: Date }[] =
    [];
  let visitor = 0;
  for (const [keyword, visitors] of SEARCHED) {
    for (let n = 0; n < visitors; n += 1) {
      visitor += 1;
      // Some visitors search twice: the ranking counts them once.
      const times = rng.chance(0.2) ? 2 : 1;
      for (let k = 0; k < times; k += 1) {
        const hoursAgo = 1 + rng.int(0, WINDOW_HOURS);
        rows.push({
          anonyId: `${SEED_ANON_PREFIX}${String(visitor).padStart(4, '0')}`,
          action: SEARCH_KEYWORD_ACTION,
          value1: keyword,
          url: `/search?keyword=${encodeURIComponent(keyword)}`,
          // They stand for browsers holding the server's own cookie: they vote in 인기 검색어.
          verified: true,
          createdAt: new Date(Math.floor((now.getTime() - hoursAgo * 3_600_000) / 60_000) * 60_000),
        });
      }
    }
  }
  return rows;
}

export async function writeSearch(
  db: Db,
  now: Date = new Date()
): Promise<{ keywordPages: number; searchEvents: number }> {
  await insertMany(
    db,
    keywordPages,
    LANDINGS.map((landing, index) => ({ ...landing, sortOrder: index }))
  );
  // Capture tables survive a reset (npm run seed): replace the seed's own events, never a visitor's.
  await db
    .delete(captureEvents)
    .where(and(eq(captureEvents.action, SEARCH_KEYWORD_ACTION), like(captureEvents.anonyId, `${SEED_ANON_PREFIX}%`)));
  const events = planSearchEvents(now);
  await insertMany(db, captureEvents, events);
  return { keywordPages: LANDINGS.length, searchEvents: events.length };
}
