import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import styles from './LineBannerBar.module.css';

type Banner = { id: number; text: string; linkUrl: string; tone: string };
type Props = { banners: Banner[]; isShow: boolean; onDismiss: () => void };

/** Thin promotion banners above the content; dismissable for the visit (lineBanner isShow). */
export function LineBannerBar({ banners, isShow, onDismiss }: Props) {
  if (!isShow || banners.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label="이벤트 안내">
      <ul className={styles.list}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <Link href={banner.linkUrl} className={styles.link}>
              {banner.text}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="배너 닫기">
        <Icon name="x" size={18} />
      </button>
    </aside>
  );
}
