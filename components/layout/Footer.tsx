import Link from 'next/link';
import styles from './Footer.module.css';

const links = [
  { href: '/provisions', label: '이용약관' },
  { href: '/provisions/privacy', label: '개인정보처리방침' },
  { href: '/notices', label: '공지사항' },
  { href: '/qna_info', label: '자주 묻는 질문' },
  { href: '/call_info', label: '고객센터' },
  { href: '/cancel_info', label: '취소·환불 안내' },
  { href: '/keywords', label: '인기 키워드' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="고객 안내">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}><Link href={link.href} className={styles.link}>{link.label}</Link></li>
          ))}
        </ul>
      </nav>
      <p className={styles.note}>
        라이드마켓은 통신판매중개자로서 거래 당사자가 아니며, 입점 매장이 등록한 상품·예약 정보와 거래에 대한 책임은 각 매장에 있습니다.
      </p>
      <p className={styles.copy}>© 라이드마켓</p>
    </footer>
  );
}
