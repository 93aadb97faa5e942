import { z } from 'zod';
import { logger } from '../../logger';
import type { IdentityProvider, ProviderOutcome } from './identityProvider';

/**
 * PortOne V2 identity verification. The browser runs PortOne's SDK on our launcher page
 * (/identity/portone/{id}) with our verification id; when it comes back we ask PortOne's API what
 * happened: `GET {base}/identity-verifications/{id}` with `Authorization: PortOne {API secret}`.
 * Only that server-to-server answer is believed, never the query string the browser returns with.
 */
export type PortoneConfig = {
  apiBase: string;
  apiSecret: string;
  /** Public values the launcher page hands PortOne's browser SDK. */
  storeId: string;
  channelKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const verifiedCustomer = z.object({
  name: z.string().min(1),
  phoneNumber: z.string().optional(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Absent for some channels (KG이니시스 via Kakao): without it we can't tell one person from another. */
  ci: z.string().min(1).optional(),
});

const answer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('VERIFIED'), id: z.string(), verifiedCustomer }),
  z.object({
    status: z.literal('FAILED'),
    id: z.string(),
    failure: z.object({ reason: z.string().optional(), pgMessage: z.string().optional() }).optional(),
  }),
  z.object({ status: z.literal('READY'), id: z.string() }),
]);

export function createPortoneProvider(config: PortoneConfig): IdentityProvider {
  const doFetch = config.fetch ?? fetch;
  return {
    name: 'portone',
    popupPath: (verificationId) => `/identity/portone/${encodeURIComponent(verificationId)}`,
    async fetchOutcome(verificationId: string): Promise<ProviderOutcome> {
      const url = new URL(
        `identity-verifications/${encodeURIComponent(verificationId)}`,
        config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`
      );
      const response = await doFetch(url, {
        headers: { authorization: `PortOne ${config.apiSecret}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      // PortOne answers 404 IDENTITY_VERIFICATION_NOT_FOUND for a check it never saw: the person
      // closed the window before starting, or someone made the id up.
      if (response.status === 404) return { status: 'FAILED', reason: 'NOT_FOUND' };
      if (!response.ok) throw new Error(`PortOne identity-verifications answered ${response.status}`);
      const parsed = answer.safeParse(await response.json());
      if (!parsed.success)
        throw new Error(`PortOne identity-verifications: unexpected answer (${parsed.error.issues[0]?.message})`);
      const body = parsed.data;
      if (body.id !== verificationId) throw new Error('PortOne identity-verifications: answer for another id');
      if (body.status === 'READY') return { status: 'PENDING' };
      if (body.status === 'FAILED')
        return { status: 'FAILED', reason: body.failure?.reason ?? body.failure?.pgMessage ?? 'FAILED' };
      const customer = body.verifiedCustomer;
      if (!customer.ci) {
        logger.error('identity.portone.no_ci', { verificationId });
        return { status: 'FAILED', reason: 'NO_CI' };
      }
      return {
        status: 'VERIFIED',
        person: {
          name: customer.name,
          phone: customer.phoneNumber ?? null,
          birthDate: customer.birthDate,
          personKey: customer.ci,
        },
      };
    },
  };
}
