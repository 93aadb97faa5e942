import { Icon } from '@/components/ui/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadCommunitySearchPage, loadMoreCommunitySearch } from '@/store/communitySearchThunks';
import { selectCommunitySearch } from '@/store/communitySearchSlice';
import { AppShell } from '../../layout/AppShell';
import { ErrorState } from '../../ui/ErrorState';
import { PostRow } from '../PostRow';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { emptyText } from './searchLinks';
import styles from './CommunitySearchScreen.module.css';

/**
 * /community/search: the keyword box, board chips and the model chip, hot posts while nothing is
 * typed, then the matching posts, newest first, with 더 보기.
 */
export function CommunitySearchScreen() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectCommunitySearch);
  const { query } = search;
  const filtered = query.boardCode !== null || query.modelId !== null;
  const retry = () => void dispatch(loadCommunitySearchPage(query));
  const heading = query.keyword ? `‘${query.keyword}’ 검색 결과` : filtered ? '조건에 맞는 글' : '최근 글';

  return (
    <AppShell title="커뮤니티 검색" activeTab="community" showBack>
      {/* key: a new search (another address) starts the box from what the address says. */}
      <SearchBox key={`${query.keyword}|${query.boardCode}|${query.modelId}`} query={query} />
      <SearchFilters boards={search.boards} query={query} model={search.model} />
      {search.status === 'failed' ? (
        <ErrorState message={search.error?.message ?? '검색 결과를 불러오지 못했어요.'} onRetry={retry} />
      ) : null}
      {search.hotPosts.length > 0 ? (
        <section aria-labelledby="community-search-hot" className={styles.section}>
          <h2 id="community-search-hot" className={styles.heading}>
            <Icon name="flame" size={18} className={styles.flame} /> 지금 인기 있는 글
          </h2>
          <ul className={styles.list}>
            {search.hotPosts.map((post) => (
              <PostRow key={post.id} post={post} showBoard />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="community-search-posts" className={styles.section}>
        <h2 id="community-search-posts" className={styles.heading}>
          {heading}
        </h2>
        {search.status !== 'failed' && search.posts.items.length === 0 ? (
          <p className={styles.empty}>{emptyText(query.keyword, filtered)}</p>
        ) : null}
        <ul className={styles.list}>
          {search.posts.items.map((post) => (
            <PostRow key={post.id} post={post} showBoard />
          ))}
        </ul>
        {search.moreStatus === 'failed' ? (
          <p role="alert" className={styles.moreError}>
            다음 글을 불러오지 못했어요. 다시 시도해 주세요.
          </p>
        ) : null}
        {search.posts.searchAfter !== null ? (
          <button
            type="button"
            className={styles.more}
            disabled={search.moreStatus === 'loading'}
            onClick={() => void dispatch(loadMoreCommunitySearch())}
          >
            {search.moreStatus === 'loading' ? '불러오는 중…' : '더 보기'}
          </button>
        ) : null}
      </section>
    </AppShell>
  );
}
