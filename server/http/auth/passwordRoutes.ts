import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import { confirmPasswordReset, requestPasswordReset } from '../../domain/account/passwordReset';
import { changePassword } from '../../domain/account/passwordChange';
import { withdrawAccount } from '../../domain/account/withdrawal';
import { requireMember } from '../../domain/member/requireMember';
import { signOut } from '../../auth/signIn';
import { clearSessionCookies } from '../../auth/cookies';
import { kickMailDispatch } from '../../mail/mailer';
import { atLeast } from '../../security/timingFloor';
import { emailSchema } from '@/lib/account/email';
import { newPasswordSchema, passwordInputSchema } from '@/lib/account/password';
import type { RestRoute } from '../rest/restTypes';

/** Above the slower path (a token and a mail written): both answers take the same time. */
const RESET_FLOOR_MS = 300;

/** POST /password-reset/request: the same answer whether or not the address has an account. */
const resetRequest: RestRoute = {
  method: 'POST',
  path: '/password-reset/request',
  async handle(ctx) {
    const { email } = parseInput(z.object({ email: emailSchema }), ctx.body);
    await atLeast(
      RESET_FLOOR_MS,
      () => requestPasswordReset(ctx.db, email, { siteUrl: ctx.siteUrl, ip: ctx.ip, now: ctx.options.now }),
      ctx.floorClock
    );
    kickMailDispatch();
    return { json: { ok: true } };
  },
};

/** POST /password-reset/confirm: the new password from the mail's link; this device is signed out too. */
const resetConfirm: RestRoute = {
  method: 'POST',
  path: '/password-reset/confirm',
  async handle(ctx) {
    const { token, password } = parseInput(
      z.object({ token: z.string().max(100), password: newPasswordSchema }),
      ctx.body
    );
    await confirmPasswordReset(ctx.db, token, password, { ip: ctx.ip, now: ctx.options.now });
    ctx.setCookies.push(...clearSessionCookies(ctx.options));
    return { json: { ok: true, next: '/login/account?reset=done' } };
  },
};

/** POST /password: /user/pwd_change (current password required; other devices signed out). */
const change: RestRoute = {
  method: 'POST',
  path: '/password',
  async handle(ctx) {
    const viewer = requireMember(ctx.identity.viewer);
    const input = parseInput(
      z.object({ currentPassword: passwordInputSchema, newPassword: newPasswordSchema }),
      ctx.body
    );
    await changePassword(ctx.db, viewer, input, ctx.options.now);
    return { json: { ok: true } };
  },
};

/** POST /withdraw: 회원 탈퇴 (see withdrawal.ts); the device is signed out. */
const withdraw: RestRoute = {
  method: 'POST',
  path: '/withdraw',
  async handle(ctx) {
    const viewer = requireMember(ctx.identity.viewer);
    const input = parseInput(z.object({ password: z.string().max(256).nullish(), confirm: z.boolean() }), ctx.body);
    await withdrawAccount(ctx.db, viewer, input, ctx.options.now);
    ctx.setCookies.push(...(await signOut(ctx.db, null, ctx.options)));
    return { json: { ok: true, redirect: '/' } };
  },
};

export const passwordRoutes: RestRoute[] = [resetRequest, resetConfirm, change, withdraw];
