import type { NextApiRequest, NextApiResponse } from 'next';
import { TEMPLATE_FILE_NAME, listingImportTemplate } from '@/lib/seller/listingImportTemplate';

// GET only: the body is never read.
export const config = { api: { bodyParser: false } };

/**
 * GET /app/v4/seller/listing-template.csv (rewritten here by next.config.js): the listing CSV template
 * of /seller/items/import. The same file for everyone (headers and examples, no shop's data).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });
    return;
  }
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader(
    'content-disposition',
    `attachment; filename="listing_template.csv"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`
  );
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  res.status(200).send(listingImportTemplate());
}
