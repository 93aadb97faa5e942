import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

/** /admin/members?q=: members by email, phone or nickname (from 2 characters), newest first. */
export function AdminMembersScreen() {
  const router = useRouter();
  const { members } = useAppSelector(selectAdminConsole);
  const asked = typeof router.query.q === 'string' ? router.query.q : '';
  const [query, setQuery] = useState(asked);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void router.push(`/admin/members?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <AdminFrame title="회원" section="members">
      <form className={styles.inline} onSubmit={search} role="search">
        <div className={styles.field}>
          <label htmlFor="member-query" className={styles.label}>
            이메일·전화번호·닉네임
          </label>
          <input id="member-query" className={styles.input} value={query} onChange={(e) => setQuery(e.target.value)} />
          <p className={styles.hint}>2자 이상 입력하세요.</p>
        </div>
        <button type="submit" className={styles.button} disabled={query.trim().length < 2}>
          검색
        </button>
      </form>
      {asked.trim().length >= 2 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">닉네임</th>
                <th scope="col">이메일</th>
                <th scope="col">전화</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link href={`/admin/members/${m.id}`} className={styles.link}>
                      {m.nickname}
                    </Link>
                  </td>
                  <td>{m.email ?? '-'}</td>
                  <td>{m.phone ?? '-'}</td>
                  <td>
                    {m.suspendedAt ? (
                      <span className={styles.tagDanger}>정지</span>
                    ) : (
                      <span className={styles.tag}>정상</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {members.length === 0 ? <p className={styles.hint}>찾는 회원이 없어요.</p> : null}
        </div>
      ) : null}
    </AdminFrame>
  );
}
