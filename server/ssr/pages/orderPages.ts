/**
 * The member's order pages: the order list with its two tabs, an order's detail, the order complete
 * page and the popular items around a purchase. Member pages (a visitor logs in and comes back);
 * someone else's order id is a 404 like a missing one (the service answers NOT_FOUND).
 */
import { z } from 'zod';
import {
  loadOrderCompletePage,
  loadOrderDetailPage,
  loadOrdersPage,
  loadPopularRecommendationPage,
} from '@/store/orderThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

/** ?tab=purchase opens 구매; anything else 렌탈. */
const orderTab = z
  .unknown()
  .optional()
  .transform((tab): 'RENTAL' | 'PURCHASE' => (tab === 'purchase' ? 'PURCHASE' : 'RENTAL'));

/** /user/reservations: the opened tab's first 20 orders and the viewer, one operation. */
export const ordersPage = definePage({
  params: z.object({ tab: orderTab }),
  access: 'member',
  fills: ['order', 'user', 'badge'],
  notFoundOn: [],
  load: (store, { tab }) => store.dispatch(loadOrdersPage(tab)),
});

/** /user/reservations/{id}: the order as its owner sees it, with the buttons the process table allows. */
export const orderDetailPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['orderDetail', 'user', 'badge'],
  load: (store, { id }) => store.dispatch(loadOrderDetailPage(id)),
  props: ({ id }) => ({ orderId: id }),
});

/** /order/complete/{id}: the breakdown, the points to be earned and what to look at next. */
export const orderCompletePage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['orderComplete', 'user', 'badge'],
  load: (store, { id }) => store.dispatch(loadOrderCompletePage(id)),
  props: ({ id }) => ({ orderId: id }),
});

/** /recommendations/popular/{paymentId}: the popular items around the member's own purchase. */
export const popularRecommendationPage = definePage({
  params: z.object({ paymentId: idParam }),
  access: 'member',
  fills: ['popularRecommendation', 'user', 'badge'],
  load: (store, { paymentId }) => store.dispatch(loadPopularRecommendationPage(paymentId)),
  props: ({ paymentId }) => ({ paymentId }),
});
