import type { GetServerSidePropsContext } from 'next';
import { isCrawler, isMobileUserAgent } from '@/lib/crawler';
import type { ShellProps } from '@/lib/shell';
import { resolvePageIdentity } from '../auth/pageIdentity';
import { getDb } from '../db';
import { isDemoMode, serverEnv } from '../env';
import { registerServerServices } from './serverServices';

// Importing this module from a page's getServerSideProps registers the server services before the
// wrapper builds the request's business (instrumentation does it too; registering twice is harmless).
registerServerServices();

/**
 * Every server-rendered page starts here (server/ssr/pageLoader.ts): the visitor's identity is
 * resolved once (a lapsed session is refreshed, a first visit gets its anonymous id cookie), and the
 * shell learns who is reading. The viewer's profile comes inside the page's own operation, so here
 * only whether someone is signed in is settled (for member pages, guest pages and error pages).
 */
export async function preparePageShell(
  context: GetServerSidePropsContext,
  { shared = false }: { shared?: boolean } = {}
): Promise<{ shell: ShellProps; signedIn: boolean }> {
  // A shared page (server/ssr/sharedPages.ts) knows no anonymous id: the browser fetches its own.
  const identity = await resolvePageIdentity(await getDb(), context.req, context.res, {}, shared ? 'none' : 'mint');
  return { shell: shellProps(context, identity.anonId), signedIn: identity.viewer !== null };
}

/** The shell of a page rendered without the database (an outage): nobody is known, nothing is issued. */
export function shellWithoutIdentity(context: GetServerSidePropsContext): ShellProps {
  return shellProps(context, null);
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
