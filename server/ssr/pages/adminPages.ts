/**
 * The operator console's pages (docs/product.md §10). Public in the page table's sense, so a visitor is
 * not sent to log in (that would admit the page exists): every page's operation answers NOT_FOUND to
 * anyone who is not an operator (and, past /admin itself, to an operator who has not passed the second
 * factor on this device), and NOT_FOUND renders the site's 404.
 */
import { z } from 'zod';
import {
  loadAdminAuditPage,
  loadAdminBusinessPage,
  loadAdminBusinessesPage,
  loadAdminHomePage,
  loadAdminMemberPage,
  loadAdminMembersPage,
  loadAdminOrderPage,
  loadAdminOrdersPage,
  loadAdminModerationPage,
} from '@/store/adminConsoleThunks';
import {
  loadAdminReturnsPage,
  loadAdminSettlementPeriodPage,
  loadAdminSettlementsPage,
} from '@/store/adminConsoleMoneyThunks';
import { loadAdminClaimPage, loadAdminClaimsPage } from '@/store/adminClaimsThunks';
import { loadAdminModelRequestsPage } from '@/store/adminModelRequestsThunks';
import { loadAdminDisputeThreadsPage, loadAdminMessageReportsPage } from '@/store/adminMessageReportsThunks';
import { definePage } from '../pageLoader';
import { idParam, optionalQueryValue } from './routeParams';

const ADMIN_NOT_FOUND_ON = ['NOT_FOUND', 'INVALID_INPUT', 'FORBIDDEN', 'UNAUTHENTICATED'] as const;
const FILLS = ['adminConsole', 'user', 'badge'] as const;
const MONEY_FILLS = ['adminConsole', 'adminMoney', 'user', 'badge'] as const;
const query = optionalQueryValue.transform((v) => v?.trim().slice(0, 60) || undefined);

/** /admin: the second factor (enrol or verify), then the console's front page. */
export const adminHomePage = definePage({
  params: z.object({}),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminHomePage()),
});

/** /admin/businesses: the list with `?q=` search, and the form to register one. */
export const adminBusinessesPage = definePage({
  params: z.object({ q: query }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { q }) => store.dispatch(loadAdminBusinessesPage(q || null)),
});

/** /admin/businesses/{id}: edit, suspend or lift, and the seller invite codes. */
export const adminBusinessPage = definePage({
  params: z.object({ id: idParam }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminBusinessPage(id)),
});

/** /admin/members?q=: find members by email, phone or nickname (the search runs from 2 characters). */
export const adminMembersPage = definePage({
  params: z.object({ q: query }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { q }) =>
    q && q.length >= 2 ? store.dispatch(loadAdminMembersPage(q)) : store.dispatch(loadAdminHomePage()),
});

/** /admin/members/{id}: orders, reports and sanctions; suspend or lift. */
export const adminMemberPage = definePage({
  params: z.object({ id: idParam }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminMemberPage(id)),
});

/** /admin/audit?before=: the audit log, newest first, 50 a page. */
export const adminAuditPage = definePage({
  params: z.object({ before: idParam.optional() }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { before }) => store.dispatch(loadAdminAuditPage(before ?? null)),
});

/** /admin/settlements: closed periods newest first with totals, and the close of the last ended period. */
export const adminSettlementsPage = definePage({
  params: z.object({}),
  fills: MONEY_FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminSettlementsPage()),
});

/** /admin/settlements/{YYYY-MM-DD}: the period's statements per business, payments and the bank's list. */
export const adminSettlementPeriodPage = definePage({
  params: z.object({ period: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  fills: MONEY_FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { period }) => store.dispatch(loadAdminSettlementPeriodPage(period)),
});

/** /admin/returns: disputed returns, the longest waiting first, each with the operator's decision. */
export const adminReturnsPage = definePage({
  params: z.object({}),
  fills: MONEY_FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminReturnsPage()),
});

const text = optionalQueryValue.transform((v) => v?.trim().slice(0, 60) || null);
const orderNumber = optionalQueryValue.transform((v) => {
  const digits = v?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(digits) && Number(digits) <= 2_147_483_647 ? Number(digits) : null;
});

/**
 * /admin/orders?id=&member=&business=&state=&from=&to=&after=: the order search, newest first, 30 a
 * page. The values go to the service as typed; it answers a wrong date or state with INVALID_INPUT.
 */
export const adminOrdersPage = definePage({
  params: z.object({
    id: orderNumber,
    member: text,
    business: text,
    state: text,
    from: text,
    to: text,
    after: optionalQueryValue.transform((v) => v?.slice(0, 400) || null),
  }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id, ...search }) => store.dispatch(loadAdminOrdersPage({ orderId: id, ...search })),
});

/** /admin/orders/{id}: the order, its timeline and money, and the operator's steps. */
export const adminOrderPage = definePage({
  params: z.object({ id: idParam }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminOrderPage(id)),
});

/** /admin/moderation?filter=done: reported posts, comments and reviews; 처리 대기 (oldest first) by default. */
export const adminModerationPage = definePage({
  params: z.object({
    filter: optionalQueryValue.transform((v) => (v === 'done' ? ('DONE' as const) : ('PENDING' as const))),
  }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { filter }) => store.dispatch(loadAdminModerationPage(filter)),
});

/** /admin/claims: the disputed damage claims, oldest first. */
export const adminClaimsPage = definePage({
  params: z.object({}),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminClaimsPage()),
});

/** /admin/claims/{id}: both condition reports side by side, the claim, the answer, the decision. */
export const adminClaimPage = definePage({
  params: z.object({ id: idParam }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminClaimPage(id)),
});

/** /admin/model-requests: listings saved with "모델 없음", the longest-waiting first. */
export const adminModelRequestsPage = definePage({
  params: z.object({}),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminModelRequestsPage()),
});

/** /admin/message-reports: reported messages, the longest-waiting first, 더 보기 for the rest. */
export const adminMessageReportsPage = definePage({
  params: z.object({}),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadAdminMessageReportsPage()),
});

/** /admin/order-messages/{id}: a disputed order's threads, read-only (NOT_FOUND when it is not disputed). */
export const adminDisputeThreadsPage = definePage({
  params: z.object({ id: idParam }),
  fills: FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminDisputeThreadsPage(id)),
});
