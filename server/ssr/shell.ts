import type { GetServerSidePropsContext } from 'next';
import { isCrawler, isMobileUserAgent } from '@/lib/crawler';
import type { ShellProps } from '@/lib/shell';
import { resolvePageIdentity } from '../auth/pageIdentity';
import { getDb } from '../db';
import { serverEnv } from '../env';
import { registerServerServices } from './serverServices';

// Importing this module from a page's getServerSideProps registers the server services before the
// wrapper builds the request's store (instrumentation does it too; registering twice is harmless).
registerServerServices();

/**
 * Every server-rendered page starts here: the visitor's identity is resolved once (a lapsed session
 * is refreshed, a first visit gets its anonymous id cookie), and the shell learns who is reading.
 */
export async function prepareShell(context: GetServerSidePropsContext): Promise<ShellProps> {
  const identity = await resolvePageIdentity(await getDb(), context.req, context.res);
  const userAgent = context.req.headers['user-agent'];
  return {
    anonId: identity.anonId,
    isCrawler: isCrawler(userAgent),
    isMobile: isMobileUserAgent(userAgent),
    siteUrl: serverEnv().SITE_URL,
  };
}
