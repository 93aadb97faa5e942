import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  loadContent,
  selectContentError,
  selectContentRequestedId,
  selectContentStatus,
  selectCurrentContent,
  selectCurrentContentInfo,
  selectRelatedMagazines,
} from '@/store/contentSlice';
import { formatDate } from '@/lib/dates';
import { AppShell } from '../layout/AppShell';
import { Badge } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { ProductImage } from '../ui/ProductImage';
import { MagazineRows } from '../magazine/MagazineRows';
import { CONTENT_CATEGORY_LABEL, contentLinkLabel } from './contentLinks';
import styles from './ContentScreen.module.css';

/** /contents?id=: cover, title, date, the sanitised body, link buttons and what to read next. */
export function ContentScreen() {
  const dispatch = useAppDispatch();
  const content = useAppSelector(selectCurrentContent);
  const info = useAppSelector(selectCurrentContentInfo);
  const related = useAppSelector(selectRelatedMagazines);
  const status = useAppSelector(selectContentStatus);
  const error = useAppSelector(selectContentError);
  const requestedId = useAppSelector(selectContentRequestedId);

  if (status === 'failed' || !content || !info) {
    return (
      <AppShell title="매거진" showBack showTabBar={false} titleIsHeading={false}>
        <ErrorState
          message={error?.message ?? '콘텐츠를 불러오지 못했어요.'}
          onRetry={() => {
            if (requestedId) void dispatch(loadContent(requestedId));
          }}
        />
      </AppShell>
    );
  }
  const links = [content.link1, content.link2].filter((link): link is string => Boolean(link));
  const label = CONTENT_CATEGORY_LABEL[content.category ?? ''] ?? '매거진';
  return (
    // No header title here: the article's own headline is the page's one h1.
    <AppShell showBack showTabBar={false}>
      <article className={styles.article}>
        {content.img1 ? (
          <ProductImage
            src={content.img1}
            alt={content.name}
            width={info.imgWidth}
            height={info.imgHeight}
            priority
            rounded={false}
          />
        ) : null}
        <header className={styles.header}>
          <Badge tone={content.category === 'EVENT' ? 'discount' : 'brand'}>{label}</Badge>
          <h1 className={styles.title}>{content.name}</h1>
          <p className={styles.meta}>
            라이드마켓 에디터 · <time dateTime={info.publishedAt}>{formatDate(info.publishedAt)}</time>
          </p>
          <p className={styles.lede}>{info.summary}</p>
        </header>
        <div
          className={styles.body}
          // Sanitised on the server (server/domain/content/sanitizeHtml.ts) before it reaches state.
          dangerouslySetInnerHTML={{ __html: content.htmlContent ?? '' }}
        />
        {content.img2 ? (
          <ProductImage
            src={content.img2}
            alt={`${content.name} 추가 이미지`}
            width={info.imgWidth}
            height={info.imgHeight}
          />
        ) : null}
      </article>
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="content-related">
          <div className={styles.relatedHead}>
            <h2 id="content-related" className={styles.relatedTitle}>
              함께 읽으면 좋은 글
            </h2>
            <Link href="/recommends" className={styles.more}>
              매거진 더보기
            </Link>
          </div>
          <MagazineRows magazines={related} />
        </section>
      ) : null}
      {links.length > 0 ? (
        <nav className={styles.cta} aria-label="관련 바로가기">
          {links.map((href, index) => {
            const className = index === 0 ? styles.primary : styles.secondary;
            return href.startsWith('/') ? (
              <Link key={href} href={href} className={className}>
                {contentLinkLabel(href)}
              </Link>
            ) : (
              <a key={href} href={href} className={className} target="_blank" rel="noopener noreferrer nofollow">
                {contentLinkLabel(href)}
              </a>
            );
          })}
        </nav>
      ) : null}
    </AppShell>
  );
}
