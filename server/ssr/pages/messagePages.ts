/**
 * The message pages (docs/product.md §3 Messages): the customer's in my page and the seller
 * console's. Members only; a thread that is not the viewer's is a 404 like a missing one, and the
 * console's list answers FORBIDDEN (a 404) to a member who sells nothing.
 */
import { z } from 'zod';
import { loadMessageListPage, loadMessageThreadPage } from '@/store/messagesThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';
import { SELLER_NOT_FOUND_ON } from './sellerPages';

const THREAD_NOT_FOUND_ON = ['NOT_FOUND', 'INVALID_INPUT'] as const;

/** /user/messages: the customer's threads, newest message first. */
export const messageListPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['messages', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadMessageListPage('CUSTOMER')),
});

/** /seller/messages: the business's threads, unanswered first. */
export const sellerMessageListPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['messages', 'user', 'badge'],
  notFoundOn: SELLER_NOT_FOUND_ON,
  load: (store) => store.dispatch(loadMessageListPage('BUSINESS')),
});

/** /user/messages/{id} and /seller/messages/{id}: one thread of the viewer's. */
export const messageThreadPage = definePage({
  params: z.object({ id: idParam }),
  access: 'member',
  fills: ['messages', 'user', 'badge'],
  notFoundOn: THREAD_NOT_FOUND_ON,
  load: (store, { id }) => store.dispatch(loadMessageThreadPage(id)),
});
