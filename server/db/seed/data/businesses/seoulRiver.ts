import type { BusinessDef } from './types';

/** Rental kiosks in the Han river parks and big Seoul parks (coordinates at the park entrances). */
export const seoulRiverBusinesses: BusinessDef[] = [
  { name: '한강자전거 여의도점', kind: 'river', region: '서울', address: '서울특별시 영등포구 여의동로 330', lat: 37.528398, lng: 126.932796, area: '여의도', landmark: '여의나루역 2번 출구', official: true },
  { name: '여의도 e-바이크 스테이션', kind: 'river', region: '서울', address: '서울특별시 영등포구 여의동로 280', lat: 37.526214, lng: 126.928671, area: '여의도', landmark: '여의도 물빛광장' },
  { name: '반포 달빛자전거', kind: 'river', region: '서울', address: '서울특별시 서초구 신반포로11길 40', lat: 37.510950, lng: 126.996083, area: '반포', landmark: '달빛무지개분수' },
  { name: '세빛 폴딩라운지', kind: 'river', region: '서울', address: '서울특별시 서초구 올림픽대로 2085-14', lat: 37.511450, lng: 126.994620, area: '반포', landmark: '세빛섬' },
  { name: '뚝섬 리버바이크', kind: 'river', region: '서울', address: '서울특별시 광진구 강변북로 139', lat: 37.529487, lng: 127.069645, area: '뚝섬', landmark: '뚝섬유원지역 2번 출구' },
  { name: '잠실 한강바이크', kind: 'river', region: '서울', address: '서울특별시 송파구 한가람로 65', lat: 37.518050, lng: 127.082330, area: '잠실', landmark: '잠실나루 방향 한강공원 입구' },
  { name: '망원 자전거나루', kind: 'river', region: '서울', address: '서울특별시 마포구 마포나루길 467', lat: 37.555430, lng: 126.894790, area: '망원', landmark: '망원나들목' },
  { name: '난지 캠핑바이크', kind: 'river', region: '서울', address: '서울특별시 마포구 한강난지로 162', lat: 37.566580, lng: 126.875930, area: '난지', landmark: '난지캠핑장' },
  { name: '광나루 자전거공원 대여소', kind: 'river', region: '서울', address: '서울특별시 강동구 선사로 83-66', lat: 37.549560, lng: 127.120170, area: '광나루', landmark: '광나루 자전거공원', official: true },
  { name: '이촌 리버사이클', kind: 'river', region: '서울', address: '서울특별시 용산구 이촌로72길 62', lat: 37.517180, lng: 126.971730, area: '이촌', landmark: '이촌 거북선나루터' },
  { name: '잠원 한강라이드', kind: 'river', region: '서울', address: '서울특별시 서초구 잠원로 221-124', lat: 37.526790, lng: 127.011200, area: '잠원', landmark: '잠원 수영장' },
  { name: '양화 선유바이크', kind: 'river', region: '서울', address: '서울특별시 영등포구 노들로 221', lat: 37.538560, lng: 126.901980, area: '양화', landmark: '선유도공원 입구' },
  { name: '강서 습지바이크', kind: 'river', region: '서울', address: '서울특별시 강서구 양천로27길 279-1', lat: 37.585500, lng: 126.817000, area: '강서', landmark: '강서습지생태공원' },
  { name: '서울숲 바이크라운지', kind: 'river', region: '서울', address: '서울특별시 성동구 뚝섬로 273', lat: 37.544400, lng: 127.037400, area: '서울숲', landmark: '서울숲 2번 출입구' },
  { name: '올림픽공원 가족자전거', kind: 'river', region: '서울', address: '서울특별시 송파구 올림픽로 424', lat: 37.520700, lng: 127.121500, area: '올림픽공원', landmark: '평화의 문' },
  { name: '선유도 피크닉바이크', kind: 'river', region: '서울', address: '서울특별시 영등포구 선유로 343', lat: 37.543300, lng: 126.899400, area: '선유도', landmark: '선유교' },
];
