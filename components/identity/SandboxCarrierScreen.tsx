import Head from 'next/head';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { AuthRequestError } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { useFormSubmit } from '@/components/form/useFormSubmit';
import { confirmSandboxCode, sendSandboxCode, type IdentityPurpose, type SandboxPerson } from './identityApi';
import { finishIdentity, IDENTITY_RETURN_PATHS } from './identityWindow';
import { SandboxPersonForm } from './SandboxPersonForm';
import { SandboxCodeStep } from './SandboxCodeStep';
import styles from './SandboxCarrier.module.css';

export type SandboxPageState = 'PENDING' | 'VERIFIED' | 'FAILED' | 'EXPIRED' | 'MISSING';

type Props = { verificationId: string; purpose: IdentityPurpose; state: SandboxPageState };

const ENDED: Record<Exclude<SandboxPageState, 'PENDING' | 'VERIFIED'>, string> = {
  FAILED: '본인인증에 실패했어요. 처음 화면에서 다시 인증해 주세요.',
  EXPIRED: '인증 시간이 지났어요. 처음 화면에서 다시 인증해 주세요.',
  MISSING: '인증 요청을 찾을 수 없어요. 처음 화면에서 다시 인증해 주세요.',
};

const CODE_MS = 3 * 60_000;

/**
 * The sandbox carrier check (the built-in identity provider's popup): person → code → done. It looks
 * and behaves like a carrier's check, with one difference marked in plain words: the "SMS" appears
 * on this page, because nothing is sent.
 */
export function SandboxCarrierScreen({ verificationId, purpose, state }: Props) {
  const [phase, setPhase] = useState<SandboxPageState>(state);
  const [endedBy, setEndedBy] = useState<string | null>(null);
  const [sent, setSent] = useState<{ code: string; deadline: number } | null>(null);
  // A refusal about the check itself (5 wrong codes, expired, already used) ends it: nothing more to type here.
  const ending = useCallback(
    <A extends unknown[], T>(action: (...args: A) => Promise<T>) =>
      async (...args: A) => {
        try {
          return await action(...args);
        } catch (error) {
          if (error instanceof AuthRequestError && (error.code === 'INVALID_TRANSITION' || error.code === 'NOT_FOUND'))
            setEndedBy(error.message);
          throw error;
        }
      },
    []
  );
  const send = useFormSubmit(useMemo(() => ending(sendSandboxCode), [ending]));
  const confirm = useFormSubmit(useMemo(() => ending(confirmSandboxCode), [ending]));

  useEffect(() => {
    if (phase === 'VERIFIED') finishIdentity(purpose, verificationId);
  }, [phase, purpose, verificationId]);

  const onSend = useCallback(
    async (person: SandboxPerson) => {
      const answer = await send.submit(verificationId, person);
      if (answer) setSent({ code: answer.code, deadline: Date.now() + CODE_MS });
    },
    [send, verificationId]
  );

  const onConfirm = useCallback(
    async (code: string) => {
      const answer = await confirm.submit(verificationId, code);
      if (answer) setPhase('VERIFIED');
    },
    [confirm, verificationId]
  );

  const ended = endedBy ?? (phase !== 'PENDING' && phase !== 'VERIFIED' ? ENDED[phase] : null);

  return (
    <div className={styles.frame}>
      <Head>
        <title>휴대폰 본인인증 (테스트) | 라이드마켓</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <header className={styles.bar}>
        <Icon name="shield-check" size={22} />
        <h1 className={styles.title}>휴대폰 본인인증</h1>
        <span className={styles.testBadge}>테스트</span>
      </header>
      <main className={styles.body}>
        {phase === 'VERIFIED' ? (
          <div className={styles.done} role="status">
            <Icon name="circle-check" size={40} />
            <p className={styles.doneTitle}>본인인증이 완료되었어요</p>
            <p className={styles.note}>원래 화면으로 돌아가요.</p>
          </div>
        ) : ended ? (
          <div className={styles.ended}>
            <FormAlert>{ended}</FormAlert>
            <a
              className={styles.closeLink}
              href={IDENTITY_RETURN_PATHS[purpose]}
              onClick={(e) => {
                if (window.opener) {
                  e.preventDefault();
                  window.close();
                }
              }}
            >
              처음 화면으로
            </a>
          </div>
        ) : (
          <>
            <p className={styles.notice}>
              라이드마켓 테스트 환경의 가상 본인인증이에요. 실제 통신사 확인과 문자 발송은 하지 않아요.
            </p>
            {send.formError ? <FormAlert>{send.formError}</FormAlert> : null}
            <SandboxPersonForm busy={send.busy} fieldErrors={send.fieldErrors} locked={sent !== null} onSend={onSend} />
            {sent ? (
              <SandboxCodeStep
                key={sent.deadline}
                code={sent.code}
                deadline={sent.deadline}
                busy={confirm.busy}
                error={confirm.fieldErrors.code}
                onConfirm={onConfirm}
              />
            ) : null}
            {confirm.formError ? <FormAlert>{confirm.formError}</FormAlert> : null}
          </>
        )}
      </main>
    </div>
  );
}
