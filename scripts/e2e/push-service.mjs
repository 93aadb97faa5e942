#!/usr/bin/env node
// The browser journeys' push service: what Google's or Mozilla's is to a real phone. The app servers
// post their signed, encrypted web pushes to it over HTTPS (a subscription must be https, as the
// server checks); tests read what arrived over plain HTTP and decrypt it with the device's own key.
//   HTTPS 127.0.0.1:${PUSH_SERVICE_PORT:-3192}        POST /send/<device>  → 201, the push kept
//   HTTP  127.0.0.1:${PUSH_SERVICE_READER_PORT:-3193}  GET /pushes?device=<device> → oldest first; GET /healthz
// Its certificate is made for this run by playwright.config.ts (the app servers trust it through
// NODE_EXTRA_CA_CERTS); PUSH_SERVICE_TLS_DIR names the folder with key.pem and cert.pem.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

const port = Number(process.env.PUSH_SERVICE_PORT ?? 3192);
const readerPort = Number(process.env.PUSH_SERVICE_READER_PORT ?? 3193);
const tlsDir = process.env.PUSH_SERVICE_TLS_DIR ?? 'test-results/e2e-push-tls';
const pushes = [];

const service = https.createServer(
  { key: fs.readFileSync(path.join(tlsDir, 'key.pem')), cert: fs.readFileSync(path.join(tlsDir, 'cert.pem')) },
  (req, res) => {
    const match = /^\/send\/([\w-]{1,64})$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      pushes.push({
        device: match[1],
        headers: {
          authorization: req.headers.authorization ?? '',
          ttl: req.headers.ttl ?? '',
          urgency: req.headers.urgency ?? '',
          contentEncoding: req.headers['content-encoding'] ?? '',
        },
        body: Buffer.concat(chunks).toString('base64'),
        at: new Date().toISOString(),
      });
      // RFC 8030 §5: a push service answers 201 Created with the message's address.
      res.writeHead(201, { location: `/message/${pushes.length}` }).end();
    });
  }
);

const reader = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${readerPort}`);
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/pushes') {
    const device = url.searchParams.get('device');
    const found = pushes.filter((p) => !device || p.device === device);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(found));
    return;
  }
  res.writeHead(404).end();
});

service.listen(port, '127.0.0.1', () => {
  reader.listen(readerPort, '127.0.0.1', () => console.log(`push service: https ${port}, http ${readerPort}`));
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    service.close();
    reader.close();
    process.exit(0);
  });
