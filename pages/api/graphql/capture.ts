import type { NextApiRequest, NextApiResponse } from 'next';
import { captureYoga } from '@/server/graphql/capture/yoga';

// Yoga reads the body itself (JSON, with its own size limit); Next must not consume it first.
export const config = { api: { bodyParser: false } };

/**
 * POST /capture/v1/graphql (rewritten here by next.config.js). The socket's address goes with the
 * request: only requests arriving over HTTP spend the per-address budget (SSR calls in-process).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return captureYoga()(req, res, { socketAddress: req.socket.remoteAddress ?? null });
}
