import type { GetServerSideProps } from 'next';
import { PortoneLauncher, type PortoneLauncherProps } from '@/components/identity/PortoneLauncher';
import { wrapper } from '@/store/wrapper';
import { prepareViewerShell } from '@/server/ssr/accountPages';
import { serverEnv } from '@/server/env';
import { identityProviderName } from '@/server/domain/identity/providerConfig';
import { verificationPageState } from '@/server/domain/identity/pageState';

/**
 * The PortOne check's popup: launches PortOne's SDK, and is also where PortOne sends a phone browser
 * back. Coming back from PortOne is a cross-site navigation, which the REST surface refuses; this
 * page then moves on to /app/v4/auth/identity/portone/complete itself, as a same-site navigation.
 */
export default function PortoneIdentityPage(props: PortoneLauncherProps) {
  return <PortoneLauncher {...props} />;
}

// Keeps its own getServerSideProps: the popup's state is read from the verification row and its cookie.
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const env = serverEnv();
  if (identityProviderName(env) !== 'portone' || !env.PORTONE_STORE_ID || !env.PORTONE_CHANNEL_KEY)
    return { notFound: true };
  const verificationId = String(context.params?.id ?? '');
  const { shell } = await prepareViewerShell(context, store);
  context.res.setHeader('cache-control', 'private, no-store');
  const { state, purpose } = await verificationPageState(context.req, verificationId, 'portone');
  if (state === 'MISSING') context.res.statusCode = 404;
  const props: PortoneLauncherProps = {
    verificationId,
    purpose,
    state,
    storeId: env.PORTONE_STORE_ID,
    channelKey: env.PORTONE_CHANNEL_KEY,
    redirectUrl: `${env.SITE_URL.replace(/\/+$/, '')}/identity/portone/${encodeURIComponent(verificationId)}`,
    returned: typeof context.query.identityVerificationId === 'string',
    checked: context.query.checked === '1',
  };
  return { props: { shell, ...props } };
});
