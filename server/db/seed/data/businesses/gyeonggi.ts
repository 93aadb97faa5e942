import type { BusinessDef } from './types';

/** Shops along Gyeonggi's bike paths (탄천, 북한강, 남한강) and in its new towns. */
export const gyeonggiBusinesses: BusinessDef[] = [
  { name: '탄천 바이크 정자점', kind: 'bikeShop', region: '경기', address: '경기도 성남시 분당구 정자일로 95', lat: 37.367000, lng: 127.108400, area: '분당', landmark: '정자역 탄천 자전거길' },
  { name: '서현 자전거 라운지', kind: 'bikeShop', region: '경기', address: '경기도 성남시 분당구 서현로 210', lat: 37.384900, lng: 127.123300, area: '서현', landmark: '서현역 2번 출구' },
  { name: '호수공원 바이크 일산점', kind: 'trail', region: '경기', address: '경기도 고양시 일산동구 호수로 595', lat: 37.658000, lng: 126.769300, area: '일산', landmark: '일산호수공원 한울광장' },
  { name: '광교호수 자전거대여소', kind: 'trail', region: '경기', address: '경기도 수원시 영통구 광교호수로 57', lat: 37.283200, lng: 127.065800, area: '광교', landmark: '광교호수공원 원천호수' },
  { name: '광교 라이드샵', kind: 'bikeShop', region: '경기', address: '경기도 수원시 영통구 광교중앙로 145', lat: 37.288400, lng: 127.051400, area: '광교', landmark: '광교중앙역 1번 출구', official: true, brands: ['merida', 'scott'] },
  { name: '두물머리 자전거 양수점', kind: 'trail', region: '경기', address: '경기도 양평군 양서면 양수로 93', lat: 37.545600, lng: 127.327900, area: '두물머리', landmark: '양수역과 두물머리 사이' },
  { name: '양평 물소리길 바이크', kind: 'trail', region: '경기', address: '경기도 양평군 양평읍 역전길 30', lat: 37.492700, lng: 127.491800, area: '양평', landmark: '양평역 광장' },
  { name: '팔당 라이더스 렌탈', kind: 'trail', region: '경기', address: '경기도 남양주시 와부읍 팔당로 15', lat: 37.547000, lng: 127.244600, area: '팔당', landmark: '팔당역 앞 자전거길 입구' },
  { name: '운길산역 자전거대여', kind: 'trail', region: '경기', address: '경기도 남양주시 조안면 북한강로 52', lat: 37.554500, lng: 127.310600, area: '운길산', landmark: '운길산역과 물의정원' },
  { name: '미사 조정경기장 바이크', kind: 'trail', region: '경기', address: '경기도 하남시 미사대로 505', lat: 37.564600, lng: 127.195700, area: '미사', landmark: '미사경정공원' },
  { name: '가평 자라섬 바이크', kind: 'trail', region: '경기', address: '경기도 가평군 가평읍 자라섬로 60', lat: 37.818600, lng: 127.521800, area: '가평', landmark: '자라섬 캠핑장' },
  { name: '과천 대공원 자전거', kind: 'trail', region: '경기', address: '경기도 과천시 대공원광장로 102', lat: 37.434500, lng: 127.015800, area: '과천', landmark: '서울대공원 호수 순환길' },
  { name: '스키앤보드 분당점', kind: 'skiShop', region: '경기', address: '경기도 성남시 분당구 야탑로 81', lat: 37.411300, lng: 127.128600, area: '야탑', landmark: '야탑역 4번 출구' },
];
