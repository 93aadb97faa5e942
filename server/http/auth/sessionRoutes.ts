import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import { loginWithPassword } from '../../domain/account/passwordLogin';
import { signIn, signOut } from '../../auth/signIn';
import { emailSchema } from '@/lib/account/email';
import { passwordInputSchema } from '@/lib/account/password';
import { safeReturnUrl } from '@/lib/account/returnUrl';
import type { RestRoute } from '../rest/restTypes';

const loginBody = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  returnUrl: z.string().max(2048).nullish(),
});

/** POST /app/v4/auth/login: email and password → session cookies, and where to go next. */
const login: RestRoute = {
  method: 'POST',
  path: '/login',
  async handle(ctx) {
    const input = parseInput(loginBody, ctx.body);
    const userId = await loginWithPassword(ctx.db, input, { ip: ctx.ip, now: ctx.options.now });
    ctx.setCookies.push(...(await signIn(ctx.db, userId, { userAgent: ctx.userAgent, options: ctx.options })));
    return { json: { ok: true, redirect: safeReturnUrl(input.returnUrl, '/user/my_page') } };
  },
};

/** POST /app/v4/auth/logout: revokes this device's session on the server and expires its cookies. */
const logout: RestRoute = {
  method: 'POST',
  path: '/logout',
  async handle(ctx) {
    ctx.setCookies.push(...(await signOut(ctx.db, ctx.identity.viewer?.sessionId ?? null, ctx.options)));
    return { json: { ok: true, redirect: '/' } };
  },
};

/**
 * POST /app/v4/auth/visitor: this browser's anonymous id, minted (with its sealed cookie) on the first
 * call. Shared pages carry no anonymous id (server/ssr/sharedPages.ts); the app asks here after
 * hydration, for analytics and surveys (components/shell/useVisitorAnonId.ts). Never cached: every
 * answer of this router is no-store.
 */
const visitor: RestRoute = {
  method: 'POST',
  path: '/visitor',
  async handle(ctx) {
    return { json: { anonId: ctx.identity.anonId } };
  },
};

export const sessionRoutes: RestRoute[] = [login, logout, visitor];
