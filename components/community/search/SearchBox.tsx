import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import type { CommunitySearchQuery } from '@/api/item/communitySearch';
import { communitySearchPath } from './searchLinks';
import styles from './CommunitySearchScreen.module.css';

const MAX = 50;

/**
 * The keyword box. A plain GET form (works before the script loads); with the script, the router
 * goes to the same address so the board and model filters stay.
 */
export function SearchBox({ query }: { query: CommunitySearchQuery }) {
  const router = useRouter();
  const [keyword, setKeyword] = useState(query.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void router.push(communitySearchPath({ ...query, keyword }));
  };
  return (
    <form role="search" action="/community/search" method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor="community-keyword" className={styles.label}>
        커뮤니티 검색
      </label>
      <div className={styles.field}>
        <input
          id="community-keyword"
          name="keyword"
          type="search"
          className={styles.input}
          value={keyword}
          maxLength={MAX}
          placeholder="제목, 내용, 모델명 (초성도 돼요)"
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setKeyword(event.target.value)}
        />
        {query.boardCode ? <input type="hidden" name="board" value={query.boardCode} /> : null}
        {query.modelId ? <input type="hidden" name="modelId" value={query.modelId} /> : null}
        <button type="submit" className={styles.submit} aria-label="검색">
          <Icon name="search" size={20} />
        </button>
      </div>
    </form>
  );
}
