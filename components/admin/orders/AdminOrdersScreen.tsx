import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { ORDER_STATE_FILTERS } from '@/lib/admin/orderInput';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

const FIELDS = ['id', 'member', 'business', 'state', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
type Search = Record<Field, string>;

const GROUPS = [...new Set(ORDER_STATE_FILTERS.map((f) => f.group))];

const queryOf = (search: Partial<Search> & { after?: string }) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value && value.trim()) params.set(key, value.trim());
  const text = params.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
};

/**
 * /admin/orders: find orders by number, member, business, state and the days they were placed
 * (Asia/Seoul), newest first, 30 a page (docs/product.md §10 Orders).
 */
export function AdminOrdersScreen() {
  const router = useRouter();
  const { orders } = useAppSelector(selectAdminConsole);
  const asked = Object.fromEntries(
    FIELDS.map((f) => [f, typeof router.query[f] === 'string' ? (router.query[f] as string) : ''])
  ) as Search;
  const [search, setSearch] = useState<Search>(asked);
  const paged = typeof router.query.after === 'string';
  const set = (field: Field) => (e: { target: { value: string } }) => setSearch({ ...search, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void router.push(queryOf(search));
  };
  return (
    <AdminFrame title="주문" section="orders">
      <form className={styles.form} onSubmit={submit} role="search" aria-label="주문 검색">
        <div className={styles.field}>
          <label htmlFor="order-id" className={styles.label}>
            주문번호
          </label>
          <input id="order-id" className={styles.input} inputMode="numeric" value={search.id} onChange={set('id')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="order-member" className={styles.label}>
            회원 (이메일·전화번호·닉네임)
          </label>
          <input id="order-member" className={styles.input} value={search.member} onChange={set('member')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="order-business" className={styles.label}>
            매장 이름
          </label>
          <input id="order-business" className={styles.input} value={search.business} onChange={set('business')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="order-state" className={styles.label}>
            상태
          </label>
          <select id="order-state" className={styles.input} value={search.state} onChange={set('state')}>
            <option value="">전체</option>
            {GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {ORDER_STATE_FILTERS.filter((f) => f.group === group).map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="order-from" className={styles.label}>
            주문일 (부터)
          </label>
          <input id="order-from" type="date" className={styles.input} value={search.from} onChange={set('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="order-to" className={styles.label}>
            주문일 (까지)
          </label>
          <input id="order-to" type="date" className={styles.input} value={search.to} onChange={set('to')} />
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={styles.button}>
            검색
          </button>
          <Link href="/admin/orders" className={styles.link}>
            조건 지우기
          </Link>
        </div>
      </form>
      <p className={styles.note}>주문일은 한국 시간 기준이에요. 최신 주문부터 30건씩 보여요.</p>
      <div className={styles.tableWrap}>
        <table className={styles.wideTable}>
          <thead>
            <tr>
              <th scope="col">주문번호</th>
              <th scope="col">회원</th>
              <th scope="col">매장</th>
              <th scope="col">상품</th>
              <th scope="col">상태</th>
              <th scope="col">금액</th>
              <th scope="col">주문일시</th>
            </tr>
          </thead>
          <tbody>
            {orders.rows.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link href={`/admin/orders/${o.id}`} className={styles.link} aria-label={`주문 ${o.id} 자세히 보기`}>
                    {o.id}
                  </Link>
                </td>
                <td>
                  {o.memberNickname}
                  {o.memberEmail ? <span className={styles.hintBlock}>{o.memberEmail}</span> : null}
                </td>
                <td>{o.businessName}</td>
                <td>{o.itemName}</td>
                <td>
                  <span className={styles.tag}>{o.stateLabel}</span>
                  <span className={styles.hintBlock}>{o.processLabel}</span>
                </td>
                <td className={styles.amount}>{formatWon(o.totalPrice)}</td>
                <td>{formatDateTime(o.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {orders.rows.length === 0 ? <p className={styles.hint}>조건에 맞는 주문이 없어요.</p> : null}
      </div>
      <nav aria-label="주문 목록 페이지" className={styles.pager}>
        {paged ? (
          <Link href={queryOf(asked)} className={styles.link}>
            처음 페이지로
          </Link>
        ) : null}
        {orders.after ? (
          <Link href={queryOf({ ...asked, after: orders.after })} className={styles.link}>
            다음 30건
          </Link>
        ) : null}
      </nav>
    </AdminFrame>
  );
}
