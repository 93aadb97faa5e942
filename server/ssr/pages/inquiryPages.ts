/**
 * The 1:1 문의 pages (docs/product.md §3 1:1 inquiries and §10 1:1 inquiries): the member's in my page, the
 * console's queue. Members only; someone else's inquiry is a 404 like a missing one, and the
 * console's pages are a 404 to anyone but a verified operator, as every /admin page.
 */
import { z } from 'zod';
import { INQUIRY_STATUSES, INQUIRY_TYPES } from '@/lib/inquiries/inquiryRules';
import {
  loadAdminInquiriesPage,
  loadAdminInquiryPage,
  loadInquiriesPage,
  loadInquiryPage,
  loadNewInquiryPage,
} from '@/store/inquiriesThunks';
import { definePage } from '../pageLoader';
import { idParam, optionalQueryValue } from './routeParams';

const NOT_FOUND_ON = ['NOT_FOUND', 'INVALID_INPUT'] as const;
const ADMIN_NOT_FOUND_ON = ['NOT_FOUND', 'INVALID_INPUT', 'FORBIDDEN', 'UNAUTHENTICATED'] as const;
const MEMBER_FILLS = ['inquiries', 'user', 'badge'] as const;
const ADMIN_FILLS = ['adminConsole', 'inquiries', 'user', 'badge'] as const;
/** A filter chip in the query (?status=OPEN); anything else is no filter. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  optionalQueryValue.transform((v) => ((values as readonly string[]).includes(v ?? '') ? (v as T[number]) : null));

/** /user/inquiries: the member's inquiries, newest first, optionally one status. */
export const inquiriesPage = definePage({
  params: z.object({ status: oneOf(INQUIRY_STATUSES) }),
  access: 'member',
  fills: MEMBER_FILLS,
  notFoundOn: [],
  load: (store, { status }) => store.dispatch(loadInquiriesPage(status)),
});

/** /user/inquiries/new: 문의하기, with the member's recent orders to pick from. */
export const newInquiryPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: MEMBER_FILLS,
  notFoundOn: [],
  load: (store) => store.dispatch(loadNewInquiryPage()),
});

/** /user/inquiries/{id}: one of the member's inquiries with its answers. */
export const inquiryPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: MEMBER_FILLS,
  notFoundOn: NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadInquiryPage(id)),
});

/** /admin/inquiries: the queue, waiting inquiries first and the longest-waiting on top. */
export const adminInquiriesPage = definePage({
  params: z.object({ status: oneOf(INQUIRY_STATUSES), type: oneOf(INQUIRY_TYPES) }),
  fills: ADMIN_FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, filter) => store.dispatch(loadAdminInquiriesPage(filter)),
});

/** /admin/inquiries/{id}: the member, the order, the photos, the thread and the answer form. */
export const adminInquiryPage = definePage({
  params: z.object({ id: idParam }),
  fills: ADMIN_FILLS,
  notFoundOn: ADMIN_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadAdminInquiryPage(id)),
});
