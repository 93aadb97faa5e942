import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { EmptyState } from '@/components/member/EmptyState';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectCardRegister,
  selectCardRegistration,
  selectCards,
  selectCardsError,
  selectCardsStatus,
} from '@/store/cardSlice';
import { loadCardRegistPage, registerIssuedCard, registerSandboxCard, removeCard } from '@/store/cardThunks';
import { selectUser } from '@/store/userSlice';
import { openPortoneCardWindow } from './portoneCardWindow';
import { SandboxCardForm } from './SandboxCardForm';
import styles from './CardRegistScreen.module.css';

/**
 * /user/card_regist: the member's cards for 렌탈페이 (masked numbers only), registration through the
 * provider's card window (the sandbox form in demo mode), and removal. A card a running lease
 * charges says so and cannot be removed.
 */
export function CardRegistScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const status = useAppSelector(selectCardsStatus);
  const error = useAppSelector(selectCardsError);
  const cards = useAppSelector(selectCards);
  const registration = useAppSelector(selectCardRegistration);
  const register = useAppSelector(selectCardRegister);
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const returned = useRef(false);
  const returnUrl =
    typeof router.query.returnUrl === 'string' &&
    router.query.returnUrl.startsWith('/') &&
    !router.query.returnUrl.startsWith('//')
      ? router.query.returnUrl
      : null;

  /** After a registration settled: a toast, and back to the payment page that sent the member here. */
  const finish = async (result: { meta: { requestStatus: string; condition?: boolean }; payload?: unknown }) => {
    if (result.meta.requestStatus === 'fulfilled') {
      toast.notify('카드를 등록했어요.');
      if (returnUrl) await router.push(returnUrl);
    } else if (!result.meta.condition) {
      toast.notify((result.payload as { message?: string } | undefined)?.message ?? '카드를 등록하지 못했어요.');
    }
  };

  // A phone comes back from PortOne's window with the billing key in the query: register it once.
  useEffect(() => {
    const key = router.query.billingKey;
    if (returned.current || typeof key !== 'string' || key.length < 8) return;
    returned.current = true;
    void dispatch(registerIssuedCard(key)).then(finish);
    void router.replace('/user/card_regist', undefined, { shallow: true });
  });

  const openWindow = async () => {
    if (!registration || !user.id) return;
    try {
      const key = await openPortoneCardWindow(registration, `member-${user.id}`);
      if (key) await finish(await dispatch(registerIssuedCard(key)));
    } catch (e) {
      toast.notify(e instanceof Error ? e.message : '카드를 등록하지 못했어요.');
    }
  };

  const remove = async (id: number, label: string) => {
    if (!window.confirm(`${label} 카드를 지울까요?`)) return;
    const result = await dispatch(removeCard(id));
    toast.notify(
      removeCard.fulfilled.match(result) ? '카드를 지웠어요.' : (result.payload?.message ?? '카드를 지우지 못했어요.')
    );
  };

  let body;
  if (status === 'failed')
    body = (
      <ErrorState
        message={error?.message ?? '카드 정보를 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadCardRegistPage())}
      />
    );
  else if (status !== 'succeeded')
    body = (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <span className="visually-hidden">카드 정보를 불러오는 중</span>
      </div>
    );
  else {
    body = (
      <>
        {cards.length === 0 ? (
          <EmptyState
            icon={<Icon name="credit-card" size={24} />}
            title="등록한 카드가 없어요"
            text="렌탈페이(인수형 렌탈)는 등록한 카드로 매달 자동 결제돼요."
            action={{ href: '/promotions/introduce_lease', label: '렌탈페이 알아보기' }}
          />
        ) : (
          <ul className={styles.list} aria-label="등록한 카드">
            {cards.map((card) => (
              <li key={card.id} className={styles.card}>
                <Icon name="credit-card" size={28} className={styles.cardIcon} />
                <div className={styles.cardText}>
                  <strong>{card.cardCompany}</strong>
                  <span>{card.maskedNumber}</span>
                  <small>{card.inUse ? '렌탈 계약 월 결제에 쓰는 중' : `${formatDate(card.createdAt)} 등록`}</small>
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  disabled={card.inUse}
                  onClick={() => void remove(card.id, card.cardCompany)}
                  aria-label={`${card.cardCompany} ${card.maskedNumber.slice(-4)} 카드 지우기`}
                >
                  <Icon name="trash" size={20} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <section className={styles.add} aria-labelledby="card-add-title">
          <h2 id="card-add-title">새 카드 등록</h2>
          {registration?.provider === 'SANDBOX' && (
            <SandboxCardForm
              busy={register.status === 'loading'}
              onSubmit={(input) => void dispatch(registerSandboxCard(input)).then(finish)}
            />
          )}
          {registration?.provider === 'PORTONE' && (
            <button
              type="button"
              className={styles.primary}
              disabled={register.status === 'loading'}
              onClick={() => void openWindow()}
            >
              카드사 창에서 카드 등록하기
            </button>
          )}
          {registration?.provider === 'NONE' && (
            <p className={styles.note}>지금은 카드를 등록할 수 없어요. 잠시 후 다시 시도해 주세요.</p>
          )}
          <p className={styles.note}>
            카드 번호는 라이드마켓에 저장되지 않아요. 결제사가 발급한 결제 키와 가려진 번호만 보관해요.
          </p>
        </section>
      </>
    );
  }
  return (
    <MemberFrame title="결제 카드 관리" activeTab="my_page">
      <div className={styles.panel}>{body}</div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </MemberFrame>
  );
}
