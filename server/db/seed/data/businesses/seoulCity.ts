import type { BusinessDef } from './types';

/** Bike, folding-bike and snow shops in Seoul neighbourhoods. */
export const seoulCityBusinesses: BusinessDef[] = [
  { name: '라이드웍스 성수', kind: 'bikeShop', region: '서울', address: '서울특별시 성동구 연무장길 41', lat: 37.543390, lng: 127.056020, area: '성수', landmark: '성수역 4번 출구' },
  { name: '벨로스테이션 망원', kind: 'bikeShop', region: '서울', address: '서울특별시 마포구 망원로 71', lat: 37.556300, lng: 126.904300, area: '망원', landmark: '망원시장' },
  { name: '자이언트 강남점', kind: 'bikeShop', region: '서울', address: '서울특별시 강남구 도산대로 157', lat: 37.519400, lng: 127.025800, area: '신사', landmark: '신사역 8번 출구', official: true, brands: ['giant'] },
  { name: '트렉 바이크 잠실점', kind: 'bikeShop', region: '서울', address: '서울특별시 송파구 백제고분로 435', lat: 37.508700, lng: 127.104800, area: '잠실', landmark: '석촌호수 동호', official: true, brands: ['trek'] },
  { name: '스페셜라이즈드 반포점', kind: 'bikeShop', region: '서울', address: '서울특별시 서초구 사평대로 205', lat: 37.504500, lng: 127.004300, area: '반포', landmark: '고속터미널역 5번 출구', official: true, brands: ['specialized'] },
  { name: '삼천리자전거 공덕점', kind: 'bikeShop', region: '서울', address: '서울특별시 마포구 마포대로 92', lat: 37.544300, lng: 126.951500, area: '공덕', landmark: '공덕역 1번 출구', official: true, brands: ['samchuly', 'cello'] },
  { name: '엘파마 플래그십 천호', kind: 'bikeShop', region: '서울', address: '서울특별시 강동구 천호대로 1005', lat: 37.538400, lng: 127.123700, area: '천호', landmark: '천호역 6번 출구', official: true, brands: ['elfama'] },
  { name: '노원 자전거공방', kind: 'bikeShop', region: '서울', address: '서울특별시 노원구 동일로 1414', lat: 37.654900, lng: 127.061600, area: '노원', landmark: '당현천 산책로' },
  { name: '목동 바이크팩토리', kind: 'bikeShop', region: '서울', address: '서울특별시 양천구 목동동로 293', lat: 37.526500, lng: 126.875100, area: '목동', landmark: '안양천 자전거길' },
  { name: '문래 로드바이크 스튜디오', kind: 'bikeShop', region: '서울', address: '서울특별시 영등포구 도림로 433', lat: 37.517800, lng: 126.894800, area: '문래', landmark: '문래창작촌' },
  { name: '용산 사이클하우스', kind: 'bikeShop', region: '서울', address: '서울특별시 용산구 한강대로 92', lat: 37.529900, lng: 126.964800, area: '용산', landmark: '용산역 1번 출구' },
  { name: '브롬톤 라운지 성수', kind: 'folding', region: '서울', address: '서울특별시 성동구 성수이로 97', lat: 37.542700, lng: 127.056100, area: '성수', landmark: '성수역 3번 출구', official: true, brands: ['brompton'] },
  { name: '턴 폴딩바이크 서울숲점', kind: 'folding', region: '서울', address: '서울특별시 성동구 서울숲2길 32-14', lat: 37.547300, lng: 127.041000, area: '서울숲', landmark: '서울숲역 5번 출구', official: true, brands: ['tern'] },
  { name: '미니벨로하우스 합정', kind: 'folding', region: '서울', address: '서울특별시 마포구 양화로 45', lat: 37.549650, lng: 126.913700, area: '합정', landmark: '합정역 7번 출구' },
  { name: '스노우라인 잠실점', kind: 'skiShop', region: '서울', address: '서울특별시 송파구 올림픽로 240', lat: 37.511200, lng: 127.098300, area: '잠실', landmark: '잠실역 4번 출구' },
  { name: '보드로 건대점', kind: 'skiShop', region: '서울', address: '서울특별시 광진구 아차산로 272', lat: 37.540400, lng: 127.069200, area: '건대', landmark: '건대입구역 2번 출구' },
  { name: '알파인 스키하우스 강남', kind: 'skiShop', region: '서울', address: '서울특별시 강남구 테헤란로 129', lat: 37.500600, lng: 127.036300, area: '강남', landmark: '역삼역 3번 출구', official: true, brands: ['rossignol', 'atomic'] },
];
