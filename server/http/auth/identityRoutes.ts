import { z } from 'zod';
import { parseInput } from '../../domain/parseInput';
import type { IdentityProvider } from '../../domain/identity/identityProvider';
import { identityProviderFromEnv } from '../../domain/identity/providerConfig';
import { bindingHashOf, ensureBinding } from '../../domain/identity/bindingCookie';
import { startVerification } from '../../domain/identity/verifications';
import { confirmSandboxCode, sendSandboxCode } from '../../domain/identity/sandboxCode';
import { sandboxConfirmSchema, sandboxSendSchema } from '../../domain/identity/sandboxProvider';
import { completeProviderVerification } from '../../domain/identity/providerCompletion';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { logger } from '../../logger';
import { DomainError, isDomainError } from '@/lib/errors';
import type { RestContext, RestRoute } from '../rest/restTypes';

const startBody = z.object({ purpose: z.enum(['SIGNUP', 'FIND_ID'], { error: '인증 목적이 올바르지 않아요.' }) });

const OFF_MESSAGE = '지금은 휴대폰 본인인증을 할 수 없어요. 잠시 후 다시 시도해 주세요.';

/** Identity checks of /app/v4/auth; the provider is injected (tests hand in a PortOne adapter on a fake server). */
export function createIdentityRoutes(
  resolveProvider: () => IdentityProvider | null = identityProviderFromEnv
): RestRoute[] {
  const sandboxOnly = () => {
    if (resolveProvider()?.name !== 'sandbox') throw new DomainError('NOT_FOUND', '찾으시는 주소가 없어요.');
  };
  const binding = (ctx: RestContext) => bindingHashOf(ctx.cookies, ctx.options.secret);

  /** POST /identity/start {purpose}: a new check bound to this browser, and the page that runs it. */
  const start: RestRoute = {
    method: 'POST',
    path: '/identity/start',
    async handle(ctx) {
      const { purpose } = parseInput(startBody, ctx.body);
      const provider = resolveProvider();
      // No provider configured (the default outside demo mode): the check does not exist here.
      if (!provider) throw new DomainError('NOT_FOUND', OFF_MESSAGE);
      await enforceRateLimits(ctx.db, [{ rule: RATE_RULES.identityStartPerIp, subject: ctx.ip }]);
      const { bindingHash, setCookie } = ensureBinding(ctx.cookies, ctx.options);
      const row = await startVerification(ctx.db, { purpose, provider: provider.name, bindingHash }, ctx.options.now);
      ctx.setCookies.push(setCookie);
      return { json: { verificationId: row.id, popupUrl: provider.popupPath(row.id) } };
    },
  };

  /** POST /identity/sandbox/send: the simulated SMS (the code is answered for the sandbox page to show). */
  const sandboxSend: RestRoute = {
    method: 'POST',
    path: '/identity/sandbox/send',
    async handle(ctx) {
      sandboxOnly();
      const input = parseInput(sandboxSendSchema, ctx.body);
      return {
        json: await sendSandboxCode(ctx.db, input, { bindingHash: binding(ctx), ip: ctx.ip, now: ctx.options.now }),
      };
    },
  };

  const sandboxConfirm: RestRoute = {
    method: 'POST',
    path: '/identity/sandbox/confirm',
    async handle(ctx) {
      sandboxOnly();
      const input = parseInput(sandboxConfirmSchema, ctx.body);
      return {
        json: await confirmSandboxCode(ctx.db, input, {
          bindingHash: binding(ctx),
          secret: ctx.options.secret,
          now: ctx.options.now,
        }),
      };
    },
  };

  /**
   * GET /identity/portone/complete?identityVerificationId=: the browser is back from PortOne. The
   * result is read from PortOne's API and recorded, then the launcher page shows it and hands it to
   * the window that asked. A navigation, so every outcome is a redirect, never a JSON error.
   */
  const portoneComplete: RestRoute = {
    method: 'GET',
    path: '/identity/portone/complete',
    async handle(ctx) {
      const provider = resolveProvider();
      const id = ctx.url.searchParams.get('identityVerificationId') ?? '';
      if (provider?.name !== 'portone') throw new DomainError('NOT_FOUND', '찾으시는 주소가 없어요.');
      const page = provider.popupPath(id);
      try {
        const result = await completeProviderVerification(ctx.db, provider, id, {
          bindingHash: binding(ctx),
          secret: ctx.options.secret,
          now: ctx.options.now,
        });
        return { redirect: result.status === 'PENDING' ? `${page}?checked=1` : page };
      } catch (error) {
        if (!isDomainError(error))
          logger.error('identity.portone.complete', { error: error instanceof Error ? error.message : String(error) });
        return { redirect: `${page}?checked=1` };
      }
    },
  };

  return [start, sandboxSend, sandboxConfirm, portoneComplete];
}

export const identityRoutes: RestRoute[] = createIdentityRoutes();
