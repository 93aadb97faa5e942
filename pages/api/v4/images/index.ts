import type { NextApiRequest, NextApiResponse } from 'next';
import { imageUploadRouter } from '@/server/http/imageUploadRouter';
import { nodeHandler } from '@/server/http/rest/nodeAdapter';

// The handler reads the raw body itself, as a stream capped at 10 MB.
export const config = { api: { bodyParser: false } };

/** POST /app/v4/images (rewritten here by next.config.js): a member's photo upload. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return nodeHandler(imageUploadRouter())(req, res);
}
