import {
  closeSettlementPeriod,
  decideDisputedReturn,
  fetchAdminReturnsPage,
  fetchAdminSettlementPeriodPage,
  fetchAdminSettlementsPage,
  markStatementPaid,
  type DisputeDecision,
} from '@/api/admin/money';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The console's money pages (docs/product.md §10): settlement periods, a period's statements, disputed returns. */
export const loadAdminSettlementsPage = createPageThunk('adminMoney/loadSettlements', (_: void, { extra }) =>
  fetchAdminSettlementsPage(extra.client)
);

export const loadAdminSettlementPeriodPage = createPageThunk(
  'adminMoney/loadSettlementPeriod',
  (periodStart: string, { extra }) => fetchAdminSettlementPeriodPage(extra.client, periodStart)
);

export const loadAdminReturnsPage = createPageThunk('adminMoney/loadReturns', (_: void, { extra }) =>
  fetchAdminReturnsPage(extra.client)
);

const idle = {
  condition: (_: unknown, { getState }: { getState: () => { adminMoney: { action: { status: string } } } }) =>
    getState().adminMoney.action.status !== 'loading',
};

/** Closes the period now, then reloads the list so its totals show. */
export const closePeriod = createApiThunk(
  'adminMoney/closePeriod',
  async (periodStart: string, { extra, dispatch }) => {
    const closed = await closeSettlementPeriod(extra.client, periodStart);
    await dispatch(loadAdminSettlementsPage());
    return closed;
  },
  idle
);

export const payStatement = createApiThunk(
  'adminMoney/payStatement',
  async (
    {
      statementId,
      transferReference,
      periodStart,
    }: { statementId: number; transferReference: string; periodStart: string },
    { extra, dispatch }
  ) => {
    const payment = await markStatementPaid(extra.client, statementId, transferReference);
    await dispatch(loadAdminSettlementPeriodPage(periodStart));
    return payment;
  },
  idle
);

export const decideDispute = createApiThunk(
  'adminMoney/decideDispute',
  async (
    { orderId, decision, reason }: { orderId: number; decision: DisputeDecision; reason: string },
    { extra, dispatch }
  ) => {
    const outcome = await decideDisputedReturn(extra.client, orderId, decision, reason);
    await dispatch(loadAdminReturnsPage());
    return outcome;
  },
  idle
);
