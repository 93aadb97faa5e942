import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/iconNames';
import { IconWithDot } from '../member/BadgeDot';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/badgeSlice';
import styles from './TabBar.module.css';

/** Tab identifiers of docs/product.md §2 (also the source ids of analytics). */
export type TabKey = 'home' | 'search_list' | 'bookmark_list' | 'my_page' | 'community';

const tabs: { key: TabKey; href: string; label: string; icon: IconName }[] = [
  { key: 'home', href: '/', label: '홈', icon: 'house' },
  { key: 'search_list', href: '/search', label: '검색', icon: 'search' },
  { key: 'bookmark_list', href: '/user/bookmark', label: '찜', icon: 'heart' },
  { key: 'my_page', href: '/user/my_page', label: '마이', icon: 'user' },
  { key: 'community', href: '/community', label: '커뮤니티', icon: 'message-circle' },
];

export function TabBar({ active }: { active?: TabKey }) {
  const badges = useAppSelector(selectBadges);
  // docs/product.md §3 Badges: new bookmark activity on 찜, orders, reviews or notices on 마이.
  // …and the count of unread message threads, heard by screen readers on 마이.
  const unreadThreads = badges.unreadMessageThreadCount;
  const labels: Partial<Record<TabKey, string>> = {
    my_page: unreadThreads > 0 ? `새 소식, 안 읽은 대화 ${unreadThreads}개` : undefined,
  };
  const dotted: Partial<Record<TabKey, boolean>> = {
    bookmark_list: badges.isActiveBookmarkBadge,
    my_page: badges.isActiveMyPageBadge,
  };
  return (
    <nav className={styles.bar} aria-label="주요 메뉴">
      <ul className={styles.list}>
        {tabs.map(({ key, href, label, icon }) => (
          <li key={key}>
            <Link href={href} aria-current={key === active ? 'page' : undefined}>
              <IconWithDot on={dotted[key] ?? false} label={labels[key]}>
                <Icon name={icon} size={22} />
              </IconWithDot>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
