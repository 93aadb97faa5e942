import type { NextApiRequest, NextApiResponse } from 'next';
import { adminYoga } from '@/server/graphql/admin/yoga';

// Yoga reads the body itself (JSON, with its own size limit); Next must not consume it first.
export const config = { api: { bodyParser: false } };

/** POST /admin/v1/graphql (rewritten here by next.config.js): the operator console's service. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return adminYoga()(req, res, { socketAddress: req.socket.remoteAddress ?? null });
}
