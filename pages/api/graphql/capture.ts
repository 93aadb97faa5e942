import { captureYoga } from '@/server/graphql/capture/yoga';

// Yoga reads the body itself (JSON, with its own size limit); Next must not consume it first.
export const config = { api: { bodyParser: false } };

/** POST /capture/v1/graphql (rewritten here by next.config.js). */
export default captureYoga();
