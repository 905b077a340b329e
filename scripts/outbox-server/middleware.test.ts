import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMPTY_FIELDS, toTemplateParams } from '../../src/contact/payload';
import { CONTROL_PATH, outboxMiddleware } from './middleware';
import { readRecords } from './outbox-files';
import { SEND_PATH } from './send-request';

let server: Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const middleware = outboxMiddleware(dir);
  server = createServer((req, res) => middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function body(email: string, id: string) {
  const template_params = toTemplateParams(
    { ...EMPTY_FIELDS, name: 'Anna', email, message: 'Hola' },
    { submissionId: id, toName: 'Mostrari' },
  );
  return JSON.stringify({ lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', template_params });
}

const send = (text: string) =>
  fetch(origin + SEND_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
const rule = (value: object) => fetch(origin + CONTROL_PATH, { method: 'POST', body: JSON.stringify(value) });

describe('local outbox server', () => {
  it('answers "OK" and writes one file per accepted enquiry', async () => {
    const response = await send(body('ok@example.com', 'id-ok'));
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
    const records = (await readRecords(dir)).filter((r) => r.template_params.submission_id === 'id-ok');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      user_id: 'k',
      template_params: { from_email: 'ok@example.com', message: 'Hola' },
    });
  });

  it('answers a bad request with the reason as text and writes nothing', async () => {
    const response = await send('{"template_params":{}}');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/public key/);
    expect((await send('x'.repeat(60 * 1024))).status).toBe(413);
    expect((await fetch(origin + SEND_PATH)).status).toBe(405);
  });

  it('answers a page on another origin as EmailJS does: the preflight, and every answer readable across origins', async () => {
    const preflight = await fetch(origin + SEND_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const answer = await send(body('cors@example.com', 'id-cors'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the outbox’s probe (a HEAD to the send address) without an error status, and stores nothing', async () => {
    // A 4xx to the probe would be logged by the browser as a failed load on every failed send.
    const before = (await readRecords(dir)).length;
    const probe = await fetch(origin + SEND_PATH, { method: 'HEAD' });
    expect(probe.status).toBe(204);
    expect(await readRecords(dir)).toHaveLength(before);
  });

  it('stages a status, a dropped connection and a clearance for one sender', async () => {
    await rule({ from_email: 'down@example.com', status: 500, text: 'Mail service down' });
    const failed = await send(body('down@example.com', 'id-down'));
    expect([failed.status, await failed.text()]).toEqual([500, 'Mail service down']);
    expect((await send(body('other@example.com', 'id-other'))).status).toBe(200);

    await rule({ from_email: 'cut@example.com', drop: true, times: 1 });
    await expect(send(body('cut@example.com', 'id-cut')).then((r) => r.text())).rejects.toThrow(TypeError);
    expect((await send(body('cut@example.com', 'id-cut'))).status).toBe(200);

    await fetch(`${origin}${CONTROL_PATH}?from_email=down%40example.com`, { method: 'DELETE' });
    expect((await send(body('down@example.com', 'id-down'))).status).toBe(200);
    const ids = (await readRecords(dir)).map((r) => r.template_params.submission_id);
    expect(ids.filter((id) => id === 'id-down')).toHaveLength(1);
    expect(ids.filter((id) => id === 'id-cut')).toHaveLength(1);
  });

  it('stages a lost answer after storing, an answer that never comes, and Retry-After', async () => {
    const records = async (id: string) =>
      (await readRecords(dir)).filter((r) => r.template_params.submission_id === id).length;
    await rule({ from_email: 'lost@example.com', dropAnswer: true, times: 1 });
    await expect(send(body('lost@example.com', 'id-lost')).then((r) => r.text())).rejects.toThrow(TypeError);
    expect(await records('id-lost')).toBe(1);

    await rule({ from_email: 'hang@example.com', hang: true, times: 1 });
    const hanging = fetch(origin + SEND_PATH, {
      method: 'POST',
      body: body('hang@example.com', 'id-hang'),
      signal: AbortSignal.timeout(300),
    });
    await expect(hanging).rejects.toThrow(/timeout|abort/i);
    expect(await records('id-hang')).toBe(0);

    await rule({ from_email: 'busy@example.com', status: 429, text: 'Too Many Requests', retryAfter: 2, times: 1 });
    const limited = await send(body('busy@example.com', 'id-busy'));
    expect([limited.status, limited.headers.get('Retry-After'), await limited.text()]).toEqual([
      429,
      '2',
      'Too Many Requests',
    ]);
    expect((await send(body('busy@example.com', 'id-busy'))).status).toBe(200);
  });

  it('stages a status without CORS headers, as an edge’s own error page; other answers keep them', async () => {
    await rule({
      from_email: 'edge@example.com',
      status: 503,
      text: 'Service Unavailable',
      withoutCors: true,
      times: 1,
    });
    const edge = await send(body('edge@example.com', 'id-edge'));
    expect(edge.status).toBe(503);
    expect(edge.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const next = await send(body('edge@example.com', 'id-edge'));
    expect([next.status, next.headers.get('Access-Control-Allow-Origin')]).toEqual([200, '*']);
    expect((await rule({ from_email: 'edge@example.com', status: 503, withoutCors: 'yes' })).status).toBe(400);
  });

  it('refuses a malformed rule and passes other paths on', async () => {
    expect((await rule({ status: 500 })).status).toBe(400);
    expect(await (await fetch(origin + '/elsewhere')).text()).toBe('next');
  });
});
