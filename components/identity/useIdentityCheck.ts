import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthRequestError } from '@/api/auth';
import { startIdentity, type IdentityPurpose } from './identityApi';
import { isIdentityMessage } from './identityWindow';

const POPUP_NAME = 'ridemarket-identity';
const POPUP_FEATURES = 'width=440,height=780';

/**
 * Starts a phone check and hands its verification id to `onVerified` when the popup reports back.
 * The popup is opened synchronously inside the tap (a window opened after an await is blocked as an
 * unrequested pop-up) and pointed at the check once the server has started it. When no window could
 * be opened, this tab goes to the check itself and comes back with the id in the query.
 */
export function useIdentityCheck(purpose: IdentityPurpose, onVerified: (verificationId: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const callback = useRef(onVerified);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    callback.current = onVerified;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isIdentityMessage(event.data, purpose)) return;
      setBusy(false);
      callback.current(event.data.verificationId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [purpose]);

  const start = useCallback(async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    try {
      const { popupUrl } = await startIdentity(purpose);
      if (popup && !popup.closed) {
        popup.location.href = popupUrl;
        popup.focus();
        // The person may close the popup without finishing: the button works again at once.
        setBusy(false);
      } else {
        window.location.assign(popupUrl);
      }
    } catch (cause) {
      popup?.close();
      setBusy(false);
      setError(
        cause instanceof AuthRequestError ? cause.message : '본인인증을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.'
      );
    }
  }, [busy, purpose]);

  return { start, busy, error };
}
