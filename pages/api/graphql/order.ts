import { orderYoga } from '@/server/graphql/order/yoga';

// Yoga reads the body itself (JSON, with its own size limit); Next must not consume it first.
export const config = { api: { bodyParser: false } };

/** POST /order/v1/graphql (rewritten here by next.config.js). */
export default orderYoga();
