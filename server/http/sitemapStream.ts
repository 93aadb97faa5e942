import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../logger';

/**
 * Plain-text answers of the crawler endpoints (sitemap, robots, shopping feed): GET and HEAD only,
 * bodies written piece by piece with back-pressure, so a 100,000-row feed is never one string.
 * Shared by the sitemap and Naver EP handlers.
 */
export type TextAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string | AsyncIterable<string>;
};

const JSON_TYPE = 'application/json; charset=utf-8';

export const notFoundAnswer = (message: string): TextAnswer => ({
  status: 404,
  headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' },
  body: JSON.stringify({ code: 'NOT_FOUND', message }),
});

/** Answers 405 for anything but GET and HEAD; true when the request may go on. */
export function allowReadOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.statusCode = 405;
  res.setHeader('allow', 'GET, HEAD');
  res.setHeader('content-type', JSON_TYPE);
  res.end(JSON.stringify({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' }));
  return false;
}

/** Resolves when the socket can take more, or when the client has gone (then writing stops). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export async function sendTextAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: TextAnswer,
  what: string
): Promise<void> {
  res.statusCode = answer.status;
  for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
  if (typeof answer.body === 'string') {
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    for await (const piece of answer.body) {
      // Leaving the loop returns the generator, which stops reading further pages.
      if (res.destroyed) return;
      if (!res.write(piece)) await drained(res);
    }
    res.end();
  } catch (error) {
    // The status line is already sent. Cutting the connection (instead of ending normally) makes
    // the crawler see a failed fetch, not a valid-looking file with rows silently missing.
    logger.error('seo.stream.failed', { what, message: error instanceof Error ? error.message : String(error) });
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The whole exchange for one crawler endpoint: method check, the answer, and a coded 500 (logged)
 * when it could not be produced, instead of Next's HTML error page.
 */
export async function serveText(
  req: IncomingMessage,
  res: ServerResponse,
  what: string,
  produce: () => Promise<TextAnswer>
): Promise<void> {
  if (!allowReadOnly(req, res)) return;
  let answer: TextAnswer;
  try {
    answer = await produce();
  } catch (error) {
    logger.error('seo.answer.failed', { what, message: error instanceof Error ? error.message : String(error) });
    res.statusCode = 500;
    res.setHeader('content-type', JSON_TYPE);
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify({ code: 'INTERNAL', message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' }));
    return;
  }
  await sendTextAnswer(req, res, answer, what);
}
