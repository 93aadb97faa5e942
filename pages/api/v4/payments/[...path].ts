import type { NextApiRequest, NextApiResponse } from 'next';
import { paymentRouter } from '@/server/http/payments/paymentRouter';
import { nodeHandler } from '@/server/http/rest/nodeAdapter';

// The router reads the body itself: webhooks need the exact bytes that were signed.
export const config = { api: { bodyParser: false } };

/** /app/v4/payments/* (rewritten here by next.config.js): provider webhooks and the demo sandbox's checkout. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return nodeHandler(paymentRouter())(req, res);
}
