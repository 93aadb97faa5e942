import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { IconWithDot } from '../member/BadgeDot';
import { useAppSelector } from '@/store/hooks';
import { selectUnreadAlarmCount } from '@/store/badgeSlice';
import styles from './Header.module.css';

type Props = { title?: string; showBack: boolean; titleIsHeading: boolean };

export function Header({ title, showBack, titleIsHeading }: Props) {
  const TitleTag = titleIsHeading ? 'h1' : 'p';
  const router = useRouter();
  const hasUnread = useAppSelector(selectUnreadAlarmCount) > 0;
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {showBack ? (
          <button type="button" className={styles.iconButton} onClick={() => router.back()} aria-label="뒤로 가기">
            <Icon name="chevron-left" size={24} />
          </button>
        ) : (
          <Link href="/" className={styles.logo}>
            <span className={styles.logoMark} aria-hidden>
              R
            </span>
            라이드마켓
            <span className="visually-hidden"> 홈</span>
          </Link>
        )}
      </div>
      {title ? <TitleTag className={styles.title}>{title}</TitleTag> : null}
      <nav className={styles.end} aria-label="빠른 메뉴">
        <Link href="/search" className={styles.iconButton} aria-label="검색">
          <Icon name="search" size={22} />
        </Link>
        <Link
          href="/user/alarm"
          className={styles.iconButton}
          aria-label={hasUnread ? '알림, 읽지 않은 알림 있음' : '알림'}
        >
          <IconWithDot on={hasUnread}>
            <Icon name="bell" size={22} />
          </IconWithDot>
        </Link>
      </nav>
    </header>
  );
}
