/**
 * The servers of the host lane, each started detached in a process group of its own and
 * stopped by that group, so nothing it started outlives the lane; each is ready when it
 * answers, found by polling, never by waiting a fixed time.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  name: string;
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Every server started and not yet stopped, so a failure or Ctrl-C still stops them. */
const running = new Set<RunningServer>();

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

function start(
  name: string,
  origin: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; cleanup?: () => void } = {},
): RunningServer {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const server: RunningServer = {
    name,
    origin,
    output: () => output,
    async stop() {
      running.delete(server);
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, sig);
        } catch {
          // The group is gone already.
        }
      };
      signal('SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 5_000);
      if (child.pid !== undefined) await exited(child);
      clearTimeout(killed);
      // Children that ignored SIGTERM (workerd) go with the group.
      signal('SIGKILL');
      options.cleanup?.();
    },
  };
  running.add(server);
  child.once('exit', (code, sig) => {
    output += `\n[${name} exited: ${code ?? sig}]`;
  });
  // A missing binary (nginx not installed) is a failure of this server, not a crash of the lane.
  child.once('error', (error) => {
    output += `\n[${name} exited: ${error.message}]`;
  });
  return server;
}

/** Polls the origin until it answers, the process exits, or the time is up. */
export async function waitUntilReady(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (/\[\S+ exited: /.test(server.output()))
      throw new Error(`${server.name} exited before it answered:\n${server.output()}`);
    try {
      const response = await fetch(`${server.origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${server.name} did not answer within ${timeoutMs / 1000} s (${last}):\n${server.output()}`);
}

export function startPreview(root: string, port: number): RunningServer {
  return start(
    'preview',
    `http://127.0.0.1:${port}`,
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root },
  );
}

/** Cloudflare's runtime (workerd) over dist/, run from a scratch directory so its state stays out of the project. */
export function startWrangler(root: string, port: number, inspectorPort: number): RunningServer {
  const scratch = mkdtempSync(join(tmpdir(), 'host-lane-wrangler-'));
  return start(
    'cloudflare',
    `http://127.0.0.1:${port}`,
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      resolve(root, 'dist'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      '2026-05-01',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: scratch,
      env: { WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      cleanup: () => rmSync(scratch, { recursive: true, force: true }),
    },
  );
}

/**
 * nginx with the config the build wrote (dist-ssr/nginx.conf), its root and listen lines
 * pointed at this dist/ and port; everything else exactly as a server would get it.
 */
export function startNginx(root: string, port: number): RunningServer {
  const dist = resolve(root, 'dist');
  const scratch = mkdtempSync(join(tmpdir(), 'host-lane-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(scratch, dir));
  const site = readFileSync(join(root, 'dist-ssr/nginx.conf'), 'utf8')
    .replace(/^\s*listen .*;\n/gm, '')
    .replace(/^server \{\n/m, `server {\n  listen 127.0.0.1:${port};\n`)
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`);
  writeFileSync(join(scratch, 'site.conf'), site);
  writeFileSync(
    join(scratch, 'nginx.conf'),
    [
      'daemon off;',
      ...workerUser(dist),
      'worker_processes 1;',
      `pid ${join(scratch, 'nginx.pid')};`,
      `error_log ${join(scratch, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (dir) => `  ${dir === 'body' ? 'client_body' : dir}_temp_path ${join(scratch, dir)};`,
      ),
      `  include ${join(scratch, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return start(
    'nginx',
    `http://127.0.0.1:${port}`,
    nginxBinary(),
    ['-p', scratch, '-c', join(scratch, 'nginx.conf'), '-e', 'stderr'],
    {
      cleanup: () => rmSync(scratch, { recursive: true, force: true }),
    },
  );
}

/** The account named in a `getent` table (passwd or group) for `id`, if the table has one. */
export function accountName(table: string, id: number): string | undefined {
  const row = table.split('\n').find((line) => line.split(':')[2] === String(id));
  return row?.split(':')[0] || undefined;
}

/** `getent DATABASE ID`: what the system's name service (files, LDAP, …) says, or nothing. */
function lookUp(database: 'passwd' | 'group', id: number): string | undefined {
  try {
    return accountName(execFileSync('getent', [database, String(id)], { encoding: 'utf8' }), id);
  } catch {
    return undefined;
  }
}

/**
 * nginx started by root runs its worker as `nobody` unless told otherwise, and a checkout in a
 * folder only its owner may enter (as `mktemp -d` makes, and a CI workspace under /root is) is
 * then unreadable to it: every page answered 404. The worker runs as the user and group that own
 * the files it serves; where the system has no name for them (a workspace mounted with a host's
 * ids), as root, which reads them anyway: nginx takes names only. Started by anyone else, nginx
 * stays that user and takes no `user` line.
 */
function workerUser(dist: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const { uid, gid } = statSync(dist);
  const user = lookUp('passwd', uid);
  const group = lookUp('group', gid);
  return [user && group ? `user ${user} ${group};` : 'user root root;'];
}

export function nginxBinary(): string {
  return process.env.NGINX ?? '/usr/sbin/nginx';
}
