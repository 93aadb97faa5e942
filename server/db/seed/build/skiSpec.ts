import { Rng } from '../random';
import { hasWord, type ModelInput } from './modelInput';
import type { BuiltSpec } from './bikeSpec';
import { fixParticles } from './korean';

/**
 * Snow gear specs: skis by discipline (slalom, giant slalom, carving, all-mountain, freestyle),
 * boards by profile, boots by flex and last, helmets and goggles by their safety and lens features.
 */

/** Racing skis split by the turn they are built for. */
function raceKind(name: string): 'SL' | 'GS' | 'CARVE' {
  if (hasWord(name, ['GS', 'G9', 'GSR', 'Athlete'])) return 'GS';
  if (hasWord(name, ['SL', 'S9', 'e-SL', 'The Curv', 'SLR', 'SLX'])) return 'SL';
  return 'CARVE';
}

/** Waist width written in the name ("Experience 86 Ti" → 86), when it looks like one. */
function waistFromName(name: string): number | null {
  const m = name.match(/(?<![\d.])(7\d|8\d|9\d|10\d|11\d)(?![\d.])/);
  return m ? Number(m[1]) : null;
}

function lengths(from: number, step: number, count: number, suffix = 'cm'): string {
  return Array.from({ length: count }, (_, i) => `${from + step * i}`).join(' / ') + suffix;
}

function skiSpec(m: ModelInput, rng: Rng): Record<string, string> {
  const key = m.category.key;
  if (key === 'ski_race') {
    const kind = raceKind(m.name);
    const junior = hasWord(m.name, ['J9', 'Junior']);
    const table = {
      SL: {
        len: lengths(junior ? 130 : 150, 5, 4),
        cut: `${rng.int(119, 123)}-${rng.int(66, 68)}-${rng.int(100, 104)}mm`,
        r: `${(rng.int(120, 130) / 10).toFixed(1)}m (165cm 기준)`,
        level: '상급~엑스퍼트 (회전 위주)',
      },
      GS: {
        len: lengths(175, 5, 3),
        cut: `${rng.int(100, 104)}-${rng.int(66, 68)}-${rng.int(85, 88)}mm`,
        r: `${(rng.int(170, 190) / 10).toFixed(1)}m (180cm 기준)`,
        level: '엑스퍼트 (대회전·고속)',
      },
      CARVE: {
        len: lengths(156, 7, 4),
        cut: `${rng.int(120, 126)}-${rng.int(70, 74)}-${rng.int(100, 106)}mm`,
        r: `${(rng.int(135, 155) / 10).toFixed(1)}m (170cm 기준)`,
        level: '중상급~상급 (카빙)',
      },
    }[kind];
    return {
      길이: table.len,
      사이드컷: table.cut,
      회전반경: table.r,
      레벨: table.level,
      플렉스: kind === 'CARVE' ? '단단함 (8/10)' : '매우 단단함 (9/10)',
      구조: '우드 코어 + 티타날 2장, 샌드위치 사이드월',
      바인딩: kind === 'CARVE' ? '시스템 바인딩 포함 (DIN 4~13)' : '레이스 플레이트 바인딩 (DIN 5~16)',
    };
  }
  const waist = waistFromName(m.name) ?? (key === 'ski_freestyle' ? 98 : 80 + rng.int(0, 10));
  const freestyle = key === 'ski_freestyle';
  return {
    길이: freestyle ? lengths(164, 8, 4) : lengths(156, 7, 5),
    사이드컷: `${waist + (freestyle ? 30 : 42)}-${waist}-${waist + (freestyle ? 18 : 24)}mm`,
    회전반경: `${(rng.int(freestyle ? 175 : 145, freestyle ? 205 : 180) / 10).toFixed(1)}m (171cm 기준)`,
    레벨: freestyle ? '중급~상급 (파크·파우더)' : m.price > 1_000_000 ? '중상급~상급' : '초중급~중급',
    플렉스: freestyle ? '미디엄 소프트 (5/10)' : m.price > 1_000_000 ? '미디엄 스티프 (7/10)' : '미디엄 (6/10)',
    '캠버 형태': freestyle ? '트윈팁, 팁·테일 로커 + 캠버' : '팁 로커 + 캠버',
  };
}

function boardSpec(m: ModelInput, rng: Rng): Record<string, string> {
  const carving = ['yonex', 'ogasaka'].includes(m.brand.key);
  const camber = m.name.includes('Flying V')
    ? '플라잉 V (캠버 + 로커 하이브리드)'
    : m.name.includes('Camber') || carving
      ? '풀 캠버'
      : rng.pick(['하이브리드 캠버', '디렉셔널 캠버', '캠-록 (캠버 + 로커)', '플랫 투 로커']);
  const women = hasWord(m.name, ['Feelgood', 'Dancehaunt', 'Mercy', 'Algorythm']);
  const start = women ? 140 : 148;
  return {
    길이: `${lengths(start, 3, 4, '')} / ${start + 12}W cm`,
    '캠버 형태': camber,
    플렉스: carving
      ? '단단함 (8/10)'
      : rng.pick(['소프트 (4/10)', '미디엄 (5/10)', '미디엄 (6/10)', '미디엄 스티프 (7/10)']),
    셰이프: carving ? '디렉셔널 (해머헤드 카빙)' : rng.pick(['트윈', '디렉셔널 트윈', '디렉셔널']),
    지형: carving ? '정설 사면 카빙' : rng.pick(['올마운틴', '올마운틴·파크', '파크·지빙', '올마운틴·파우더']),
    레벨: m.price > 900_000 ? '중상급~상급' : '초급~중급',
  };
}

