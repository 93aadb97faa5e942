import type { NextApiRequest, NextApiResponse } from 'next';
import { serveMessageStream } from '@/server/http/messageStreamHandler';

// A long-lived answer: no body to parse, no size limit, and Next must not warn that it is still open.
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

/** GET /app/v4/messages/stream (rewritten here by next.config.js): the live messages of a member. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveMessageStream(req, res);
}
