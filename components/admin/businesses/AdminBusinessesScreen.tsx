import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { createAdminBusiness } from '@/store/adminConsoleThunks';
import { AdminFrame } from '../AdminFrame';
import { BusinessForm } from './BusinessForm';
import styles from '../Admin.module.css';

/** /admin/businesses: search by name, region or phone; suspended businesses first; and the form to register one. */
export function AdminBusinessesScreen() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { businesses, action } = useAppSelector(selectAdminConsole);
  const [query, setQuery] = useState(typeof router.query.q === 'string' ? router.query.q : '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    void router.push(query.trim() ? `/admin/businesses?q=${encodeURIComponent(query.trim())}` : '/admin/businesses');
  };
  return (
    <AdminFrame title="매장" section="businesses">
      <section className={styles.section} aria-labelledby="list-title">
        <h2 id="list-title" className={styles.sectionTitle}>
          매장 목록
        </h2>
        <form className={styles.inline} onSubmit={search} role="search">
          <div className={styles.field}>
            <label htmlFor="business-query" className={styles.label}>
              이름·지역·전화번호
            </label>
            <input
              id="business-query"
              className={styles.input}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <button type="submit" className={styles.button}>
            검색
          </button>
        </form>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">매장</th>
                <th scope="col">지역</th>
                <th scope="col">전화</th>
                <th scope="col">수수료</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {businesses.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link href={`/admin/businesses/${b.id}`} className={styles.link}>
                      {b.name}
                    </Link>
                  </td>
                  <td>{b.region}</td>
                  <td>{b.phone}</td>
                  <td>{(b.commissionRateBp / 100).toFixed(1)}%</td>
                  <td>
                    {b.suspendedAt ? (
                      <span className={styles.tagDanger}>정지</span>
                    ) : (
                      <span className={styles.tag}>운영 중</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {businesses.length === 0 ? <p className={styles.hint}>찾는 매장이 없어요.</p> : null}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="create-title">
        <h2 id="create-title" className={styles.sectionTitle}>
          매장 등록
        </h2>
        <p className={styles.hint}>
          수수료율과 정산 계좌를 정하므로, 인증한 지 5분이 지났다면 홈에서 코드를 다시 입력해야 해요.
        </p>
        <BusinessForm
          business={null}
          busy={action.status === 'loading'}
          error={action.status === 'failed' ? action.error : null}
          submitLabel="매장 등록"
          onSubmit={async (input) => {
            const result = await dispatch(createAdminBusiness(input));
            if (createAdminBusiness.fulfilled.match(result)) void router.push(`/admin/businesses/${result.payload.id}`);
          }}
        />
      </section>
    </AdminFrame>
  );
}
