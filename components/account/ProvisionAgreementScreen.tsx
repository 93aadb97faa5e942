import { useEffect, type ChangeEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { postAuth } from '@/api/auth';
import { provisionPath } from '@/api/item/provisions';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  clearProvisionAgreement,
  selectCanProceed,
  selectProvisionAgreement,
  setAllAgree,
  setIndividualAgree,
  setMarketingAgree,
  setServiceAgree,
} from '@/store/provisionAgreementSlice';
import { AccountPage } from './AccountPage';
import { SignupSteps } from './SignupSteps';
import styles from './Account.module.css';
import own from './ProvisionAgreementScreen.module.css';

export type TermsVersion = { category: 'SERVICE' | 'PRIVACY' | 'MARKETING'; title: string; version: string };

type Props = { flow: 'email' | 'social'; friendCode: string | null; terms: TermsVersion[] };

type Row = { key: 'service' | 'privacy' | 'marketing'; category: TermsVersion['category']; required: boolean };

const ROWS: Row[] = [
  { key: 'service', category: 'SERVICE', required: true },
  { key: 'privacy', category: 'PRIVACY', required: true },
  { key: 'marketing', category: 'MARKETING', required: false },
];

function Tick({ checked, large = false }: { checked: boolean; large?: boolean }) {
  return (
    <span className={`${own.tick} ${checked ? own.tickOn : ''} ${large ? own.tickLarge : ''}`} aria-hidden>
      <Icon name="check" size={large ? 18 : 14} />
    </span>
  );
}

/**
 * /registration/provision (docs/product.md §3 Provision agreement, §4 Provision agreement rules in the slice): 전체 동의, the two
 * required consents and the optional marketing one, each opening its current terms text.
 */
export function ProvisionAgreementScreen({ flow, friendCode, terms }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const agreement = useAppSelector(selectProvisionAgreement);
  const canProceed = useAppSelector(selectCanProceed);
  const checked = {
    service: agreement.isServiceAgreeChecked,
    privacy: agreement.isIndividualAgreeChecked,
    marketing: agreement.isMarketingAgreeChecked,
  };
  const setters = { service: setServiceAgree, privacy: setIndividualAgree, marketing: setMarketingAgree };
  const { busy, formError, submit } = useFormSubmit((body: object) =>
    postAuth<{ next: string }>('/registration/start', body)
  );

  // A sign-up that was left and started again starts from unticked boxes.
  useEffect(
    () => () => {
      dispatch(clearProvisionAgreement());
    },
    [dispatch]
  );

  const onNext = async () => {
    const answer = await submit({ ...checked, flow, friendCode });
    if (answer) await router.push(answer.next);
  };

  return (
    <AccountPage title="약관 동의">
      {flow === 'email' ? <SignupSteps current={1} /> : null}
      <div className={styles.lead}>
        <h2>
          {flow === 'social' ? '거의 다 됐어요!' : '라이드마켓 가입을 환영해요'}
          <br />
          약관에 동의해 주세요
        </h2>
        <p>필수 약관에 동의해야 가입할 수 있어요. 선택 항목은 동의하지 않아도 가입할 수 있어요.</p>
      </div>
      <fieldset className={own.group}>
        <legend className="visually-hidden">약관 동의</legend>
        <label className={own.all}>
          <input
            type="checkbox"
            className="visually-hidden"
            checked={agreement.isAllChecked}
            onChange={(e: ChangeEvent<HTMLInputElement>) => dispatch(setAllAgree(e.target.checked))}
          />
          <Tick checked={agreement.isAllChecked} large />
          <span>
            전체 동의하기<small>선택 항목인 마케팅 정보 수신 동의를 포함해요.</small>
          </span>
        </label>
        <ul className={own.list}>
          {ROWS.map((row) => {
            const term = terms.find((t) => t.category === row.category);
            return (
              <li key={row.key} className={own.row}>
                <label className={own.item}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={checked[row.key]}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => dispatch(setters[row.key](e.target.checked))}
                  />
                  <Tick checked={checked[row.key]} />
                  <span>
                    <em className={row.required ? own.required : own.optional}>{row.required ? '(필수)' : '(선택)'}</em>{' '}
                    {term?.title ?? row.category}
                  </span>
                </label>
                {term ? (
                  <Link
                    href={provisionPath(row.category, term.version)}
                    className={own.view}
                    aria-label={`${term.title} 전문 보기`}
                  >
                    보기
                    <Icon name="chevron-right" size={16} />
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className={styles.note}>
        라이드마켓은 만 14세 이상만 가입할 수 있어요. 다음 단계에서 휴대폰 본인인증으로 확인해요.
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <SubmitButton type="button" busy={busy} disabled={!canProceed} onClick={onNext}>
        동의하고 계속하기
      </SubmitButton>
    </AccountPage>
  );
}
