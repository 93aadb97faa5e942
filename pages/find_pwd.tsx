import type { GetServerSideProps } from 'next';
import { FindPasswordScreen, type FindPasswordProps } from '@/components/account/FindPasswordScreen';
import { wrapper } from '@/store/wrapper';
import { getDb } from '@/server/db';
import { isResetTokenLive } from '@/server/domain/account/passwordReset';
import { prepareViewerShell, queryString } from '@/server/ssr/accountPages';

export default function FindPasswordPage(props: FindPasswordProps) {
  return <FindPasswordScreen {...props} />;
}

// Keeps its own getServerSideProps: the mail's token decides the page (its check is a database read).
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  // Open to members too: someone signed in on a phone may reset a forgotten password from a mail.
  const { shell } = await prepareViewerShell(context, store);
  const token = queryString(context, 'token');
  if (!token) return { props: { shell, mode: 'request' } };
  const live = await isResetTokenLive(await getDb(), token, new Date());
  // The token stays out of the page's own links and referrers once it has been read.
  context.res.setHeader('Referrer-Policy', 'no-referrer');
  return { props: live ? { shell, mode: 'reset', token } : { shell, mode: 'expired' } };
});
