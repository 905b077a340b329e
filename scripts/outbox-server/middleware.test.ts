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

  it('stages a status, a dropped connection and a clearance for one sender', async () => {
    await rule({ from_email: 'down@example.com', status: 500, text: 'Mail service down' });
    const failed = await send(body('down@example.com', 'id-down'));
    expect([failed.status, await failed.text()]).toEqual([500, 'Mail service down']);
    expect((await send(body('other@example.com', 'id-other'))).status).toBe(200);

    await rule({ from_email: 'cut@example.com', drop: true, times: 1 });
    await expect(send(body('cut@example.com', 'id-cut'))).rejects.toThrow(TypeError);
    expect((await send(body('cut@example.com', 'id-cut'))).status).toBe(200);

    await fetch(`${origin}${CONTROL_PATH}?from_email=down%40example.com`, { method: 'DELETE' });
    expect((await send(body('down@example.com', 'id-down'))).status).toBe(200);
    const ids = (await readRecords(dir)).map((r) => r.template_params.submission_id);
    expect(ids.filter((id) => id === 'id-down')).toHaveLength(1);
    expect(ids.filter((id) => id === 'id-cut')).toHaveLength(1);
  });

  it('refuses a malformed rule and passes other paths on', async () => {
    expect((await rule({ status: 500 })).status).toBe(400);
    expect(await (await fetch(origin + '/elsewhere')).text()).toBe('next');
  });
});
