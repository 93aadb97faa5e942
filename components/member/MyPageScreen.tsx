import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/iconNames';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessName, selectIsBusiness, selectUser } from '@/store/userSlice';
import { selectBadges, selectUnreadAlarmCount } from '@/store/badgeSlice';
import { BadgeDot } from './BadgeDot';
import { MemberFrame } from './MemberFrame';
import styles from './MyPageScreen.module.css';
import { groupDigits } from '@/lib/digits';

type Row = { href: string; label: string; icon: IconName; dot?: boolean; note?: string; quiet?: boolean };

/**
 * /user/my_page: who is signed in, their points, and every member page with its badge on the row it
 * belongs to (docs/product.md §3 Badges): bookmark activity on 찜 목록, unread alarms (orders and review
 * votes arrive as alarms) on 알림, new notices on 공지사항, unread conversations on 메시지.
 */
export function MyPageScreen() {
  const user = useAppSelector(selectUser);
  const badges = useAppSelector(selectBadges);
  const unread = useAppSelector(selectUnreadAlarmCount);
  const isSeller = useAppSelector(selectIsBusiness);
  const businessName = useAppSelector(selectBusinessName);
  // Issue 17: a seller reaches the console from here; anyone else has a quiet way to redeem an invite.
  const sellerRow: Row = isSeller
    ? { href: '/seller', label: '판매자 센터', icon: 'store', note: businessName || undefined }
    : { href: '/seller/join', label: '판매자 초대 코드 입력', icon: 'key-round', quiet: true };
  const sections: { title: string; rows: Row[] }[] = [
    {
      title: '나의 활동',
      rows: [
        { href: '/user/reservations', label: '주문·예약 내역', icon: 'receipt', dot: badges.isActiveOrderBadge },
        {
          href: '/user/messages',
          label: '메시지',
          icon: 'message-circle',
          dot: badges.unreadMessageThreadCount > 0,
          note: badges.unreadMessageThreadCount > 0 ? `${badges.unreadMessageThreadCount}개 대화 안 읽음` : undefined,
        },
        { href: '/user/not_reviews', label: '리뷰 쓰기', icon: 'pencil-line', dot: badges.isActiveReviewBadge },
        { href: '/user/bookmark', label: '찜 목록', icon: 'heart', dot: badges.isActiveBookmarkBadge },
        { href: '/user/community', label: '내 커뮤니티 활동', icon: 'messages-square' },
        {
          href: '/user/alarm',
          label: '알림',
          icon: 'bell',
          dot: unread > 0 || badges.isActiveOrderBadge || badges.isActiveReviewBadge,
          note: unread > 0 ? `${unread > 99 ? '99+' : unread}개 안 읽음` : undefined,
        },
        { href: '/user/fit_profile', label: '내 사이즈', icon: 'ruler', note: '프레임·스키 길이·DIN 추천' },
        { href: '/user/couponbook', label: '쿠폰함', icon: 'ticket-percent' },
        { href: '/user/card_regist', label: '결제 카드 관리', icon: 'credit-card' },
        { href: '/user/prcode', label: '친구 초대', icon: 'gift', note: '함께 가입하면 포인트' },
        ...(isSeller ? [sellerRow] : []),
      ],
    },
    {
      title: '고객 지원',
      rows: [
        { href: '/notices', label: '공지사항', icon: 'megaphone', dot: badges.isActiveNoticeBadge },
        { href: '/user/inquiries', label: '1:1 문의', icon: 'headset', note: '사진과 함께 라이드마켓에 물어보세요' },
        { href: '/call_info', label: '고객센터', icon: 'headphones' },
        { href: '/provisions', label: '약관 및 정책', icon: 'file-text' },
        { href: '/user/configuration', label: '설정', icon: 'settings' },
        ...(isSeller ? [] : [sellerRow]),
      ],
    },
  ];
  const initial = (user.nickname ?? '').slice(0, 1);
  return (
    <MemberFrame title="마이페이지" activeTab="my_page" showBack={false}>
      <section className={styles.profile} aria-labelledby="my-nickname">
        <span className={styles.avatar} aria-hidden>
          {initial}
        </span>
        <div className={styles.who}>
          <h2 id="my-nickname" className={styles.nickname}>
            {user.nickname}
          </h2>
          <p className={styles.name}>
            {user.name ? `${user.name} 님` : '이름 정보 없음'}
            {user.businessId !== null ? <span className={styles.seller}>판매자</span> : null}
          </p>
        </div>
        <Link href="/user/configuration/nickname" className={styles.edit}>
          닉네임 변경
        </Link>
      </section>
      <dl className={styles.points}>
        <dt>보유 포인트</dt>
        <dd>
          <strong data-testid="my-points">{groupDigits(user.point)}</strong>P
        </dd>
      </dl>
      {sections.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          <ul className={styles.rows}>
            {section.rows.map(({ href, label, icon, dot, note, quiet }) => (
              <li key={href}>
                <Link href={href} className={styles.row}>
                  <Icon name={icon} size={20} className={styles.rowIcon} />
                  <span className={quiet ? styles.quietLabel : styles.label}>{label}</span>
                  {dot ? <BadgeDot /> : null}
                  {note ? <span className={styles.note}>{note}</span> : null}
                  <Icon name="chevron-right" size={18} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </MemberFrame>
  );
}
