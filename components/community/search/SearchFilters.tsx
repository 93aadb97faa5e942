import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { CommunityBoard } from '@/api/item/communityBoard';
import type { CommunitySearchModel, CommunitySearchQuery } from '@/api/item/communitySearch';
import { communitySearchPath } from './searchLinks';
import styles from './CommunitySearchScreen.module.css';

type Props = { boards: CommunityBoard[]; query: CommunitySearchQuery; model: CommunitySearchModel | null };

/** Board chips (전체 and each board, keeping the keyword and model) and the removable model chip. */
export function SearchFilters({ boards, query, model }: Props) {
  const chips = [{ code: null, name: '전체' }, ...boards.map((b) => ({ code: b.code as string | null, name: b.name }))];
  return (
    <nav aria-label="검색 필터">
      <ul className={styles.chips}>
        {query.modelId !== null ? (
          <li>
            <Link
              href={communitySearchPath({ ...query, modelId: null })}
              className={styles.modelChip}
              aria-label={`${model ? `${model.brandName} ${model.name}` : '모델'} 필터 지우기`}
            >
              {model ? `${model.brandName} ${model.name}` : '없는 모델'}
              <Icon name="x" size={16} />
            </Link>
          </li>
        ) : null}
        {chips.map((chip) => {
          const active = chip.code === query.boardCode;
          return (
            <li key={chip.code ?? 'all'}>
              <Link
                href={communitySearchPath({ ...query, boardCode: chip.code })}
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
