#!/usr/bin/env node
// The browser journeys' mail server: a real SMTP server (the app servers send to it through
// SMTP_URL) with a small HTTP reader so a test can open the mail's link, as a person would.
//   SMTP  127.0.0.1:${MAIL_CATCHER_SMTP_PORT:-3125}
//   HTTP  127.0.0.1:${MAIL_CATCHER_HTTP_PORT:-3126}  GET /messages?to=<address> → newest first; GET /healthz
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3126);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      messages.push({
        to,
        from: mail.from?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        at: new Date().toISOString(),
      });
      callback();
    }, callback);
  },
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const found = messages.filter((m) => !to || m.to.toLowerCase().includes(to)).reverse();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(found));
    return;
  }
  res.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  server.listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: smtp ${smtpPort}, http ${httpPort}`));
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    smtp.close();
    server.close();
    process.exit(0);
  });
