import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHandler } from '@/server/http/rest/nodeAdapter';
import type { RestRouter } from '@/server/http/rest/restRouter';
import { UPLOAD_HEADER, UPLOAD_HEADER_VALUE, UPLOAD_MESSAGES } from '@/server/images/upload/uploadLimits';
import { HEADER_SESSION } from '@/lib/identityNames';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { SCRIPT_SVG, splitJpeg, twelveMegabytes } from './uploadFixtures';
import { insertUpload, member, upload, uploadHandler, uploadRequest, uploadsOf } from './uploadHarness';

// Who may upload, how much, and how often: each refusal comes before the body is decoded.

/** A body of `total` bytes made on demand, counting what the reader actually pulled. */
function countingStream(head: Buffer, total: number, chunk = 256 * 1024) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const size = Math.min(chunk, total - pulled.bytes);
        const part = new Uint8Array(size).fill(0x55);
        if (pulled.bytes === 0) part.set(head.subarray(0, Math.min(head.length, size)));
        pulled.bytes += size;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 }
  );
  return { stream, pulled };
}

/** The handler behind a real Node HTTP server, as the Next API route runs it. */
async function serve(handler: RestRouter): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => void nodeHandler(handler)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A POST over a real socket, sent as a browser sends it: in chunks, and no more once the answer
 * has arrived (a client that kept writing after a 413 would be cut off by the server's discard
 * limit, and the reset could take the answer with it).
 */
function rawPost(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    const req = http.request(
      `${url}/app/v4/images`,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          req.destroy();
        });
      }
    );
    // Once answered, the rest of the upload is dropped on purpose; errors from that are expected.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunkSize = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (!answered && offset < body.length) {
        const chunk = body.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      if (!answered) req.end();
    };
    writeMore();
  });
}

describe.each(testDbKinds())('image upload limits on %s', (kind) => {
  const db = useTestDb(kind);

  it('refuses a visitor (401), a foreign page (403), a request without the upload header (400) and a GET (405)', async () => {
    const me = await member(db());
    const jpeg = await splitJpeg(64, 64);
    const visitor = await upload(uploadHandler(db), jpeg);
    expect(visitor).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: UPLOAD_MESSAGES.notMember },
    });
    const badToken = await upload(uploadHandler(db), jpeg, { token: 'not-a-session' });
    expect(badToken.status).toBe(401);
    const foreign = await upload(uploadHandler(db), jpeg, {
      token: me.token,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const crossSite = await upload(uploadHandler(db), jpeg, {
      token: me.token,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const noHeader = await upload(uploadHandler(db), jpeg, {
      token: me.token,
      headers: { [UPLOAD_HEADER]: 'XMLHttpRequest' },
    });
    expect(noHeader).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: UPLOAD_MESSAGES.header } });
    const get = await upload(uploadHandler(db), null, { token: me.token, method: 'GET' });
    expect(get.status).toBe(405);
    expect(await uploadsOf(db(), me.userId)).toHaveLength(0);
  });

  it('answers 413 for a 12 MB photo from its declared length, without reading it', async () => {
    const me = await member(db());
    const big = await twelveMegabytes();
    const { stream, pulled } = countingStream(big, big.length);
    const request = uploadRequest(stream, { token: me.token, headers: { 'content-length': String(big.length) } });
    const response = await uploadHandler(db).fetch(request, { socketAddress: '198.51.100.20' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_MESSAGES.tooLarge });
    expect(pulled.bytes).toBe(0);
  });

  it('stops reading a 12 MB body sent without a length at 10 MB', async () => {
    const me = await member(db());
    const big = await twelveMegabytes();
    const { stream, pulled } = countingStream(big, big.length);
    const response = await uploadHandler(db).fetch(uploadRequest(stream, { token: me.token }), {
      socketAddress: '198.51.100.20',
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(pulled.bytes).toBeLessThanOrEqual(10 * 1024 * 1024 + 256 * 1024);
    expect(await uploadsOf(db(), me.userId)).toHaveLength(0);
  });

  it('gets the 413 to a real client over HTTP, as the Next route serves it', async () => {
    const me = await member(db());
    const server = await serve(uploadHandler(db));
    try {
      const answer = await rawPost(server.url, await twelveMegabytes(), {
        origin: server.url,
        [UPLOAD_HEADER]: UPLOAD_HEADER_VALUE,
        [HEADER_SESSION]: me.token,
        'content-type': 'image/jpeg',
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_MESSAGES.tooLarge });
      const ok = await rawPost(server.url, await splitJpeg(64, 64), {
        origin: server.url,
        [UPLOAD_HEADER]: UPLOAD_HEADER_VALUE,
        [HEADER_SESSION]: me.token,
      });
      expect(ok.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('limits uploads per member in 10 minutes (429 with Retry-After); another member is not affected', async () => {
    const [busy, other] = [await member(db()), await member(db())];
    const handler = uploadHandler(db);
    // Refused bodies are cheap and still count: the limit is on attempts, before any decoding.
    for (let i = 0; i < 40; i += 1) {
      expect(
        (await upload(handler, SCRIPT_SVG, { token: busy.token, socketAddress: `198.51.100.${i + 1}` })).status
      ).toBe(400);
    }
    const limited = await upload(handler, await splitJpeg(64, 64), {
      token: busy.token,
      socketAddress: '198.51.100.99',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await upload(handler, await splitJpeg(64, 64), { token: other.token, socketAddress: '198.51.100.99' })).status
    ).toBe(201);
  });

  it("refuses past the daily count and past the storage limit, counting only the member's own uploads", async () => {
    const [me, other] = [await member(db()), await member(db())];
    const jpeg = await splitJpeg(64, 64);
    const daily = uploadHandler(db, { quota: { uploadsPerMemberPerDay: 2, storageBytesPerMember: 10 * 1024 * 1024 } });
    await insertUpload(db(), other.userId);
    await insertUpload(db(), other.userId);
    expect((await upload(daily, jpeg, { token: me.token })).status).toBe(201);
    // An upload of yesterday does not count toward today.
    await insertUpload(db(), me.userId, { createdAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await upload(daily, jpeg, { token: me.token })).status).toBe(201);
    const third = await upload(daily, jpeg, { token: me.token });
    expect(third).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: UPLOAD_MESSAGES.dailyLimit } });

    const full = await member(db());
    // 10 bytes of room: the 64×64 photo's two WebP sizes need more.
    await insertUpload(db(), full.userId, { byteSize: 999_990 });
    const storage = uploadHandler(db, { quota: { uploadsPerMemberPerDay: 100, storageBytesPerMember: 1_000_000 } });
    const refused = await upload(storage, jpeg, { token: full.token });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: UPLOAD_MESSAGES.storageFull },
    });
    expect(await uploadsOf(db(), full.userId)).toHaveLength(1);
    expect((await upload(storage, jpeg, { token: other.token })).status).toBe(201);
  });
});
