import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { getDb } from '../db';
import { resolveIdentityWithToken } from '../auth/identity';
import { openMessageStream, type MessageStream } from '../domain/messages/messageStream';
import { parseInput } from '../domain/parseInput';
import { restErrorAnswer } from './rest/restErrors';
import { DomainError } from '@/lib/errors';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const streamQuery = z.object({
  threadId: id.optional(),
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  list: z.enum(['CUSTOMER', 'BUSINESS']).optional(),
});

/**
 * GET /app/v4/messages/stream?threadId=&after=&list= (docs/architecture.md §17): Server-Sent Events for
 * a member. The browser's EventSource sends Last-Event-ID when it reconnects, which wins over
 * `after`. `no-transform` keeps the response out of compression, which would hold events back.
 */
export async function serveMessageStream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = String(req.headers['x-request-id'] ?? '');
  try {
    if (req.method !== 'GET') {
      res.setHeader('allow', 'GET');
      throw new DomainError('BAD_REQUEST', '지원하지 않는 요청 방식이에요.');
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const query = parseInput(streamQuery, Object.fromEntries(url.searchParams));
    const lastEventId = req.headers['last-event-id'];
    const after = typeof lastEventId === 'string' && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : query.after;
    const db = await getDb();
    const headers = new Headers();
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
    const identity = await resolveIdentityWithToken(db, headers);
    for (const cookie of identity.setCookies) res.appendHeader('set-cookie', cookie);
    if (!identity.viewer) throw new DomainError('UNAUTHENTICATED');
    const viewer = identity.viewer;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
    };
    await new Promise<void>((resolve, reject) => {
      let stream: MessageStream | null = null;
      let gone = false;
      req.on('close', () => {
        gone = true;
        stream?.close();
        resolve();
      });
      const write = (chunk: string) => {
        start();
        res.write(chunk);
      };
      const end = () => {
        res.end();
        resolve();
      };
      openMessageStream(db, viewer, { threadId: query.threadId ?? null, after, list: query.list ?? null }, write, end)
        .then((opened) => {
          stream = opened;
          if (gone) opened.close();
        })
        .catch(reject);
    });
  } catch (error) {
    if (res.headersSent) return;
    const answer = restErrorAnswer(error, requestId, '/app/v4/messages/stream');
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  }
}
