import { decideClaim, fetchAdminClaimPage, fetchAdminClaimsPage, type ClaimDecision } from '@/api/admin/claims';
import { verifyOperator } from '@/api/admin/console';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The console's damage-claim pages and the decision (docs/product.md §10 Damage claims). */
export const loadAdminClaimsPage = createPageThunk('adminConsole/loadClaims', (_: void, { extra }) =>
  fetchAdminClaimsPage(extra.client)
);

export const loadAdminClaimPage = createPageThunk('adminConsole/loadClaim', (id: number, { extra }) =>
  fetchAdminClaimPage(extra.client, id)
);

/**
 * A decision moves money, so the operator types a fresh code with it: the factor is passed first,
 * then the decision is sent within the 5 minutes the server allows.
 */
export const decideAdminClaim = createApiThunk(
  'adminConsole/decideClaim',
  async ({ code, ...decision }: ClaimDecision & { code: string }, { extra }) => {
    await verifyOperator(extra.client, code);
    return decideClaim(extra.client, decision);
  },
  {
    condition: (_: unknown, { getState }) =>
      (getState() as { adminConsole: { action: { status: string } } }).adminConsole.action.status !== 'loading',
  }
);
