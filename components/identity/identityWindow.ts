import type { IdentityPurpose } from './identityApi';

/**
 * How a finished check gets back to the page that asked for it. The check runs in a popup of our
 * own origin; on success it posts the verification id to its opener (target origin: ours only, so
 * no other site's window can receive it) and closes. Without an opener (the popup was blocked and
 * the check ran in this tab, or an in-app browser dropped the opener) it goes back to the asking
 * page with the id in the query, and that page continues from there.
 */
export const IDENTITY_MESSAGE = 'ridemarket:identity-verified';

export const IDENTITY_RETURN_PATHS: Record<IdentityPurpose, string> = {
  SIGNUP: '/registration/phone_redirect',
  FIND_ID: '/find_id',
};

export type IdentityMessage = { type: typeof IDENTITY_MESSAGE; purpose: IdentityPurpose; verificationId: string };

export function isIdentityMessage(data: unknown, purpose: IdentityPurpose): data is IdentityMessage {
  const message = data as Partial<IdentityMessage> | null;
  return (
    !!message &&
    message.type === IDENTITY_MESSAGE &&
    message.purpose === purpose &&
    typeof message.verificationId === 'string'
  );
}

export function finishIdentity(purpose: IdentityPurpose, verificationId: string): void {
  const back = `${IDENTITY_RETURN_PATHS[purpose]}?verificationId=${encodeURIComponent(verificationId)}`;
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    const message: IdentityMessage = { type: IDENTITY_MESSAGE, purpose, verificationId };
    opener.postMessage(message, window.location.origin);
    window.close();
    // A browser that refuses to close this window (it was not opened by a script) still moves on.
    window.setTimeout(() => window.location.replace(back), 400);
    return;
  }
  window.location.replace(back);
}
