import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the site that can be switched off and on. Off, nothing listens on its
 * port (a browser's connection is refused) and every open connection is cut: the site is really
 * unreachable for any browser engine, which no automation protocol can emulate in all of them.
 * It listens on both loopback addresses, since `localhost` may resolve to either.
 */
export interface SwitchableProxy {
  readonly port: number;
  readonly reachable: boolean;
  setReachable(reachable: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** 0 picks a free port (then kept across switching). */
  port: number;
  target: { host: string; port: number };
  hosts?: readonly string[];
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;
/** Errors that mean this machine has no such address (e.g. IPv6 turned off): that host is skipped. */
const NO_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

function listen(server: Server, port: number, host: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener('listening', onListening);
      if (NO_ADDRESS.has(error.code ?? '')) resolve(null);
      else reject(error);
    };
    const onListening = () => {
      server.removeListener('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ port, host, exclusive: true });
  });
}

export async function startSwitchableProxy({
  port,
  target,
  hosts = LOOPBACK_HOSTS,
}: ProxyOptions): Promise<SwitchableProxy> {
  const sockets = new Set<Socket>();
  let servers: Server[] = [];
  let boundPort = port;
  let reachable = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };

  const switchOn = async () => {
    for (const host of hosts) {
      const server = createServer(relay);
      const got = await listen(server, boundPort, host);
      if (got === null) continue;
      boundPort = got;
      servers.push(server);
    }
    if (servers.length === 0) throw new Error(`The proxy could not listen on ${hosts.join(' or ')}`);
  };
  const switchOff = async () => {
    const closing = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    servers = [];
    for (const socket of sockets) socket.destroy();
    await Promise.all(closing);
  };

  await switchOn();
  reachable = true;
  return {
    get port() {
      return boundPort;
    },
    get reachable() {
      return reachable;
    },
    async setReachable(next: boolean) {
      if (next === reachable) return;
      if (next) await switchOn();
      else await switchOff();
      reachable = next;
    },
    async close() {
      await switchOff();
      reachable = false;
    },
  };
}
