import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { MemberFrame } from '@/components/member/MemberFrame';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName, selectIsBusiness } from '@/store/userSlice';
import { redeemErrorCleared, selectRedeem } from '@/store/sellerJoinSlice';
import { redeemInvite } from '@/store/sellerJoinThunks';
import styles from './SellerJoinScreen.module.css';

/** Errors that belong under the code field; anything else (a network failure) is a form alert. */
const FIELD_CODES = new Set(['INVALID_INPUT', 'CONFLICT', 'RATE_LIMITED']);

function AlreadySeller({ businessName }: { businessName: string }) {
  return (
    <section className={styles.card} aria-labelledby="join-already">
      <Icon name="store" size={28} className={styles.icon} />
      <h2 id="join-already" className={styles.title}>
        이미 판매자 계정이에요
      </h2>
      <p className={styles.text}>
        <strong>{businessName || '연결된 매장'}</strong>의 판매자로 등록되어 있어요. 다른 매장의 코드를 입력하려면
        판매자 센터에서 지금 매장을 먼저 나가 주세요.
      </p>
      <Link href="/seller" className={styles.primaryLink}>
        판매자 센터로 가기
      </Link>
    </section>
  );
}

function JoinForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const redeem = useAppSelector(selectRedeem);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const busy = redeem.status === 'loading' || redeem.status === 'succeeded';
  const error = redeem.status === 'failed' ? redeem.error : null;
  const fieldError = empty ? '초대 코드를 입력해 주세요.' : error && FIELD_CODES.has(error.code) ? error.message : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setEmpty(true);
    const result = await dispatch(redeemInvite(code));
    if (redeemInvite.fulfilled.match(result)) await router.push('/seller');
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="join-form-title">
      <h2 id="join-form-title" className={styles.title}>
        초대 코드 입력
      </h2>
      <TextField
        label="판매자 초대 코드"
        name="inviteCode"
        value={code}
        placeholder="ABCD-EFGH-JKLM-NPQR"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        maxLength={40}
        hint="매장 운영 담당자에게 받은 16자리 코드예요. 대소문자와 하이픈은 상관없어요."
        error={fieldError}
        onChange={(e) => {
          setCode(e.target.value);
          setEmpty(false);
          if (error) dispatch(redeemErrorCleared());
        }}
      />
      {error && !FIELD_CODES.has(error.code) ? <FormAlert>{error.message}</FormAlert> : null}
      <SubmitButton busy={busy}>판매자로 등록하기</SubmitButton>
    </form>
  );
}

/**
 * /seller/join (issue 17 §1): what a seller account is, and the one field for the operator's invite
 * code. A member who already sells sees their business and the way to the console instead.
 */
export function SellerJoinScreen() {
  const isSeller = useAppSelector(selectIsBusiness);
  const businessName = useAppSelector(selectBusinessName);
  return (
    <MemberFrame title="판매자 등록" showTabBar={false}>
      <div className={styles.page}>
        <section className={styles.intro} aria-labelledby="join-intro">
          <h2 id="join-intro" className={styles.lead}>
            라이드마켓 매장을 휴대폰으로 운영하세요
          </h2>
          <ul className={styles.points}>
            <li>예약 요청을 수락하거나 거절하고, 오늘의 픽업·반납을 한눈에 봐요.</li>
            <li>장비를 건네고 돌려받을 때 상태 사진을 남겨요.</li>
            <li>주문 발송, 상품 가격·재고, 매장 정보와 리뷰 답글을 관리해요.</li>
          </ul>
          <p className={styles.note}>
            판매자 계정은 지금 쓰는 회원 계정에 매장을 연결한 것이에요. 한 매장에 여러 명이 판매자로 등록할 수 있고,
            코드는 한 번만, 발급 후 7일 안에 쓸 수 있어요.
          </p>
        </section>
        {isSeller ? <AlreadySeller businessName={businessName} /> : <JoinForm />}
      </div>
    </MemberFrame>
  );
}
