import Link from '@/components/ui/AppLink';
import styles from './Footer.module.css';

/** Every customer guide, policy and notice page; each is a real route. */
const links = [
  { href: '/provisions/service', label: '이용약관' },
  { href: '/provisions/privacy', label: '개인정보처리방침', strong: true },
  { href: '/provisions/location', label: '위치기반서비스 이용약관' },
  { href: '/notices', label: '공지사항' },
  { href: '/qna_info', label: '자주 묻는 질문' },
  { href: '/call_info', label: '고객센터' },
  { href: '/cancel_info', label: '취소·환불 안내' },
  { href: '/note_info', label: '이용 유의사항' },
  { href: '/item_semi_info', label: '상품정보제공고시' },
  { href: '/card_benefit', label: '카드 무이자 혜택' },
  { href: '/keywords', label: '인기 키워드' },
];

/** The operator's legal identity, which 전자상거래법 requires on every shopping site. */
const company = [
  ['상호', '라이드마켓 주식회사'],
  ['대표', '한지원'],
  ['사업자등록번호', '214-88-52736'],
  ['통신판매업 신고', '제2025-서울성동-01742호'],
  ['주소', '서울특별시 성동구 성수이로 113, 7층'],
  ['고객센터', '1670-2580 (평일 10:00~18:00)'],
  ['이메일', 'help@ridemarket.kr'],
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="고객 안내">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={link.strong ? styles.linkStrong : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <details className={styles.company}>
        <summary className={styles.summary}>사업자 정보</summary>
        <dl className={styles.facts}>
          {company.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className={styles.note}>
        라이드마켓은 통신판매중개자로서 거래 당사자가 아니며, 입점 매장이 등록한 상품·예약 정보와 거래에 대한 책임은 각
        매장에 있습니다.
      </p>
      <p className={styles.copy}>© 라이드마켓 주식회사</p>
    </footer>
  );
}
