import type { GetServerSidePropsContext } from 'next';
import { isCrawler, isMobileUserAgent } from '@/lib/crawler';
import type { ShellProps } from '@/lib/shell';
import { resolvePageIdentity } from '../auth/pageIdentity';
import { getDb } from '../db';
import { isDemoMode, serverEnv } from '../env';
import type { AppStore } from '@/store/store';
import { setUser } from '@/store/userSlice';
import { loadViewer } from '@/store/viewerThunks';
import { loginHref } from '@/lib/account/returnUrl';
import { registerServerServices } from './serverServices';

// Importing this module from a page's getServerSideProps registers the server services before the
// wrapper builds the request's store (instrumentation does it too; registering twice is harmless).
registerServerServices();

/**
 * Every server-rendered page starts here: the visitor's identity is resolved once (a lapsed session
 * is refreshed, a first visit gets its anonymous id cookie), and the shell learns who is reading.
 * Given the page's store, it also puts the signed-in member (or nobody) into the user slice, so the
 * header, the tab bar and member actions render right in the server's HTML.
 */
export async function prepareShell(context: GetServerSidePropsContext, store?: AppStore): Promise<ShellProps> {
  const { shell, signedIn } = await preparePageShell(context);
  if (store) {
    if (signedIn) await store.dispatch(loadViewer());
    else store.dispatch(setUser({}));
  }
  return shell;
}

/**
 * The identity and shell of a page whose own operation brings the viewer (server/ssr/pageLoader.ts):
 * no viewer query here, only whether someone is signed in (for member pages and error pages).
 */
export async function preparePageShell(context: GetServerSidePropsContext): Promise<{ shell: ShellProps; signedIn: boolean }> {
  const identity = await resolvePageIdentity(await getDb(), context.req, context.res);
  return { shell: shellProps(context, identity.anonId), signedIn: identity.viewer !== null };
}

function shellProps(context: GetServerSidePropsContext, anonId: string | null): ShellProps {
  const userAgent = context.req.headers['user-agent'];
  return {
    anonId,
    isCrawler: isCrawler(userAgent),
    isMobile: isMobileUserAgent(userAgent),
    siteUrl: serverEnv().SITE_URL,
    demoMode: isDemoMode(),
  };
}

export type MemberShell = { shell: ShellProps } | { redirect: { destination: string; permanent: false } };

/**
 * The start of a member page (/user/…): as prepareShell, and a visitor is sent to the login page,
 * which brings them back here afterwards (ARCHITECTURE.md convention 3).
 */
export async function prepareMemberShell(context: GetServerSidePropsContext, store: AppStore): Promise<MemberShell> {
  const shell = await prepareShell(context, store);
  if (!store.getState().user.isLogin) {
    return { redirect: { destination: loginHref(context.resolvedUrl), permanent: false } };
  }
  return { shell };
}
