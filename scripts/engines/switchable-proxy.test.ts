import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSwitchableProxy, type SwitchableProxy } from './switchable-proxy';

let site: Server;
let proxy: SwitchableProxy;

beforeEach(async () => {
  site = createServer((req, res) => res.end(`site ${req.url}`));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  proxy = await startSwitchableProxy({ port: 0, target: { host: '127.0.0.1', port: address.port } });
});

afterEach(async () => {
  await proxy.close();
  await new Promise((resolve) => site.close(resolve));
});

/** One GET over a fresh connection to `host`; the error code when the connection fails. */
function get(host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port: proxy.port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code)));
    req.end();
  });
}

describe('the switchable proxy', () => {
  it('forwards to the site on both loopback addresses', async () => {
    expect(await get('127.0.0.1', '/a')).toBe('site /a');
    expect(await get('::1', '/b')).toBe('site /b');
  });

  it('refuses connections while off, and forwards again on the same port once on', async () => {
    const port = proxy.port;
    await proxy.setReachable(false);
    expect(proxy.reachable).toBe(false);
    await expect(get('127.0.0.1', '/')).rejects.toThrow('ECONNREFUSED');
    await expect(get('::1', '/')).rejects.toThrow('ECONNREFUSED');
    await proxy.setReachable(true);
    expect(proxy.port).toBe(port);
    expect(await get('127.0.0.1', '/again')).toBe('site /again');
  });

  it('cuts connections that were open when it is switched off', async () => {
    const socket = connect(proxy.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await proxy.setReachable(false);
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
