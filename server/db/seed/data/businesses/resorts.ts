import type { BusinessDef } from './types';

/** Rental shops at the ski resorts of Gangwon, Gyeonggi and Jeonbuk. */
export const resortBusinesses: BusinessDef[] = [
  { name: '용평 스키하우스 레드', kind: 'resort', region: '강원', address: '강원특별자치도 평창군 대관령면 올림픽로 661', lat: 37.646200, lng: 128.685100, area: '용평', landmark: '모나 용평 드래곤플라자' },
  { name: '모나용평 드래곤 렌탈', kind: 'resort', region: '강원', address: '강원특별자치도 평창군 대관령면 올림픽로 715', lat: 37.643600, lng: 128.680400, area: '용평', landmark: '모나 용평 리조트 정문', official: true, brands: ['rossignol', 'burton'] },
  { name: '알펜시아 스노우라운지', kind: 'resort', region: '강원', address: '강원특별자치도 평창군 대관령면 솔봉로 325', lat: 37.656800, lng: 128.671400, area: '알펜시아', landmark: '알펜시아 스키장 슬로프 하단' },
  { name: '휘닉스 보드하우스', kind: 'resort', region: '강원', address: '강원특별자치도 평창군 봉평면 태기로 174', lat: 37.582600, lng: 128.322800, area: '휘닉스평창', landmark: '휘닉스 평창 블루캐니언 입구' },
  { name: '봉평 스노우베이스', kind: 'resort', region: '강원', address: '강원특별자치도 평창군 봉평면 태기로 111', lat: 37.585900, lng: 128.330000, area: '휘닉스평창', landmark: '휘닉스 평창 셔틀 정류장' },
  { name: '하이원 마운틴 렌탈', kind: 'resort', region: '강원', address: '강원특별자치도 정선군 사북읍 하이원길 265', lat: 37.205800, lng: 128.829800, area: '하이원', landmark: '하이원 마운틴콘도 앞' },
  { name: '고한 스키앤보드', kind: 'resort', region: '강원', address: '강원특별자치도 정선군 고한읍 고한로 25', lat: 37.205400, lng: 128.851200, area: '하이원', landmark: '고한역 사거리' },
  { name: '비발디 스노우빌리지', kind: 'resort', region: '강원', address: '강원특별자치도 홍천군 서면 한치골길 262', lat: 37.645600, lng: 127.682500, area: '비발디파크', landmark: '비발디파크 스키월드 정문', official: true, brands: ['salomon', 'head'] },
  { name: '비발디 렌탈프라자', kind: 'resort', region: '강원', address: '강원특별자치도 홍천군 서면 한치골길 186', lat: 37.643500, lng: 127.675800, area: '비발디파크', landmark: '비발디파크 셔틀 하차장' },
  { name: '웰리힐리 스키하우스', kind: 'resort', region: '강원', address: '강원특별자치도 횡성군 둔내면 고원로 451', lat: 37.486400, lng: 128.248400, area: '웰리힐리파크', landmark: '웰리힐리파크 스키하우스 1층' },
  { name: '오크밸리 스노우샵', kind: 'resort', region: '강원', address: '강원특별자치도 원주시 지정면 오크밸리1길 66', lat: 37.400600, lng: 127.815300, area: '오크밸리', landmark: '오크밸리 스키장 베이스' },
  { name: '강촌 스키렌탈', kind: 'resort', region: '강원', address: '강원특별자치도 춘천시 남산면 북한강변길 688', lat: 37.817100, lng: 127.591600, area: '엘리시안강촌', landmark: '엘리시안 강촌 스키장 입구' },
  { name: '곤지암 스키앤보드', kind: 'resort', region: '경기', address: '경기도 광주시 도척면 도척윗로 278', lat: 37.338100, lng: 127.294000, area: '곤지암', landmark: '곤지암리조트 스키하우스' },
  { name: '곤지암 렌탈하우스 블루', kind: 'resort', region: '경기', address: '경기도 광주시 도척면 도척윗로 238', lat: 37.340800, lng: 127.297300, area: '곤지암', landmark: '곤지암리조트 진입로' },
  { name: '지산 스노우팩토리', kind: 'resort', region: '경기', address: '경기도 이천시 마장면 지산로 267', lat: 37.217200, lng: 127.344100, area: '지산', landmark: '지산리조트 스키하우스 맞은편' },
  { name: '이천 지산 보드샵', kind: 'resort', region: '경기', address: '경기도 이천시 마장면 지산로 199', lat: 37.219500, lng: 127.339100, area: '지산', landmark: '지산리조트 셔틀 정류장' },
  { name: '무주 덕유산 스키하우스', kind: 'resort', region: '전북', address: '전북특별자치도 무주군 설천면 만선로 185', lat: 35.888700, lng: 127.737100, area: '무주', landmark: '무주덕유산리조트 설천하우스', official: true, brands: ['atomic', 'salomon'] },
  { name: '설천 보드스테이션', kind: 'resort', region: '전북', address: '전북특별자치도 무주군 설천면 구천동로 1139', lat: 35.903500, lng: 127.744900, area: '무주', landmark: '구천동 관광단지' },
];
