import Link from '@/components/ui/AppLink';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/userSlice';
import { FormAlert } from '../form/FormAlert';
import { Toast, useToast } from '@/components/ui/Toast';
import { MemberFrame } from '../member/MemberFrame';
import { SellerItemRow } from './SellerItemRow';
import { useSellerTool } from './useSellerTool';
import styles from './SellerToolScreen.module.css';
import { groupDigits } from '@/lib/digits';

/**
 * /dev/seller, a developer tool (absent on a production deployment): link the signed-in account to
 * a business (or issue an invite code as the operator's `npm run seller:invite` does), then change its items' prices through the real seller operation (bz_updateItemPrice), so
 * the lowest-price alarms can be tried end to end.
 */
export function SellerToolScreen() {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const { notify } = toast;
  const tool = useSellerTool(notify);
  const [businessQuery, setBusinessQuery] = useState('');
  const [itemQuery, setItemQuery] = useState('');
  const linked = user.businessId !== null;
  const { loadItems } = tool;

  // An account that is already linked sees its business's items straight away.
  useEffect(() => {
    if (linked) void loadItems('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: later loads follow the member's own searches and links
  }, []);

  const findBusinesses = (e: FormEvent) => {
    e.preventDefault();
    if (businessQuery.trim()) void tool.searchBusinesses(businessQuery.trim());
  };
  const findItems = (e: FormEvent) => {
    e.preventDefault();
    void tool.loadItems(itemQuery.trim());
  };

  return (
    <MemberFrame title="판매자 도구 (개발용)" showTabBar={false}>
      <div className={styles.page}>
        <FormAlert tone="info">
          개발자용 도구예요. 운영 서버에는 없어요. 내 계정을 매장의 판매자로 연결하고 상품 가격을 바꿔서, 찜한 회원에게
          최저가 알림이 가는지 확인할 수 있어요.
        </FormAlert>

        <section className={styles.section} aria-labelledby="dev-business">
          <h2 id="dev-business" className={styles.title}>
            연결된 매장
          </h2>
          {linked ? (
            <div className={styles.linked}>
              <p>{tool.items?.businessName ?? `매장 #${user.businessId}`}에 판매자로 연결돼 있어요.</p>
              <button
                type="button"
                className={styles.ghost}
                onClick={() => void tool.link(null)}
                disabled={tool.busy !== null}
              >
                연결 해제
              </button>
            </div>
          ) : (
            <p className={styles.muted}>아직 연결된 매장이 없어요. 아래에서 매장을 찾아 연결해 주세요.</p>
          )}
          <form className={styles.search} onSubmit={findBusinesses} role="search" aria-label="매장 찾기">
            <label className={styles.grow}>
              <span className="visually-hidden">매장 이름</span>
              <input
                value={businessQuery}
                onChange={(e) => setBusinessQuery(e.target.value)}
                placeholder="매장 이름 (예: 반포)"
              />
            </label>
            <button type="submit" className={styles.apply} disabled={tool.busy === 'businesses'}>
              매장 찾기
            </button>
          </form>
          {tool.businesses ? (
            tool.businesses.length === 0 ? (
              <p className={styles.muted}>이름에 &lsquo;{businessQuery}&rsquo;가 들어간 매장이 없어요.</p>
            ) : (
              <ul className={styles.businesses}>
                {tool.businesses.map((s) => (
                  <li key={s.id}>
                    <span className={styles.businessText}>
                      <strong>{s.name}</strong>
                      <span>
                        {s.address} · 상품 {groupDigits(s.itemCount)}개
                      </span>
                    </span>
                    <span className={styles.businessActions}>
                      <button
                        type="button"
                        className={styles.ghost}
                        onClick={() => void tool.link(s.id)}
                        disabled={tool.busy !== null || s.id === user.businessId}
                      >
                        {s.id === user.businessId ? '연결됨' : '이 매장에 연결'}
                      </button>
                      <button
                        type="button"
                        className={styles.ghost}
                        onClick={() => void tool.issueInvite(s.id)}
                        disabled={tool.busy !== null}
                        aria-label={`${s.name} 초대 코드 발급`}
                      >
                        초대 코드 발급
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {tool.invite ? (
            <div className={styles.invite} role="status">
              <p>{tool.invite.businessName} 판매자 초대 코드예요. 7일 안에 한 번만 쓸 수 있어요.</p>
              <output className={styles.inviteCode} aria-label="초대 코드">
                {tool.invite.code}
              </output>
              <Link href="/seller/join" className={styles.ghost}>
                초대 코드 입력하러 가기
              </Link>
            </div>
          ) : null}
        </section>

        {linked ? (
          <section className={styles.section} aria-labelledby="dev-items">
            <h2 id="dev-items" className={styles.title}>
              매장 상품 가격
            </h2>
            <form className={styles.search} onSubmit={findItems} role="search" aria-label="상품 찾기">
              <label className={styles.grow}>
                <span className="visually-hidden">상품 이름</span>
                <input
                  value={itemQuery}
                  onChange={(e) => setItemQuery(e.target.value)}
                  placeholder="상품 이름 (비우면 전체)"
                />
              </label>
              <button type="submit" className={styles.apply} disabled={tool.busy === 'items'}>
                상품 불러오기
              </button>
            </form>
            {tool.items ? (
              tool.items.items.length === 0 ? (
                <p className={styles.muted}>이 매장에 맞는 상품이 없어요.</p>
              ) : (
                <ul className={styles.items}>
                  {tool.items.items.map((item) => (
                    <SellerItemRow
                      key={item.id}
                      item={item}
                      busy={tool.busy === `price:${item.id}`}
                      onChange={tool.changePrice}
                    />
                  ))}
                </ul>
              )
            ) : null}
            {tool.items?.searchAfter ? (
              <button
                type="button"
                className={styles.ghost}
                onClick={() => void tool.loadItems(tool.items?.keyword ?? '', true)}
                disabled={tool.busy === 'more'}
              >
                더 보기
              </button>
            ) : null}
          </section>
        ) : null}
      </div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3500} />
    </MemberFrame>
  );
}
