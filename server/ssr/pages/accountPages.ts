/**
 * The login pages (guest: a signed-in member goes on to the returnUrl or my page), the finding of
 * an id, and the app's empty page. None has data of its own: a visitor costs no operation at all.
 */
import { z } from 'zod';
import { isVerificationId } from '@/server/domain/identity/verifications';
import { enabledSocialProviders } from '@/server/oauth/providers';
import { guestReturnUrl, loadSignedInViewer } from '../accountPages';
import { definePage } from '../pageLoader';
import { optionalQueryValue } from './routeParams';

/** /login: the ways to log in this server offers, and the way back afterwards. */
export const loginPage = definePage({
  params: z.object({ returnUrl: optionalQueryValue }),
  access: 'guest',
  fills: [],
  props: ({ returnUrl }) => ({ returnUrl: guestReturnUrl(returnUrl), socialProviders: enabledSocialProviders() }),
});

/** /login/account: email login; ?reset=done after a password reset says so. */
export const emailLoginPage = definePage({
  params: z.object({ returnUrl: optionalQueryValue, reset: optionalQueryValue }),
  access: 'guest',
  fills: [],
  props: ({ returnUrl, reset }) => ({
    returnUrl: guestReturnUrl(returnUrl),
    notice: reset === 'done' ? ('reset' as const) : null,
  }),
});

/**
 * /find_id: open to everyone. The identity popup's result comes back in the URL (?verificationId),
 * so the page is this browser's own and no cache keeps it.
 */
export const findIdPage = definePage({
  params: z.object({ verificationId: optionalQueryValue }),
  fills: ['user', 'badge'],
  load: async (business, _params, context) => {
    context.res.setHeader('cache-control', 'private, no-store');
    await loadSignedInViewer(business, context);
  },
  props: ({ verificationId }) => ({ returnedVerificationId: isVerificationId(verificationId) ? verificationId : null }),
});

/**
 * /healthz, the app's empty page: the whole SSR stack (identity, store, shell) with no data. Load
 * balancers probe it and the SSR benchmark measures it; a visitor costs no operation.
 */
export const healthPage = definePage({ params: z.object({}), fills: ['user', 'badge'] });
