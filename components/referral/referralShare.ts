import { groupDigits } from '@/lib/digits';
/**
 * Sharing my invitation code: the phone's share sheet (Web Share API) where there is one, and
 * copying to the clipboard everywhere else (desktop browsers, in-app browsers without share).
 */

/** The link a friend opens: sign-up, with my code carried into the friend-code step. */
export function inviteLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/registration/provision?friendCode=${encodeURIComponent(code)}`;
}

export type InviteMessage = { title: string; text: string };

/** What the friend receives: the reward, the code, and the link (inside the text, where every app keeps it). */
export function inviteMessage(code: string, link: string, inviteePoint: number | null): InviteMessage {
  const reward = inviteePoint ? ` 가입하고 초대 코드를 등록하면 ${groupDigits(inviteePoint)}P를 받아요.` : '';
  return {
    title: '라이드마켓 친구 초대',
    text: `라이드마켓에서 자전거·스키 장비를 비교하고 렌탈해 보세요.${reward}\n초대 코드: ${code}\n${link}`,
  };
}

/** The parts of `navigator` this module uses, so tests can hand in their own. */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** Puts text on the clipboard; falls back to a selected hidden textarea where the API is missing. */
export async function copyText(
  nav: ShareNavigator,
  text: string,
  doc: Document | null = typeof document === 'undefined' ? null : document
): Promise<boolean> {
  try {
    if (nav.clipboard) {
      await nav.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no user gesture, an embedding frame): try the old way below.
  }
  if (!doc) return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The share sheet first; closing it is the person's choice (cancelled), not a failure. Any other
 * refusal, or no share sheet at all, copies the message instead so the button always does something.
 */
export async function shareOrCopy(
  nav: ShareNavigator,
  message: InviteMessage,
  doc?: Document | null
): Promise<ShareOutcome> {
  if (nav.share && (!nav.canShare || nav.canShare(message))) {
    try {
      await nav.share(message);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(nav, message.text, doc)) ? 'copied' : 'failed';
}
