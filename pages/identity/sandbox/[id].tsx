import type { GetServerSideProps } from 'next';
import { SandboxCarrierScreen, type SandboxPageState } from '@/components/identity/SandboxCarrierScreen';
import type { IdentityPurpose } from '@/components/identity/identityApi';
import { wrapper } from '@/store/wrapper';
import { prepareViewerShell } from '@/server/ssr/accountPages';
import { isSandboxEnabled } from '@/server/domain/identity/providerConfig';
import { verificationPageState } from '@/server/domain/identity/pageState';

type Props = { verificationId: string; purpose: IdentityPurpose; state: SandboxPageState };

/** The sandbox identity provider's popup (absent when the sandbox is off, as in production). */
export default function SandboxIdentityPage(props: Props) {
  return <SandboxCarrierScreen {...props} />;
}

// Keeps its own getServerSideProps: the popup's state is read from the verification row and its cookie.
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  if (!isSandboxEnabled()) return { notFound: true };
  const verificationId = String(context.params?.id ?? '');
  const { shell } = await prepareViewerShell(context, store);
  context.res.setHeader('cache-control', 'private, no-store');
  const { state, purpose } = await verificationPageState(context.req, verificationId, 'sandbox');
  if (state === 'MISSING') context.res.statusCode = 404;
  return { props: { shell, verificationId, purpose, state } };
});
