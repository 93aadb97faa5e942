import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import { findDraft } from '../../domain/account/signupDraft';
import { clearSignupDraftCookie, signupDraftToken } from '../../domain/account/draftCookie';
import { attachIdentityToDraft } from '../../domain/identity/draftIdentity';
import { bindingHashOf } from '../../domain/identity/bindingCookie';
import { signIn } from '../../auth/signIn';
import { DomainError } from '@/lib/errors';
import type { RestRoute } from '../rest/restTypes';

const body = z.object({
  verificationId: z.string({ error: '인증 정보가 없어요.' }).min(1, '인증 정보가 없어요.').max(64),
});

export const DRAFT_MISSING_MESSAGE = '가입 정보가 만료되었어요. 처음부터 다시 시작해 주세요.';

/**
 * POST /app/v4/auth/registration/identity {verificationId}: the phone step of a sign-up (the draft
 * of the `reg` cookie). Answers `{ existing }` for a person who already has an account, else where
 * to go next: the email form, or (Kakao, Naver) the friend-code step of the account opened now and
 * signed in, with the finished draft's cookie cleared.
 */
const registrationIdentity: RestRoute = {
  method: 'POST',
  path: '/registration/identity',
  async handle(ctx) {
    const { verificationId } = parseInput(body, ctx.body);
    const now = ctx.options.now;
    const draft = await findDraft(ctx.db, signupDraftToken(ctx.cookies, ctx.options.secret), now);
    if (!draft) throw new DomainError('INVALID_TRANSITION', DRAFT_MISSING_MESSAGE, { draft: DRAFT_MISSING_MESSAGE });
    const result = await attachIdentityToDraft(ctx.db, draft, verificationId, {
      bindingHash: bindingHashOf(ctx.cookies, ctx.options.secret),
      now,
    });
    if (result.kind === 'EXISTING') return { json: { existing: result.existing } };
    if (result.kind === 'EMAIL_FORM') return { json: { next: '/registration/user' } };
    ctx.setCookies.push(
      ...(await signIn(ctx.db, result.userId, { userAgent: ctx.userAgent, options: ctx.options })),
      clearSignupDraftCookie(ctx.options)
    );
    return { json: { next: '/registration/friend_code' } };
  },
};

export const registrationIdentityRoutes: RestRoute[] = [registrationIdentity];
