/**
 * The seller console's pages (issue 17). Every console page is for members (visitors go to log in)
 * and its operation answers FORBIDDEN to a member who is not a seller of a business, which renders as
 * a 404: the console does not exist for them.
 */
import { z } from 'zod';
import { isDateKey } from '@/lib/calendar/dateKeys';
import { loadSellerTodayPage } from '@/store/sellerTodayThunks';
import { loadSellerOrderPage, loadSellerOrdersPage, loadSellerRequestsPage } from '@/store/sellerOrderThunks';
import { SELLER_ORDER_STATES } from '@/server/domain/seller/sellerOrders';
import { loadSellerReviewsPage } from '@/store/sellerReviewsThunks';
import { loadSellerItemPage, loadSellerItemsPage } from '@/store/sellerItemsThunks';
import { loadListingEditPage, loadListingNewPage } from '@/store/sellerListingThunks';
import { loadSellerBusinessPage } from '@/store/sellerBusinessThunks';
import { loadSellerSettlementPage, loadSellerSettlementsPage } from '@/store/sellerSettlementsThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

export const SELLER_NOT_FOUND_ON = ['NOT_FOUND', 'INVALID_INPUT', 'FORBIDDEN'] as const;

/**
 * /seller (issue 17 §1, the console's 오늘): the business's day and the viewer, one order-service
 * operation. `?date=YYYY-MM-DD` shows another day; a malformed one is a 404 like any bad address.
 */
export const sellerTodayPage = definePage({
  params: z.object({ date: z.string().refine(isDateKey).optional() }),
  access: 'member',
  fills: ['sellerToday', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { date }) => store.dispatch(loadSellerTodayPage(date ?? null)),
});

/**
 * /seller/join: the invite code form. Members only (visitors log in and come back); it needs the
 * viewer alone (a member who already sells sees their business instead of the form).
 */
export const sellerJoinPage = definePage({ params: z.object({}), access: 'member', fills: ['user', 'badge'] });

/** /seller/requests: the rental requests waiting for the business's answer, nearest deadline first. */
export const sellerRequestsPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['sellerOrders', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadSellerRequestsPage()),
});

/** `?status=SHIPPING` filters the order list; an unknown state is a 404 like any bad address. */
const orderStatus = z.enum(SELLER_ORDER_STATES).optional();

/** /seller/orders: the business's orders, newest first, one state or all. */
export const sellerOrdersPage = definePage({
  params: z.object({ status: orderStatus }),
  access: 'member',
  fills: ['sellerOrders', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { status }) => store.dispatch(loadSellerOrdersPage(status ?? null)),
});

/** /seller/orders/{id} and /seller/reservations/{id}: one order of the business (another business's: 404). */
export const sellerOrderPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['sellerOrders', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadSellerOrderPage(id)),
});

/** `?filter=all` shows every review; the default is the ones still waiting for a reply. */
const reviewFilter = z
  .unknown()
  .optional()
  .transform((f): 'UNANSWERED' | 'ALL' => (f === 'all' ? 'ALL' : 'UNANSWERED'));

/** /seller/reviews: the business's reviews newest first, each with its reply box. */
export const sellerReviewsPage = definePage({
  params: z.object({ filter: reviewFilter }),
  access: 'member',
  fills: ['sellerReviews', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { filter }) => store.dispatch(loadSellerReviewsPage(filter)),
});

/**
 * /seller/items (issue 17 §1 상품): the business's items and the viewer, one item-service operation;
 * `?keyword=` narrows by name (the search form navigates, so the list is one address per search).
 */
export const sellerItemsPage = definePage({
  params: z.object({ keyword: z.string().trim().max(40).optional() }),
  access: 'member',
  fills: ['sellerItems', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { keyword }) => store.dispatch(loadSellerItemsPage(keyword ?? '')),
  props: ({ keyword }) => ({ keyword: keyword ?? '' }),
});

/** /seller/items/{id}: one of the business's items to edit; another business's item is a 404 like a missing one. */
export const sellerItemPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['sellerItems', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadSellerItemPage(id)),
  props: ({ id }) => ({ itemId: id }),
});

/** /seller/items/new (docs/product.md §4 Listings): a new listing's empty form, the categories and the viewer. */
export const sellerListingNewPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['sellerListing', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadListingNewPage()),
});

/**
 * /seller/items/import (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): the viewer and the categories a
 * row without a model may name; the file's preview and import are the screen's own requests.
 */
export const sellerListingImportPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['sellerListing', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadListingNewPage()),
});

/** /seller/items/{id}/listing: one of the business's listings in the editor; another business's item is a 404. */
export const sellerListingEditPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['sellerListing', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadListingEditPage(id)),
  props: ({ id }) => ({ itemId: id }),
});

/** /seller/store (issue 17 §1 매장 정보): the business's profile as the console edits it, and the viewer. */
export const sellerBusinessPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['sellerBusiness', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadSellerBusinessPage()),
});

/** /seller/settlements (docs/product.md §10 Settlement statements): the business's statements, newest period first. */
export const sellerSettlementsPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['sellerSettlements', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadSellerSettlementsPage()),
});

/** /seller/settlements/{id}: one statement with its lines; another business's statement is a 404 like a missing one. */
export const sellerSettlementPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['sellerSettlements', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadSellerSettlementPage(id)),
});
