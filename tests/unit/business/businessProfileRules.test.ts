import { localBusinessJsonLd, openingHoursSpecification } from '@/lib/seo/localBusiness';
import {
  operationDays,
  operationTime,
  reviewTexts,
  section,
  seoulDate,
} from '@/server/domain/business/businessSections';
import { planReviewPhotos, planBusinessBookmarks, type PhotoSource } from '@/server/db/seed/build/businessExtras';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '10:00', close: '20:00' }));

describe('business profile sections', () => {
  it('shows a section only when the business wrote something in it (isShow)', () => {
    expect(section('  이번 주 토요일 휴무예요. ')).toEqual({ isShow: true, content: '이번 주 토요일 휴무예요.' });
    expect(section('   ')).toEqual({ isShow: false, content: '' });
    expect(section(null)).toEqual({ isShow: false, content: '' });
  });

  it('writes the review count and rating as the header shows them', () => {
    expect(reviewTexts(1234, 4.66)).toEqual({ reviewCountText: '리뷰 1,234', reviewRatingText: '4.7' });
    expect(reviewTexts(0, null)).toEqual({ reviewCountText: '리뷰 0', reviewRatingText: '' });
  });

  it('lists the week Monday first with closed days empty', () => {
    const days = operationDays(weekdays);
    expect(days.map((d) => d.label)).toEqual(['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일']);
    expect(days[5]).toEqual({ weekday: 6, label: '토요일', open: null, close: null });
  });

  it('tells open now in Asia/Seoul and keeps only closed dates from today on', () => {
    // 2026-11-23 is a Monday; 11:00 in Seoul is 02:00 UTC.
    const now = new Date('2026-11-23T02:00:00Z');
    const time = operationTime(
      { openingHours: weekdays, closedDates: ['2026-11-20', '2026-11-23', '2026-12-25'] },
      now
    );
    expect(seoulDate(now)).toBe('2026-11-23');
    expect(time.upcomingClosedDates).toEqual(['2026-11-23', '2026-12-25']);
    expect(time.isOpenNow).toBe(false);
    expect(time.openStatusText).toContain('오늘 휴무');
    const open = operationTime({ openingHours: weekdays, closedDates: [] }, now);
    expect(open).toMatchObject({
      isOpenNow: true,
      openStatusText: '영업 중 · 20:00까지',
      content: '평일 10:00~20:00 · 토·일요일 휴무',
    });
    expect(operationTime({ openingHours: [], closedDates: [] }, now)).toMatchObject({ isShow: false, content: '' });
  });
});

describe('LocalBusiness JSON-LD', () => {
  const base = {
    name: '반포 한강 자전거',
    url: 'https://ridemarket.kr/nearby_store/7',
    address: '서울특별시 서초구 신반포로11길 40',
    region: '서울',
    telephone: '02-533-1234',
    lat: 37.5101,
    lng: 126.9959,
    hours: [...weekdays, { weekday: 6, open: '09:00', close: '18:00' }],
  };

  it('carries address, geo, telephone, grouped opening hours and the rating', () => {
    const data = localBusinessJsonLd({ ...base, rating: { average: 4.7, count: 120 } });
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: '반포 한강 자전거',
      telephone: '02-533-1234',
      geo: { '@type': 'GeoCoordinates', latitude: 37.5101, longitude: 126.9959 },
      address: { '@type': 'PostalAddress', addressCountry: 'KR', addressRegion: '서울' },
      aggregateRating: { ratingValue: 4.7, reviewCount: 120 },
    });
    expect(openingHoursSpecification(base.hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '18:00' },
    ]);
  });

  it('leaves the rating out before the first review and the hours out when unknown', () => {
    const data = localBusinessJsonLd({ ...base, hours: [], rating: { average: null, count: 0 } });
    expect(data.aggregateRating).toBeUndefined();
    expect(data.openingHoursSpecification).toBeUndefined();
  });
});

describe('business extras seed plan', () => {
  const sources: PhotoSource[] = Array.from({ length: 400 }, (_, i) => ({
    reviewId: i + 1,
    contentLength: i % 2 === 0 ? 80 : 20,
    rating: 5,
    code: i % 3 === 0 ? 'SKI' : 'BIKE',
    silhouette: 'road',
    color: '#1b64da',
    label: 'Grail CF SL 7',
    nickname: '라이더',
    createdAt: new Date('2026-05-01T00:00:00Z'),
  }));

  it('is deterministic and gives 1–3 photos to some reviews, detailed ones more often', () => {
    const photos = planReviewPhotos(sources);
    expect(planReviewPhotos(sources)).toEqual(photos);
    const perReview = new Map<number, number>();
    for (const p of photos) perReview.set(p.reviewId, (perReview.get(p.reviewId) ?? 0) + 1);
    expect([...perReview.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    const detailed = [...perReview.keys()].filter((id) => (id - 1) % 2 === 0).length;
    expect(detailed).toBeGreaterThan(perReview.size - detailed);
    expect(photos[0].alt).toMatch(/^라이더님이 올린 Grail CF SL 7 사진 1 \(.+\)$/);
  });

  it('bookmarks each business at most once per member', () => {
    const users = Array.from({ length: 100 }, (_, i) => i + 1);
    const bookmarks = planBusinessBookmarks(users, new Map([[1, [3, 4]]]), [1, 2, 3, 4, 5]);
    const keys = bookmarks.map((b) => `${b.userId}:${b.businessId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(bookmarks.length).toBeGreaterThan(0);
  });
});
