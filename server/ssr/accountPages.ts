import type { GetServerSidePropsContext } from 'next';
import { safeReturnUrl } from '@/lib/account/returnUrl';
import type { AppStore } from '@/store/store';
import { prepareShell } from './shell';
import type { ShellProps } from '@/lib/shell';

/** The first query value as a string (Next gives string | string[] | undefined). */
export function queryString(context: GetServerSidePropsContext, key: string): string | null {
  const value = context.query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

export type GuestShell = { shell: ShellProps; returnUrl: string | null } | { redirect: { destination: string; permanent: false } };

/**
 * The start of a login or sign-up page: a member who is already signed in has nothing to do here
 * and goes where they were headed (or to my page); a visitor gets the page with its safe returnUrl.
 */
export async function prepareGuestShell(context: GetServerSidePropsContext, store: AppStore): Promise<GuestShell> {
  const shell = await prepareShell(context, store);
  const raw = queryString(context, 'returnUrl');
  // No (usable) way back: after logging in the member lands on my page.
  const returnUrl = raw ? safeReturnUrl(raw, '') || null : null;
  if (store.getState().user.isLogin) return { redirect: { destination: returnUrl ?? '/user/my_page', permanent: false } };
  return { shell, returnUrl };
}
