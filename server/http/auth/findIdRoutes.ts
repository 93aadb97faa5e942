import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import { findAccountsByVerification } from '../../domain/identity/findId';
import { bindingHashOf } from '../../domain/identity/bindingCookie';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import type { RestRoute } from '../rest/restTypes';

const body = z.object({
  verificationId: z.string({ error: '인증 정보가 없어요.' }).min(1, '인증 정보가 없어요.').max(64),
});

/**
 * POST /app/v4/auth/find-id {verificationId}: the accounts of the person a finished FIND_ID check
 * of this browser proved (masked email, sign-up method, joined date). Nothing is answered before a
 * phone check, so the page can't be used to learn whether someone is a member.
 */
const findId: RestRoute = {
  method: 'POST',
  path: '/find-id',
  async handle(ctx) {
    const { verificationId } = parseInput(body, ctx.body);
    await enforceRateLimits(ctx.db, [{ rule: RATE_RULES.findIdPerIp, subject: ctx.ip }]);
    const accounts = await findAccountsByVerification(ctx.db, verificationId, {
      bindingHash: bindingHashOf(ctx.cookies, ctx.options.secret),
      now: ctx.options.now,
    });
    return { json: { accounts } };
  },
};

export const findIdRoutes: RestRoute[] = [findId];
