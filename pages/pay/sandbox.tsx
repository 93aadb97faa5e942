import type { GetServerSideProps } from 'next';
import { SandboxCheckoutScreen, type SandboxCheckoutProps } from '@/components/checkout/SandboxCheckoutScreen';
import { loginHref } from '@/lib/account/returnUrl';
import { wrapper } from '@/store/wrapper';
import { requestState } from '@/server/auth/requestState';
import { getDb } from '@/server/db';
import { isDemoMode, serverEnv } from '@/server/env';
import { prepareViewerShell } from '@/server/ssr/accountPages';
import { sandboxCheckoutView, sandboxReturnPath } from '@/server/ssr/sandboxCheckout';

/** The sandbox payment provider's checkout window (absent without DEMO_MODE=on, as in production). */
export default function SandboxCheckoutPage(props: SandboxCheckoutProps) {
  return <SandboxCheckoutScreen {...props} />;
}

// Keeps its own getServerSideProps: the window's state is the sandbox's payment row, not a service operation.
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  if (!isDemoMode()) return { notFound: true };
  const { shell, signedIn } = await prepareViewerShell(context, store);
  if (!signedIn) return { redirect: { destination: loginHref(context.resolvedUrl), permanent: false } };
  context.res.setHeader('cache-control', 'private, no-store');
  const userId = requestState(context.req).page?.viewer?.userId;
  const paymentId = typeof context.query.paymentId === 'string' ? context.query.paymentId.slice(0, 80) : '';
  const payment = userId && paymentId ? await sandboxCheckoutView(await getDb(), paymentId, userId) : null;
  const returnPath = sandboxReturnPath(context.query.redirect, serverEnv().SITE_URL);
  if (!payment || !returnPath) context.res.statusCode = 404;
  return { props: { shell, payment, returnPath } };
});
