import type { NextApiRequest, NextApiResponse } from 'next';
import { authRouter } from '@/server/http/auth/authRouter';
import { nodeHandler } from '@/server/http/rest/nodeAdapter';

// The router reads the body itself: JSON only, capped per route (413 JSON past the cap, nothing more read).
export const config = { api: { bodyParser: false } };

/** /app/v4/auth/* (rewritten here by next.config.js): login, sign-up, identity, password, social. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return nodeHandler(authRouter())(req, res);
}
