import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { loginHref } from '@/lib/account/returnUrl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadCommunityPage, loadMoreCommunityPosts } from '@/store/communityListThunks';
import { selectCommunityList } from '@/store/communityListSlice';
import { selectIsLogin } from '@/store/userSlice';
import { AppShell } from '../../layout/AppShell';
import { ErrorState } from '../../ui/ErrorState';
import { PostRow } from '../PostRow';
import { BoardChips } from './BoardChips';
import { SortTabs } from './SortTabs';
import { writePath } from './communityLinks';
import styles from './CommunityBoardScreen.module.css';

/** /community: board chips, hot posts, then the board's posts (최신/인기) with 더 보기 and 글쓰기. */
export function CommunityBoardScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCommunityList);
  const isLogin = useAppSelector(selectIsLogin);
  const { board, query } = list;
  const write = writePath(query.boardCode);
  const router = useRouter();
  // After a failed first load the slice never learnt the board: 다시 시도 reads it from the address.
  const retry = () => {
    const board = typeof router.query.board === 'string' && router.query.board ? router.query.board : null;
    void dispatch(
      loadCommunityPage({ boardCode: board, sort: router.query.sort === 'popular' ? 'POPULAR' : 'LATEST' })
    );
  };

  return (
    <AppShell title="커뮤니티" activeTab="community">
      <Link
        href={query.boardCode ? `/community/search?board=${encodeURIComponent(query.boardCode)}` : '/community/search'}
        className={styles.searchLink}
      >
        <Icon name="search" size={18} />
        <span>
          커뮤니티 글 검색 <span className={styles.searchHint}>제목, 내용, 모델명, 초성</span>
        </span>
      </Link>
      <BoardChips boards={list.boards} current={query.boardCode} sort={query.sort} />
      {board ? <p className={styles.description}>{board.description}</p> : null}
      {list.status === 'failed' ? (
        <ErrorState message={list.error?.message ?? '글을 불러오지 못했어요.'} onRetry={retry} />
      ) : null}
      {list.hotPosts.length > 0 ? (
        <section aria-labelledby="community-hot" className={styles.section}>
          <h2 id="community-hot" className={styles.heading}>
            <Icon name="flame" size={18} className={styles.flame} /> 지금 인기 있는 글
          </h2>
          <ul className={styles.list}>
            {list.hotPosts.map((post) => (
              <PostRow key={post.id} post={post} showBoard={board === null} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="community-posts" className={styles.section}>
        <div className={styles.listHead}>
          <h2 id="community-posts" className={styles.heading}>
            {board ? `${board.name} 게시판` : '전체 글'}
          </h2>
          <SortTabs boardCode={query.boardCode} sort={query.sort} />
        </div>
        {list.status !== 'failed' && list.posts.items.length === 0 ? (
          <p className={styles.empty}>
            {board
              ? `아직 ${board.name} 게시판에 글이 없어요. 첫 글을 남겨 보세요.`
              : '아직 글이 없어요. 첫 글을 남겨 보세요.'}
          </p>
        ) : null}
        <ul className={styles.list}>
          {list.posts.items.map((post) => (
            <PostRow key={post.id} post={post} showBoard={board === null} />
          ))}
        </ul>
        {list.moreStatus === 'failed' ? (
          <p role="alert" className={styles.moreError}>
            다음 글을 불러오지 못했어요. 다시 시도해 주세요.
          </p>
        ) : null}
        {list.posts.searchAfter !== null ? (
          <button
            type="button"
            className={styles.more}
            disabled={list.moreStatus === 'loading'}
            onClick={() => void dispatch(loadMoreCommunityPosts())}
          >
            {list.moreStatus === 'loading' ? '불러오는 중…' : '더 보기'}
          </button>
        ) : null}
      </section>
      {/* Visitors go to login first and come back to the write page (it is a member page). */}
      <Link href={isLogin ? write : loginHref(write)} className={styles.write}>
        <Icon name="pen-line" size={20} />
        글쓰기
      </Link>
    </AppShell>
  );
}
