import { SEARCH_COUNT_CAP } from '@/lib/searchCount';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSearch, type SearchRequest } from '@/store/searchSlice';
import { loadMoreSearch, loadSearchPage } from '@/store/searchThunks';
import { FilterBar } from '../filters/FilterBar';
import { ErrorState } from '../ui/ErrorState';
import { DealTypeTabs } from './DealTypeTabs';
import { LoadMore } from './LoadMore';
import { SearchEmpty } from './SearchEmpty';
import { SearchMagazineSection } from './SearchMagazineSection';
import { SearchResultGrid } from './SearchResultGrid';
import { SearchSkeleton } from './SearchSkeleton';
import { SortSelect } from './SortSelect';
import { BusinessSummaryList } from './BusinessSummaryList';
import { NearbyRanges } from './NearbyRanges';
import { RentalRangePicker } from '../calendar/RentalRangePicker';
import { RangeRefusalNote } from '../calendar/RangeRefusalNote';
import { FitFilterToggle } from './FitFilterToggle';
import styles from './SearchResults.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  request: SearchRequest;
  go(request: SearchRequest): void;
  onPick(keyword: string): void;
};

/** Deal type tabs, filters, count and sort, then the results with infinite scroll, businesses and magazines. */
export function SearchResults({ request, go, onPick }: Props) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const loadingFirst = search.status === 'loading';
  const count = search.totalCount ?? 0;
  const isRental = request.dealType === 'RENTAL';
  const range = isRental ? (request.range ?? null) : null;
  // 총액 낮은순 exists only with dates: clearing them goes back to the default sort.
  const withRange = (next: SearchRequest['range']) =>
    go({ ...request, range: next, sort: !next && request.sort === 'TOTAL_ASC' ? 'RECOMMEND' : request.sort });
  return (
    <>
      <DealTypeTabs request={request} />
      <div className={styles.tools}>
        <div className={styles.chips}>
          {isRental ? (
            <div className={styles.dates}>
              <RentalRangePicker value={range} onChange={withRange} />
              <RangeRefusalNote />
            </div>
          ) : null}
          <FitFilterToggle
            on={Boolean(request.fitsMe)}
            answer={search.fitFilter}
            onToggle={(fitsMe) => go({ ...request, fitsMe })}
          />
        </div>
        <FilterBar
          components={search.filterComponents}
          values={search.filters}
          onChange={(filters) => go({ ...request, filters })}
        />
        <div className={styles.summary}>
          <p className={styles.count} aria-live="polite">
            {loadingFirst ? (
              '검색 중…'
            ) : count >= SEARCH_COUNT_CAP ? (
              // The service stops counting at the cap: past it the exact figure is unknown, and helps nobody.
              <>
                상품 <strong>1만</strong> 개 이상
              </>
            ) : (
              <>
                상품 <strong>{groupDigits(count)}</strong>개
              </>
            )}
          </p>
          <SortSelect sorts={search.sorts} value={request.sort} onChange={(sort) => go({ ...request, sort })} />
        </div>
        {search.isFuzzy && !loadingFirst ? (
          <p className={styles.fuzzy}>‘{search.searchedKeyword}’ 검색 결과가 없어 이름이 비슷한 상품을 보여드려요.</p>
        ) : null}
      </div>
      {search.status === 'failed' ? (
        <ErrorState
          message={search.error?.message ?? '검색 결과를 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadSearchPage(request))}
        />
      ) : loadingFirst ? (
        <SearchSkeleton />
      ) : search.items.length === 0 && range && search.range ? (
        <NearbyRanges range={range} nearby={search.nearbyRanges} onPick={withRange} />
      ) : search.items.length === 0 ? (
        <SearchEmpty
          keyword={search.searchedKeyword}
          dealType={request.dealType}
          hasFilters={request.filters.length > 0}
          suggestions={search.suggestedKeywords}
          onResetFilters={() => go({ ...request, filters: [] })}
          onPick={onPick}
        />
      ) : (
        <>
          <BusinessSummaryList businesses={search.businessSemiInfos} />
          <SearchResultGrid
            items={search.items}
            label={search.searchedKeyword ? `‘${search.searchedKeyword}’ 검색 결과` : '검색 결과'}
            showDistance={request.sort === 'DISTANCE'}
            range={search.range}
            quotes={search.rangeQuotes}
          />
          <LoadMore
            hasMore={search.searchAfter !== null}
            loading={search.moreStatus === 'loading'}
            failed={search.moreStatus === 'failed'}
            shownCount={search.items.length}
            totalCount={count}
            onLoadMore={() => void dispatch(loadMoreSearch())}
          />
        </>
      )}
      <SearchMagazineSection
        sectionTitle={search.searchMagazineSection.sectionTitle}
        magazines={search.searchMagazineSection.magazines}
      />
    </>
  );
}
