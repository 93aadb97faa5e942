/**
 * Real places in Seoul and Gyeonggi where members live, work or study, with their road addresses
 * and coordinates, for the members' saved locations (집, 회사 …). Coordinates are the buildings'
 * approximate positions.
 */
export type Place = { address1: string; lat: number; lng: number };

/** Apartment complexes and residential streets. */
export const homePlaces: Place[] = [
  { address1: '서울특별시 송파구 올림픽로 435 (파크리오)', lat: 37.5186, lng: 127.1331 },
  { address1: '서울특별시 마포구 마포대로 195 (마포래미안푸르지오)', lat: 37.5535, lng: 126.957 },
  { address1: '서울특별시 성동구 왕십리로 50 (서울숲리버뷰자이)', lat: 37.5451, lng: 127.0435 },
  { address1: '서울특별시 노원구 동일로 1405 (상계주공아파트)', lat: 37.6545, lng: 127.0607 },
  { address1: '서울특별시 강서구 공항대로 247 (마곡엠밸리)', lat: 37.5602, lng: 126.831 },
  { address1: '서울특별시 서초구 반포대로 275 (래미안퍼스티지)', lat: 37.5061, lng: 127.0047 },
  { address1: '서울특별시 영등포구 여의대방로 43 (신길뉴타운)', lat: 37.507, lng: 126.913 },
  { address1: '서울특별시 은평구 진관2로 12 (은평뉴타운)', lat: 37.6402, lng: 126.9201 },
  { address1: '서울특별시 광진구 아차산로 547 (광장현대아파트)', lat: 37.5453, lng: 127.1032 },
  { address1: '서울특별시 동작구 흑석한강로 13 (흑석한강센트레빌)', lat: 37.5088, lng: 126.9642 },
  { address1: '서울특별시 강동구 고덕로 333 (고덕그라시움)', lat: 37.5561, lng: 127.1547 },
  { address1: '서울특별시 양천구 목동서로 130 (목동신시가지아파트)', lat: 37.5283, lng: 126.8716 },
  { address1: '경기도 성남시 분당구 정자일로 156 (정자동 파크뷰)', lat: 37.3624, lng: 127.1085 },
  { address1: '경기도 고양시 일산동구 중앙로 1261 (일산 후곡마을)', lat: 37.6766, lng: 126.7653 },
  { address1: '경기도 수원시 영통구 광교호수공원로 80 (광교 자연앤힐스테이트)', lat: 37.2847, lng: 127.0601 },
  { address1: '경기도 하남시 미사강변한강로 135 (미사강변센트럴자이)', lat: 37.5631, lng: 127.1929 },
  { address1: '경기도 용인시 수지구 포은대로 435 (수지 래미안)', lat: 37.322, lng: 127.0948 },
  { address1: '경기도 남양주시 다산순환로 20 (다산신도시 자연앤e편한세상)', lat: 37.6139, lng: 127.168 },
];

/** Office districts. */
export const workPlaces: Place[] = [
  { address1: '서울특별시 강남구 테헤란로 152 (강남파이낸스센터)', lat: 37.5, lng: 127.0366 },
  { address1: '서울특별시 중구 세종대로 110 (서울시청)', lat: 37.5663, lng: 126.9779 },
  { address1: '서울특별시 영등포구 국제금융로 10 (IFC 서울)', lat: 37.5251, lng: 126.9255 },
  { address1: '서울특별시 종로구 종로 33 (그랑서울)', lat: 37.5709, lng: 126.9829 },
  { address1: '경기도 성남시 분당구 판교역로 166 (판교 알파돔시티)', lat: 37.3947, lng: 127.1112 },
  { address1: '서울특별시 구로구 디지털로 300 (지밸리몰)', lat: 37.4846, lng: 126.8966 },
  { address1: '서울특별시 성동구 왕십리로 83-21 (성수 아크로서울포레스트)', lat: 37.544, lng: 127.0441 },
  { address1: '서울특별시 마포구 월드컵북로 396 (상암 누리꿈스퀘어)', lat: 37.579, lng: 126.8895 },
  { address1: '서울특별시 송파구 올림픽로 300 (롯데월드타워)', lat: 37.5126, lng: 127.1025 },
];

/** Campuses. */
export const schoolPlaces: Place[] = [
  { address1: '서울특별시 관악구 관악로 1 (서울대학교)', lat: 37.4602, lng: 126.9519 },
  { address1: '서울특별시 서대문구 연세로 50 (연세대학교)', lat: 37.5658, lng: 126.9386 },
  { address1: '서울특별시 성북구 안암로 145 (고려대학교)', lat: 37.5894, lng: 127.0322 },
  { address1: '서울특별시 광진구 능동로 120 (건국대학교)', lat: 37.5408, lng: 127.0793 },
];

/** Places a shopper opened the map from recently (unnamed): parks, stations, river parks. */
export const recentPlaces: Place[] = [
  { address1: '서울특별시 영등포구 여의동로 330 (여의도한강공원)', lat: 37.5284, lng: 126.9329 },
  { address1: '서울특별시 성동구 뚝섬로 273 (서울숲)', lat: 37.5444, lng: 127.0374 },
  { address1: '서울특별시 송파구 올림픽로 424 (올림픽공원)', lat: 37.5207, lng: 127.1215 },
  { address1: '서울특별시 서초구 신반포로11길 40 (반포한강공원)', lat: 37.511, lng: 126.9961 },
  { address1: '서울특별시 광진구 강변북로 139 (뚝섬한강공원)', lat: 37.5295, lng: 127.0696 },
  { address1: '서울특별시 용산구 한강대로 405 (서울역)', lat: 37.5547, lng: 126.9707 },
  { address1: '경기도 양평군 양서면 양수로 93 (양수역)', lat: 37.5456, lng: 127.3279 },
  { address1: '서울특별시 마포구 마포나루길 467 (망원한강공원)', lat: 37.5554, lng: 126.8948 },
];
