import type { IncomingMessage, ServerResponse } from 'node:http';
import { FailureRules, parseRule } from './failure-rules.ts';
import { MAX_BODY_BYTES, SEND_PATH, judgeSend, parseBody, senderOf, tooLarge } from './send-request.ts';
import { logRequest, writeRecord } from './outbox-files.ts';

/** Test-only: stage failures for a sender. Answers only to this machine. */
export const CONTROL_PATH = '/__outbox/rules';

type Next = (error?: unknown) => void;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * EmailJS is another origin to every site that uses it, so it answers the preflight of the
 * library's JSON POST and lets any page read its answers; so does the stand-in, which a test
 * may serve on another origin (e2e/outbox-cross-origin.spec.ts). Retry-After is not exposed:
 * what a page on another origin cannot read is part of what that test covers.
 */
const CROSS_ORIGIN = { 'Access-Control-Allow-Origin': '*' };
const PREFLIGHT = {
  ...CROSS_ORIGIN,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The body as text, or null once it grows past the bound (the rest is read and thrown away). */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loses the connection in the middle of the answer: the status line and part of the body are
 * out, the rest never comes. Closing before any byte would not do: a browser silently sends
 * the request again when a reused connection closes before answering, and the "failure"
 * would be a success.
 */
function dropMidAnswer(res: ServerResponse) {
  res.writeHead(200, {
    ...CROSS_ORIGIN,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': '2',
    'Cache-Control': 'no-store',
  });
  res.write('O', () => res.socket?.destroy());
}

/** Nothing to say and no error: a 204 (see the HEAD below), with the headers that go with it. */
function noContent(res: ServerResponse, headers: Record<string, string>) {
  res.writeHead(204, { ...headers, 'Cache-Control': 'no-store' });
  res.end();
}

async function handleSend(req: IncomingMessage, res: ServerResponse, dir: string, rules: FailureRules) {
  if (req.method === 'OPTIONS') return noContent(res, PREFLIGHT);
  // The outbox's probe (src/contact/offline/reachability.ts): a no-cors HEAD, whose answer the
  // page never reads (opaque, status hidden), so any answer would do for the outbox. What
  // EmailJS answers a HEAD here cannot be checked from this machine; the stand-in answers
  // without an error status because the browser logs a 4xx to it as a failed load, a console
  // error that every e2e test fails on.
  if (req.method === 'HEAD') return noContent(res, CROSS_ORIGIN);
  if (req.method !== 'POST') return answer(res, 405, 'Use POST', CROSS_ORIGIN);
  const text = await readBody(req);
  if (text === null) {
    const verdict = tooLarge();
    return answer(res, verdict.status, verdict.text, CROSS_ORIGIN);
  }
  const body = parseBody(text);
  const action = rules.take(senderOf(body));
  // Never answered: the browser's own timeout (or the tab closing) ends the request.
  if (action.kind === 'hang') return;
  if (action.delayMs) await wait(action.delayMs);
  if (action.kind === 'drop') return dropMidAnswer(res);
  if (action.kind === 'answer') {
    const cors = action.withoutCors ? {} : CROSS_ORIGIN;
    const headers: Record<string, string> =
      action.retryAfter === null ? cors : { ...cors, 'Retry-After': String(action.retryAfter) };
    return answer(res, action.status, action.text, headers);
  }
  const verdict = judgeSend(body, new Date());
  if (!verdict.ok) return answer(res, verdict.status, verdict.text, CROSS_ORIGIN);
  await writeRecord(dir, verdict.record);
  if (action.kind === 'dropAnswer') return dropMidAnswer(res);
  answer(res, 200, 'OK', CROSS_ORIGIN);
}

async function handleControl(req: IncomingMessage, res: ServerResponse, rules: FailureRules) {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return answer(res, 403, 'Only from this machine');
  if (req.method === 'DELETE') {
    const sender = new URL(req.url ?? '', 'http://localhost').searchParams.get('from_email');
    if (!sender) return answer(res, 400, '"from_email" is required');
    rules.clear(sender);
    return answer(res, 200, 'OK');
  }
  if (req.method !== 'POST') return answer(res, 405, 'Use POST or DELETE');
  const parsed = parseRule(parseBody((await readBody(req)) ?? ''));
  if (typeof parsed === 'string') return answer(res, 400, parsed);
  rules.set(parsed.sender, parsed.rule);
  answer(res, 200, 'OK');
}

/**
 * The local stand-in for EmailJS: the same endpoint, body and text answers, writing each
 * accepted enquiry into `dir`. Connect-style, for Vite's preview and dev servers.
 */
export function outboxMiddleware(dir: string, rules = new FailureRules()) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    // Every address asked for, the site's pages included, as asked (before a fallback rewrote it):
    // what a host's access log would keep.
    logRequest(dir, req.method ?? 'GET', (req as { originalUrl?: string }).originalUrl ?? req.url ?? '').catch(
      (error: unknown) => console.error('outbox server:', error),
    );
    const path = (req.url ?? '').split('?')[0];
    const handled =
      path === SEND_PATH
        ? handleSend(req, res, dir, rules)
        : path === CONTROL_PATH
          ? handleControl(req, res, rules)
          : null;
    if (!handled) return next();
    handled.catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) answer(res, 500, 'The local outbox could not store the enquiry');
      console.error('outbox server:', error);
    });
  };
}