function bootSpec(m: ModelInput, rng: Rng): Record<string, string> {
  if (m.category.key === 'board_boots') {
    const lacing = /dual boa/i.test(m.name)
      ? '듀얼 BOA'
      : /boa/i.test(m.name)
        ? 'BOA (싱글 다이얼)'
        : m.name.includes('TLS')
          ? 'TLS 퀵레이스'
          : '스피드존 듀얼 존 레이스';
    return {
      플렉스: rng.pick(['소프트 (3/10)', '미디엄 (5/10)', '미디엄 스티프 (7/10)']),
      '끈 방식': lacing,
      사이즈: '220~300mm',
      라이너: '열성형 라이너',
      레벨: m.price > 550_000 ? '중급~상급' : '초급~중급',
    };
  }
  const flex = Number(m.name.match(/(?<!\d)(140|130|120|110|100|90)(?!\d)/)?.[1] ?? 110);
  const last =
    m.name.includes('LV') || flex >= 140
      ? '97mm (좁은 발볼)'
      : m.name.includes('HV')
        ? '102mm (넓은 발볼)'
        : m.name.includes('MV') || flex < 110
          ? '100mm (보통 발볼)'
          : '98mm (보통~좁은 발볼)';
  return {
    플렉스: String(flex),
    '라스트 폭': last,
    사이즈: '22.0~31.5 (몬도포인트)',
    버클: m.name.includes('Boa') ? 'BOA 다이얼 + 2버클' : '4버클 + 40mm 파워스트랩',
    레벨: flex >= 130 ? '상급~엑스퍼트' : flex >= 110 ? '중상급' : '초중급',
    '워크 모드': flex >= 130 ? '없음 (레이스 셸)' : '있음',
  };
}

function helmetSpec(m: ModelInput, rng: Rng): Record<string, string> {
  return {
    사이즈: 'S (51~55cm) / M (55~59cm) / L (59~63cm)',
    '안전 기술': m.name.includes('MIPS') ? 'MIPS 회전 충격 보호' : '인몰드 EPS 셸',
    인증: 'CE EN 1077 (Class B) / ASTM F2040',
    무게: `${rng.int(38, 52) * 10}g (M 사이즈)`,
    통풍: rng.pick(['조절식 벤트 12개', '슬라이드 벤트', '고정 벤트 8개']),
    '고글 호환': '고글 클립, 오디오 이어패드 호환',
  };
}

function goggleSpec(m: ModelInput, rng: Rng): Record<string, string> {
  const mag = hasWord(m.name, ['MAG', "Magne'Lens", 'Magnify', '360']);
  return {
    '렌즈 형태': hasWord(m.name, [' L', 'Fovea', 'Magnify']) ? '토릭 (구면+원통)' : rng.pick(['구면', '원통형']),
    '렌즈 교체': mag ? '마그네틱 퀵 체인지' : '수동 교체',
    '가시광선 투과율': `${rng.pick([9, 12, 15, 18])}% (맑은 날) + 여분 렌즈 ${rng.pick([45, 55, 65])}%`,
    '안경 착용': rng.chance(0.6) ? 'OTG 지원 (안경 위 착용 가능)' : '미지원',
    '김서림 방지': '이중 렌즈 + 안티포그 코팅',
  };
}

export function buildSkiSpec(m: ModelInput): BuiltSpec {
  const rng = new Rng(`ski-spec:${m.seedKey}`);
  const key = m.category.key;
  const f =
    key.startsWith('ski_') && key !== 'ski_boots'
      ? skiSpec(m, rng)
      : key === 'snowboard'
        ? boardSpec(m, rng)
        : key === 'helmet'
          ? helmetSpec(m, rng)
          : key === 'goggles'
            ? goggleSpec(m, rng)
            : bootSpec(m, rng);
  Object.assign(f, m.overrides);
  return { specInfo: Object.entries(f).map(([name, value]) => ({ name, value })), summary: skiSummary(m, f), facts: f };
}

function skiSummary(m: ModelInput, f: Record<string, string>): string {
  switch (m.category.key) {
    case 'ski_race':
      return fixParticles(
        `회전반경 ${f['회전반경'].split(' ')[0]}, ${f['레벨'].split(' (')[0]}을(를) 위한 ${raceKind(m.name) === 'GS' ? '대회전' : raceKind(m.name) === 'SL' ? '회전' : '카빙'} 스키`
      );
    case 'ski_allmountain':
      return `허리 ${f['사이드컷'].split('-')[1]}mm, 정설 사면부터 모글까지 타는 올마운틴 스키`;
    case 'ski_freestyle':
      return `트윈팁 ${f['사이드컷'].split('-')[1]}mm, 파크와 파우더를 오가는 프리스타일 스키`;
    case 'snowboard':
      return `${f['셰이프']} 셰이프의 ${f['캠버 형태'].split(' (')[0]} 보드, ${f['지형']}에 맞춘 ${f['플렉스'].split(' (')[0]} 플렉스`;
    case 'ski_boots':
      return `플렉스 ${f['플렉스']}, 라스트 ${f['라스트 폭'].split(' ')[0]}의 ${f['레벨']} 스키 부츠`;
    case 'board_boots':
      return `${f['끈 방식']} 방식으로 빠르게 신고 벗는 ${f['플렉스'].split(' (')[0]} 플렉스 보드 부츠`;
    case 'helmet':
      return `${f['안전 기술']}, ${f['무게'].split(' ')[0]}의 가벼운 스키·보드 헬멧`;
    default:
      return `${f['렌즈 교체']}, ${f['렌즈 형태']} 렌즈의 스키·보드 고글`;
  }
}
