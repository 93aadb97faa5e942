import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { SearchDealType } from '@/api/item/search';
import { keywordUrl } from './searchUrl';
import styles from './SearchEmpty.module.css';

type Props = {
  keyword: string;
  dealType: SearchDealType;
  hasFilters: boolean;
  suggestions: string[];
  onResetFilters(): void;
  onPick(keyword: string): void;
};

/** No result: says so, offers the one useful action (fewer filters), and keywords that do find something. */
export function SearchEmpty({ keyword, dealType, hasFilters, suggestions, onResetFilters, onPick }: Props) {
  const otherDeal = dealType === 'RENTAL' ? '구매' : '렌탈';
  return (
    <div className={styles.box}>
      <Icon name="search-x" size={40} className={styles.icon} />
      <p className={styles.title}>
        {keyword ? (
          <>
            ‘{keyword}’에 맞는 {dealType === 'RENTAL' ? '렌탈' : '구매'} 상품을 찾지 못했어요.
          </>
        ) : (
          '조건에 맞는 상품이 없어요.'
        )}
      </p>
      <p className={styles.hint}>
        {hasFilters
          ? '필터를 줄이면 더 많은 상품을 볼 수 있어요.'
          : `철자를 확인하거나 ${otherDeal} 탭에서도 찾아보세요.`}
      </p>
      {hasFilters ? (
        <button type="button" className={styles.reset} onClick={onResetFilters}>
          필터 초기화
        </button>
      ) : null}
      {suggestions.length > 0 ? (
        <div className={styles.suggest}>
          <h2 className={styles.suggestTitle}>이런 검색어는 어떠세요?</h2>
          <ul className={styles.chips}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  href={keywordUrl(suggestion, dealType)}
                  shallow
                  className={styles.chip}
                  onClick={() => onPick(suggestion)}
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
