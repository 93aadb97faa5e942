import type { GetServerSideProps } from 'next';
import { getDb } from '../db';
import { serverEnv } from '../env';
import { resolveIdentityOptions } from '../auth/identityOptions';
import { appendSetCookies, requestCookies } from '../auth/requestState';
import { prepareViewerShell } from '../ssr/accountPages';
import { wrapper } from '@/store/wrapper';
import { handleOAuthCallback, type OAuthFailure } from './callback';
import { oauthConfig, type SocialProviderKey } from './providers';

export type OAuthCallbackPageProps = { provider: SocialProviderKey; reason: OAuthFailure };

/**
 * getServerSideProps of /registration/redirect_{provider}: a success is a redirect (with the session
 * or sign-up draft cookies); a failure renders the Korean error page with its status (400 for a
 * forged or stale state), and nothing is signed in.
 */
export function oauthCallbackServerSideProps(key: SocialProviderKey): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context) => {
    context.res.setHeader('cache-control', 'private, no-store');
    const options = resolveIdentityOptions();
    const outcome = await handleOAuthCallback(await getDb(), key, {
      query: context.query,
      cookies: requestCookies(context.req, options),
      userAgent: context.req.headers['user-agent'] ?? null,
      options,
      siteUrl: serverEnv().SITE_URL,
      config: oauthConfig(key),
    });
    appendSetCookies(context.res, outcome.setCookies);
    if (outcome.kind !== 'FAILED') return { redirect: { destination: outcome.redirect, permanent: false } };
    const { shell } = await prepareViewerShell(context, store);
    context.res.statusCode = outcome.status;
    return {
      props: { shell, provider: key, reason: outcome.reason } satisfies OAuthCallbackPageProps & { shell: unknown },
    };
  });
}
