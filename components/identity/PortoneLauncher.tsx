import Head from 'next/head';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import type { IdentityPurpose } from './identityApi';
import { finishIdentity } from './identityWindow';
import type { SandboxPageState } from './SandboxCarrierScreen';
import styles from './SandboxCarrier.module.css';

/** PortOne's browser SDK, loaded from PortOne itself (it is their check screen, not our code). */
const SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

type PortOneSdk = { requestIdentityVerification(request: Record<string, string>): Promise<unknown> };

export type PortoneLauncherProps = {
  verificationId: string;
  purpose: IdentityPurpose;
  state: SandboxPageState;
  storeId: string;
  channelKey: string;
  /** Where PortOne sends a phone browser back (this page), after its own screens. */
  redirectUrl: string;
  /** Back from PortOne's redirect: the result still has to be read from PortOne's API. */
  returned: boolean;
  /** The API was asked and had no answer yet (or failed): offer a retry instead of looping. */
  checked: boolean;
};

function loadSdk(): Promise<PortOneSdk> {
  const existing = (window as unknown as { PortOne?: PortOneSdk }).PortOne;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => {
      const sdk = (window as unknown as { PortOne?: PortOneSdk }).PortOne;
      if (sdk) resolve(sdk);
      else reject(new Error('PortOne SDK missing'));
    };
    script.onerror = () => reject(new Error('PortOne SDK could not load'));
    document.head.appendChild(script);
  });
}

/**
 * The PortOne identity check, in our popup: runs PortOne's SDK with our verification id, then lets
 * the server read the outcome from PortOne's API (/identity/portone/complete), which brings the
 * browser back here to hand the result to the page that asked, as the sandbox does.
 */
export function PortoneLauncher({
  verificationId,
  purpose,
  state,
  storeId,
  channelKey,
  redirectUrl,
  returned,
  checked,
}: PortoneLauncherProps) {
  const [error, setError] = useState<string | null>(
    checked ? '인증 결과를 아직 확인하지 못했어요. 다시 시도해 주세요.' : null
  );
  const completeUrl = `/app/v4/auth/identity/portone/complete?identityVerificationId=${encodeURIComponent(verificationId)}`;

  const launch = useCallback(async () => {
    setError(null);
    try {
      const sdk = await loadSdk();
      await sdk.requestIdentityVerification({
        storeId,
        identityVerificationId: verificationId,
        channelKey,
        redirectUrl,
      });
      window.location.replace(completeUrl);
    } catch {
      setError('본인인증 화면을 열지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  }, [channelKey, completeUrl, redirectUrl, storeId, verificationId]);

  useEffect(() => {
    if (state === 'VERIFIED') finishIdentity(purpose, verificationId);
    else if (state === 'PENDING' && returned && !checked) window.location.replace(completeUrl);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- launch's setError(null) changes nothing here: error starts null when !checked
    else if (state === 'PENDING' && !checked) void launch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the state is the server's answer for this render
  }, []);

  const ended =
    state === 'FAILED'
      ? '본인인증에 실패했어요. 처음 화면에서 다시 인증해 주세요.'
      : state === 'EXPIRED'
        ? '인증 시간이 지났어요. 처음 화면에서 다시 인증해 주세요.'
        : state === 'MISSING'
          ? '인증 요청을 찾을 수 없어요. 처음 화면에서 다시 인증해 주세요.'
          : null;

  return (
    <div className={styles.frame}>
      <Head>
        <title>휴대폰 본인인증 | 라이드마켓</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <header className={styles.bar}>
        <Icon name="shield-check" size={22} />
        <h1 className={styles.title}>휴대폰 본인인증</h1>
      </header>
      <main className={styles.body}>
        {ended ? <FormAlert>{ended}</FormAlert> : null}
        {!ended && error ? (
          <>
            <FormAlert>{error}</FormAlert>
            <SubmitButton type="button" onClick={() => void launch()}>
              다시 시도
            </SubmitButton>
          </>
        ) : null}
        {!ended && !error ? (
          <p className={styles.note} role="status">
            본인인증 화면을 여는 중이에요…
          </p>
        ) : null}
      </main>
    </div>
  );
}
