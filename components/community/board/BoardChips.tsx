import Link from '@/components/ui/AppLink';
import type { CommunityBoard, CommunitySort } from '@/api/item/communityBoard';
import { communityListPath } from './communityLinks';
import styles from './CommunityBoardScreen.module.css';

type Props = { boards: CommunityBoard[]; current: string | null; sort: CommunitySort };

/** 전체 and each board as links (server-rendered pages, shareable), the chosen one marked. */
export function BoardChips({ boards, current, sort }: Props) {
  const chips = [{ code: null, name: '전체' }, ...boards.map((b) => ({ code: b.code as string | null, name: b.name }))];
  return (
    <nav aria-label="게시판">
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const active = chip.code === current;
          return (
            <li key={chip.code ?? 'all'}>
              <Link
                href={communityListPath(chip.code, sort)}
                className={active ? styles.chipActive : styles.chip}
                aria-current={active ? 'page' : undefined}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
