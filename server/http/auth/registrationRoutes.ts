import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import {
  agreeOnDraft,
  consentsSchema,
  findDraft,
  startEmailDraft,
  type SignupDraft,
} from '../../domain/account/signupDraft';
import { clearSignupDraftCookie, signupDraftCookie, signupDraftToken } from '../../domain/account/draftCookie';
import { completeEmailSignup, resendSignupMail, submitEmailSignup } from '../../domain/account/emailSignup';
import { normalizeReferralCode, REFERRAL_CODE } from '../../domain/account/referralCode';
import { signIn } from '../../auth/signIn';
import { kickMailDispatch } from '../../mail/mailer';
import { atLeast } from '../../security/timingFloor';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { emailSchema, maskEmail } from '@/lib/account/email';
import { newPasswordSchema } from '@/lib/account/password';
import { nicknameSchema } from '@/lib/account/nickname';
import type { RestContext, RestRoute } from '../rest/restTypes';

/** Longer than an argon2 hash plus a mail insert on this machine: both answers of the form take it. */
const SIGNUP_FLOOR_MS = 400;

const startBody = consentsSchema.extend({
  flow: z.enum(['email', 'social']).default('email'),
  friendCode: z.string().max(32).nullish(),
});

async function currentDraft(ctx: RestContext): Promise<SignupDraft | null> {
  return findDraft(ctx.db, signupDraftToken(ctx.cookies, ctx.options.secret), ctx.options.now);
}

export async function requireDraft(ctx: RestContext): Promise<SignupDraft> {
  const draft = await currentDraft(ctx);
  if (!draft) throw new DomainError('NOT_FOUND', '가입 정보가 만료되었어요. 처음부터 다시 시작해 주세요.');
  return draft;
}

/**
 * POST /registration/start: the terms step. An email sign-up starts its draft here; a Kakao or
 * Naver sign-up (flow=social) records the consents on the draft its login made.
 */
const start: RestRoute = {
  method: 'POST',
  path: '/registration/start',
  async handle(ctx) {
    const input = parseInput(startBody, ctx.body);
    if (ctx.identity.viewer) throw new DomainError('CONFLICT', '이미 로그인되어 있어요.');
    if (input.flow === 'social') {
      const draft = await currentDraft(ctx);
      if (!draft || draft.kind === 'EMAIL')
        throw new DomainError('NOT_FOUND', '소셜 로그인 정보가 만료되었어요. 처음부터 다시 시작해 주세요.');
      await agreeOnDraft(ctx.db, draft, input, ctx.options.now);
      return { json: { ok: true, next: '/registration/phone_redirect' } };
    }
    await enforceRateLimits(ctx.db, [{ rule: RATE_RULES.signupDraftPerIp, subject: ctx.ip }]);
    const friendCode = input.friendCode ? normalizeReferralCode(input.friendCode) : null;
    const { token } = await startEmailDraft(
      ctx.db,
      { consents: input, friendCode: friendCode && REFERRAL_CODE.test(friendCode) ? friendCode : null },
      ctx.options.now
    );
    ctx.setCookies.push(signupDraftCookie(token, ctx.options));
    return { json: { ok: true, next: '/registration/phone_redirect' } };
  },
};

const formBody = z
  .object({ email: emailSchema, password: newPasswordSchema, nickname: nicknameSchema })
  .superRefine((form, zctx) => {
    const local = form.email.split('@')[0];
    if (local.length >= 4 && form.password.toLowerCase().includes(local)) {
      zctx.addIssue({ code: 'custom', path: ['password'], message: '비밀번호에 이메일 아이디를 넣지 말아 주세요.' });
    }
  });

/** POST /registration/user: the email form; the verification mail is queued (see emailSignup.ts). */
const submitForm: RestRoute = {
  method: 'POST',
  path: '/registration/user',
  async handle(ctx) {
    const form = parseInput(formBody, ctx.body);
    const draft = await requireDraft(ctx);
    const links = { siteUrl: ctx.siteUrl, now: ctx.options.now, ip: ctx.ip };
    await atLeast(SIGNUP_FLOOR_MS, () => submitEmailSignup(ctx.db, draft, form, links), ctx.floorClock);
    kickMailDispatch();
    return { json: { ok: true, next: '/registration/redirect/email', maskedEmail: maskEmail(form.email) } };
  },
};

/** POST /registration/resend: 메일 다시 보내기. */
const resend: RestRoute = {
  method: 'POST',
  path: '/registration/resend',
  async handle(ctx) {
    const draft = await requireDraft(ctx);
    await atLeast(
      SIGNUP_FLOOR_MS,
      () => resendSignupMail(ctx.db, draft, { siteUrl: ctx.siteUrl, now: ctx.options.now, ip: ctx.ip }),
      ctx.floorClock
    );
    kickMailDispatch();
    return { json: { ok: true } };
  },
};

/**
 * POST /registration/email/complete: the 가입 완료하기 button of the mail's link page, with the
 * link's token in the body. The draft becomes the account (once: see completeEmailSignup) and this
 * browser is signed in as it, whichever device opened the mail. Being a same-origin JSON POST, a
 * mail scanner that fetches the link, or another site, can't do it on the person's behalf.
 */
const completeByMail: RestRoute = {
  method: 'POST',
  path: '/registration/email/complete',
  async handle(ctx) {
    const { token } = parseInput(z.object({ token: z.string().min(1).max(100) }), ctx.body);
    const userId = await completeEmailSignup(ctx.db, token, ctx.options.now);
    ctx.setCookies.push(
      ...(await signIn(ctx.db, userId, { userAgent: ctx.userAgent, options: ctx.options })),
      clearSignupDraftCookie(ctx.options)
    );
    return { json: { ok: true, next: '/registration/user/friend_code' } };
  },
};

/** POST /registration/cancel: 처음부터 다시 (forgets this browser's draft). */
const cancel: RestRoute = {
  method: 'POST',
  path: '/registration/cancel',
  async handle(ctx) {
    ctx.setCookies.push(clearSignupDraftCookie(ctx.options));
    return { json: { ok: true, next: '/registration/provision' } };
  },
};

export const registrationRoutes: RestRoute[] = [start, submitForm, resend, completeByMail, cancel];
