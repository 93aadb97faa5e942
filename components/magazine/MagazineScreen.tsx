import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  loadMagazinesPage,
  selectMagazineError,
  selectMagazineSections,
  selectMagazineStatus,
} from '@/store/magazineSlice';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { MagazineRows } from './MagazineRows';
import styles from './MagazineScreen.module.css';

/** /recommends: the editor's sections, each a lead story and the rest as rows. */
export function MagazineScreen() {
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectMagazineSections);
  const status = useAppSelector(selectMagazineStatus);
  const error = useAppSelector(selectMagazineError);

  return (
    <AppShell title="매거진" showBack>
      <header className={styles.intro}>
        <p className={styles.lede}>코스 추천부터 장비 고르는 법, 시즌 이벤트까지 모아 봤어요.</p>
      </header>
      {status === 'failed' ? (
        <ErrorState
          message={error?.message ?? '매거진을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadMagazinesPage())}
        />
      ) : sections.length === 0 ? (
        <div className={styles.empty}>
          <p>새 매거진을 준비하고 있어요.</p>
          <Link href="/" className={styles.emptyAction}>
            홈으로 가기
          </Link>
        </div>
      ) : (
        sections.map((section, index) => (
          <section key={section.id} className={styles.section} aria-labelledby={`magazine-section-${section.id}`}>
            <h2 id={`magazine-section-${section.id}`} className={styles.title}>
              {section.sectionTitle}
            </h2>
            <MagazineRows magazines={section.magazines} leadFirst priority={index === 0} />
          </section>
        ))
      )}
      <Footer />
    </AppShell>
  );
}
