import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadInfoPage, selectInfoPage, selectInfoPageError, selectInfoPageStatus } from '@/store/infoPageSlice';
import { formatDate } from '@/lib/dates';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { RichHtml } from './RichHtml';
import { TableOfContents } from './TableOfContents';
import { withHeadingAnchors } from './htmlText';
import { INFO_LINKS } from './infoLinks';
import styles from './InfoPageScreen.module.css';

/** Long pages get a table of contents; two or fewer sections read fine without one. */
const TOC_MIN_SECTIONS = 3;

/** An operator-written information page: lead, contents, the page, and where to go next. */
export function InfoPageScreen({ pageKey, title }: { pageKey: string; title: string }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector((state) => selectInfoPage(state, pageKey));
  const status = useAppSelector(selectInfoPageStatus);
  const error = useAppSelector(selectInfoPageError);

  if (!page) {
    return (
      <AppShell title={title} showBack showTabBar={false}>
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '안내를 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadInfoPage(pageKey))}
          />
        ) : (
          <div className={styles.skeleton} role="status" aria-busy="true">
            <span className="visually-hidden">안내를 불러오는 중이에요</span>
          </div>
        )}
      </AppShell>
    );
  }
  const { html, toc } = withHeadingAnchors(page.htmlContent);
  return (
    <AppShell title={page.title} showBack showTabBar={false}>
      <article className={styles.article} aria-labelledby="info-lead">
        <p id="info-lead" className={styles.lead}>
          {page.summary}
        </p>
        <p className={styles.updated}>
          최종 수정 <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
        {toc.length >= TOC_MIN_SECTIONS ? <TableOfContents entries={toc} /> : null}
        <RichHtml html={html} className={styles.body} />
        {pageKey === 'call_info' ? (
          // The page promises 마이 > 1:1 문의 (docs/product.md §3 1:1 inquiries): the way there, on the page.
          <p className={styles.actions}>
            <Link href="/user/inquiries/new" className={styles.action}>
              1:1 문의하기
            </Link>
            <Link href="/user/inquiries" className={styles.actionQuiet}>
              내 문의 내역
            </Link>
          </p>
        ) : null}
      </article>
      <nav className={styles.more} aria-labelledby="info-more">
        <h2 id="info-more" className={styles.moreTitle}>
          다른 안내도 확인해 보세요
        </h2>
        <ul className={styles.moreList}>
          {INFO_LINKS.filter((link) => link.key !== pageKey).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.moreLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Footer />
    </AppShell>
  );
}
