/**
 * Shared pieces of the account pages (login, sign-up, identity popups, OAuth callbacks) and of the
 * pages that do their own server work and so keep a getServerSideProps of their own: the same
 * policy as server/ssr/pageLoader.ts (guest pages send a signed-in member on; the viewer is asked
 * for alone, and only when someone is signed in).
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { safeReturnUrl } from '@/lib/account/returnUrl';
import type { ShellProps } from '@/lib/shell';
import type { AppStore } from '@/store/store';
import { loadViewer } from '@/store/viewerThunks';
import { wrapper } from '@/store/wrapper';
import { requestState } from '../auth/requestState';
import { preparePageShell } from './shell';

/** The first query value as a string (Next gives string | string[] | undefined). */
export function queryString(context: Pick<GetServerSidePropsContext, 'query'>, key: string): string | null {
  const value = context.query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

/** A login or sign-up page's way back, when it is one of ours (null: after logging in, my page). */
export function guestReturnUrl(raw: string | null | undefined): string | null {
  return raw ? safeReturnUrl(raw, '') || null : null;
}

/** Where a signed-in member who opens a login or sign-up page goes instead: where they were headed, or my page. */
export function guestRedirect(context: Pick<GetServerSidePropsContext, 'query'>): {
  redirect: { destination: string; permanent: false };
} {
  return {
    redirect: { destination: guestReturnUrl(queryString(context, 'returnUrl')) ?? '/user/my_page', permanent: false },
  };
}

/**
 * The start of a public page with its own server work (an identity popup, a mail's link, an OAuth
 * failure): identity and shell, and the viewer alone when someone is signed in, as pageLoader does
 * for a page without data of its own. A failed viewer query only leaves the header signed out.
 */
export async function prepareViewerShell(
  context: GetServerSidePropsContext,
  store: AppStore
): Promise<{ shell: ShellProps; signedIn: boolean }> {
  const page = await preparePageShell(context);
  if (page.signedIn) await store.dispatch(loadViewer());
  return page;
}

/**
 * getServerSideProps of a sign-up step that reads its draft (and may send the person to another
 * step): a signed-in member goes on as from every guest page; a visitor gets `run` with the shell.
 * A visitor has no viewer to ask for, so the step's own work is all the page costs.
 */
export function guestServerSideProps<P extends { shell: ShellProps }>(
  run: (context: GetServerSidePropsContext, shell: ShellProps) => Promise<GetServerSidePropsResult<P>>
): GetServerSideProps<P> {
  return wrapper.getServerSideProps(() => async (context) => {
    const { shell, signedIn } = await preparePageShell(context);
    if (signedIn) return guestRedirect(context);
    return run(context, shell);
  });
}

/**
 * A definition's `load` that has work of its own (a header) but no data: the viewer alone, only
 * when someone is signed in, as pageLoader's default; answers nothing, so a failed viewer query only
 * leaves the header signed out.
 */
export async function loadSignedInViewer(
  store: AppStore,
  context: Pick<GetServerSidePropsContext, 'req'>
): Promise<void> {
  // resolvePageIdentity (in preparePageShell) settled the request's viewer before any load runs.
  if (requestState(context.req).page?.viewer) await store.dispatch(loadViewer());
}
