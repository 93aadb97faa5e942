import type { BrandDef } from './brandTypes';

export const bikeBrands: BrandDef[] = [
  { key: 'samchuly', name: '삼천리', nameEn: 'Samchuly', code: 'BIKE', country: '대한민국', color: '#E60012', description: '1944년부터 이어온 국내 대표 자전거 브랜드. 생활 자전거부터 팬텀 전기자전거까지 폭넓게 만듭니다.' },
  { key: 'alton', name: '알톤', nameEn: 'Alton Sports', code: 'BIKE', country: '대한민국', color: '#E95504', description: '합리적인 가격의 생활·전기자전거로 잘 알려진 국내 브랜드입니다.' },
  { key: 'cello', name: '첼로', nameEn: 'Cello', code: 'BIKE', country: '대한민국', color: '#0A3D62', description: '국내 라이더의 체형에 맞춘 스포츠 자전거 브랜드. 로드와 MTB 라인업이 탄탄합니다.' },
  { key: 'elfama', name: '엘파마', nameEn: 'Elfama', code: 'BIKE', country: '대한민국', color: '#B5121B', description: '국내에서 설계하는 로드·MTB 전문 브랜드. 에포카 시리즈가 대표 모델입니다.' },
  { key: 'veloline', name: '벨로라인', nameEn: 'Veloline', code: 'BIKE', country: '대한민국', color: '#2A9D8F', description: '도심 이동에 맞춘 접이식·미니벨로 전문 브랜드입니다.' },
  { key: 'giant', name: '자이언트', nameEn: 'Giant', code: 'BIKE', country: '대만', color: '#0033A1', description: '세계 최대 규모의 자전거 제조사. 알루미늄 가공과 카본 기술로 가성비가 뛰어납니다.' },
  { key: 'trek', name: '트렉', nameEn: 'Trek', code: 'BIKE', country: '미국', color: '#B7121F', description: '위스콘신에서 시작한 글로벌 브랜드. 평생 프레임 보증으로 유명합니다.' },
  { key: 'specialized', name: '스페셜라이즈드', nameEn: 'Specialized', code: 'BIKE', country: '미국', color: '#E4002B', description: '로드·MTB·전기자전거 전 분야에서 레이스 기술을 이끄는 브랜드입니다.' },
  { key: 'cannondale', name: '캐논데일', nameEn: 'Cannondale', code: 'BIKE', country: '미국', color: '#6CAE2E', description: '알루미늄 프레임의 대명사 CAAD와 독창적인 설계로 사랑받는 브랜드입니다.' },
  { key: 'scott', name: '스캇', nameEn: 'Scott', code: 'BIKE', country: '스위스', color: '#E87722', description: '가벼운 카본 프레임과 XC 레이스 MTB로 이름난 스위스 브랜드입니다.' },
  { key: 'merida', name: '메리다', nameEn: 'Merida', code: 'BIKE', country: '대만', color: '#005BAC', description: '월드투어 팀이 타는 레이스 바이크를 합리적인 가격에 내놓는 브랜드입니다.' },
  { key: 'bianchi', name: '비앙키', nameEn: 'Bianchi', code: 'BIKE', country: '이탈리아', color: '#3FB8AF', description: '1885년 밀라노에서 시작한 가장 오래된 자전거 브랜드. 첼레스테 컬러로 유명합니다.' },
  { key: 'colnago', name: '콜나고', nameEn: 'Colnago', code: 'BIKE', country: '이탈리아', color: '#003B7A', description: '투르 드 프랑스 우승 바이크를 만드는 이탈리아 하이엔드 로드 브랜드입니다.' },
  { key: 'canyon', name: '캐니언', nameEn: 'Canyon', code: 'BIKE', country: '독일', color: '#2B2D42', description: '직접 판매 방식으로 높은 사양을 합리적인 가격에 제공하는 독일 브랜드입니다.' },
  { key: 'cervelo', name: '서벨로', nameEn: 'Cervélo', code: 'BIKE', country: '캐나다', color: '#A6192E', description: '공기역학 설계에 집중하는 캐나다의 레이스 로드 브랜드입니다.' },
  { key: 'pinarello', name: '피나렐로', nameEn: 'Pinarello', code: 'BIKE', country: '이탈리아', color: '#7A1F2B', description: '비대칭 프레임 설계로 유명한 이탈리아 트레비소의 로드 브랜드입니다.' },
  { key: 'brompton', name: '브롬톤', nameEn: 'Brompton', code: 'BIKE', country: '영국', color: '#1B4D3E', description: '런던에서 손으로 만드는 접이식 자전거. 접었을 때 가장 작아지는 자전거로 꼽힙니다.' },
  { key: 'tern', name: '턴', nameEn: 'Tern', code: 'BIKE', country: '대만', color: '#F39200', description: '접이식과 카고 전기자전거를 잘 만드는 브랜드. 버지와 링크 시리즈가 인기입니다.' },
  { key: 'dahon', name: '다혼', nameEn: 'Dahon', code: 'BIKE', country: '미국', color: '#D62828', description: '1982년부터 접이식 자전거를 만들어 온 원조 브랜드입니다.' },
  { key: 'birdy', name: '버디', nameEn: 'Birdy', code: 'BIKE', country: '독일', color: '#4B6C8A', description: '앞뒤 서스펜션을 갖춘 독특한 접이식 자전거 브랜드입니다.' },
];
