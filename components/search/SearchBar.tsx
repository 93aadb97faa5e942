import { forwardRef, type FormEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SearchDealType } from '@/api/item/search';
import styles from './SearchBar.module.css';

type Props = {
  keyword: string;
  dealType: SearchDealType;
  autoFocus: boolean;
  onChange(text: string): void;
  onFocus(): void;
  onSubmit(keyword: string): void;
  onClear(): void;
};

/**
 * The search input. A real GET form to /search, so that a search works before the page's script
 * has loaded (and for crawlers); with the script, the screen takes over the submit.
 */
export const SearchBar = forwardRef<HTMLInputElement, Props>(function SearchBar(
  { keyword, dealType, autoFocus, onChange, onFocus, onSubmit, onClear },
  ref
) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(keyword);
  };
  return (
    <form className={styles.form} role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor="search-keyword" className="visually-hidden">
        검색어
      </label>
      <input
        ref={ref}
        id="search-keyword"
        className={styles.input}
        type="search"
        name="keyword"
        value={keyword}
        placeholder="브랜드, 모델, 지역으로 검색"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={50}
        // The input never steals focus on a results page; on the bare /search it is the point.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see the line above
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      <input type="hidden" name="dealType" value={dealType} />
      {keyword ? (
        <button type="button" className={styles.icon} aria-label="검색어 지우기" onClick={onClear}>
          <Icon name="x" size={18} />
        </button>
      ) : null}
      <button type="submit" className={styles.icon} aria-label="검색">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
});
