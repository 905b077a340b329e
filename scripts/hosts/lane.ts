/**
 * The host lane: the same URL matrix (scripts/hosts/matrix.ts) against `vite preview`, against
 * Cloudflare's runtime (`wrangler pages dev dist`, workerd) and against nginx with the config
 * the build wrote, all over the built dist/ (run `npm run build` first); Netlify's files are
 * checked with Netlify's own parsers. One test per host and group of URLs; a failure lists
 * the URLs. Writes reports/hosts.json ({ passed, failed, failures }) and exits non-zero on any
 * failure. Ports: HOST_LANE_PORT and the three after it (default 4510–4513).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { headerRules } from '../../src/app/hosting-headers.ts';
import { headersFile, redirectsFile, CLOUDFLARE_LIMITS } from '../../src/routing/hosts/cloudflare.ts';
import { serverTable, type Host } from '../../src/routing/server-table.ts';
import { isPattern } from '../../src/routing/url-pattern.ts';
import { check, matrix, type Probe } from './matrix.ts';
import { netlifyChecks } from './netlify-files.ts';
import { startNginx, startPreview, startWrangler, stopAll, waitUntilReady, type RunningServer } from './servers.ts';

const started = Date.now();
const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const basePort = Number(process.env.HOST_LANE_PORT ?? 4510);
const READY_MS = 120_000;

interface Failure {
  test: string;
  message: string;
}
const results: { passed: number; failed: number; failures: Failure[] } = { passed: 0, failed: 0, failures: [] };

function record(test: string, failures: string[], count?: number): void {
  const size = count === undefined ? '' : ` (${count} URL${count === 1 ? '' : 's'})`;
  if (failures.length === 0) {
    results.passed++;
    console.log(`  ✓ ${test}${size}`);
    return;
  }
  results.failed++;
  const shown = failures.slice(0, 25);
  const message = `${failures.length} failed${size ? ` of ${count}` : ''}:\n      ${shown.join('\n      ')}${failures.length > shown.length ? `\n      … and ${failures.length - shown.length} more` : ''}`;
  results.failures.push({ test, message });
  console.log(`  ✗ ${test}${size}: ${message}`);
}

/** No probe waits longer than this: a server that does not answer fails the probe, never hangs the lane. */
const PROBE_MS = 30_000;

function answerWithin<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_MS / 1000} s`)), PROBE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer)) as Promise<T>;
}

/**
 * Runs a host's probes four at a time: the three hosts run side by side, so the machine
 * serves twelve requests at once, enough to be quick and few enough for workerd on a busy
 * machine.
 */
async function runProbes(origin: string, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      try {
        const failure = await answerWithin(check(origin, probe, dist));
        if (failure) failures.push(failure);
      } catch (error) {
        failures.push(`${probe.url}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures;
}

/** The lines of wrangler's output that say it dropped or demoted a rule of dist/. */
function rejectedRules(output: string): string[] {
  return output
    .split('\n')
    .filter((line) =>
      /Found \d+ invalid (redirect|header) rules?|could be made more performant|Maximum number of/.test(line),
    )
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim());
}

async function main(): Promise<void> {
  const styleHashes: string[] = JSON.parse(readFileSync(join(root, 'dist-ssr/style-hashes.json'), 'utf8'));
  const table = serverTable(headerRules(undefined, styleHashes));
  const cloudflareRules = redirectsFile(table)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const dynamic = cloudflareRules.filter((line) => isPattern(line.split(' ')[0]!)).length;
  const counts = {
    cloudflare: {
      staticRedirects: cloudflareRules.length - dynamic,
      dynamicRedirects: dynamic,
      longestLine: Math.max(...cloudflareRules.map((line) => line.length)),
      headerRules: table.headers.length,
      longestHeaderLine: Math.max(
        ...headersFile(table.headers)
          .split('\n')
          .map((line) => line.length),
      ),
      limits: CLOUDFLARE_LIMITS,
    },
    netlify: { redirects: 0, headerRules: 0 },
    nginx: {
      mapEntries: table.redirects.filter((rule) => !isPattern(rule.from)).length,
      rewrites: table.redirects.filter((rule) => isPattern(rule.from)).length,
    },
  };

  console.log('Host lane: the build in dist/ on every host');
  console.log('\nThe build wrote the table’s files');
  record(
    'dist/_redirects is the table’s',
    readFileSync(join(dist, '_redirects'), 'utf8') === redirectsFile(table) ? [] : ['dist/_redirects differs: rebuild'],
  );
  record(
    'dist/_headers is the table’s',
    readFileSync(join(dist, '_headers'), 'utf8') === headersFile(table.headers)
      ? []
      : ['dist/_headers differs: rebuild'],
  );
  const limits = [
    counts.cloudflare.staticRedirects > CLOUDFLARE_LIMITS.staticRedirects &&
      `${counts.cloudflare.staticRedirects} static redirects`,
    counts.cloudflare.dynamicRedirects > CLOUDFLARE_LIMITS.dynamicRedirects &&
      `${counts.cloudflare.dynamicRedirects} dynamic redirects`,
    counts.cloudflare.longestLine > CLOUDFLARE_LIMITS.redirectLineLength &&
      `a redirect line of ${counts.cloudflare.longestLine} characters`,
    counts.cloudflare.longestHeaderLine > CLOUDFLARE_LIMITS.headerLineLength &&
      `a header line of ${counts.cloudflare.longestHeaderLine} characters`,
    counts.cloudflare.headerRules > CLOUDFLARE_LIMITS.headerRules && `${counts.cloudflare.headerRules} header rules`,
  ].filter((over): over is string => Boolean(over));
  record('the Cloudflare files stay within its limits', limits);

  console.log('\nnetlify (its own parsers over the files)');
  const netlify = await netlifyChecks(root, table);
  counts.netlify = { redirects: netlify.redirects, headerRules: netlify.headers };
  for (const { name, failures } of netlify.checks) record(`netlify: ${name}`, failures);

  // All three start together: wrangler takes longest, the others are ready meanwhile.
  const servers: Record<Exclude<Host, 'netlify'>, RunningServer> = {
    preview: startPreview(root, basePort),
    cloudflare: startWrangler(root, basePort + 1, basePort + 2),
    nginx: startNginx(root, basePort + 3),
  };
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const startedServers = Date.now();
  const readyAfter: Record<string, string> = {};
  const ready = await Promise.allSettled(
    Object.values(servers).map((server) =>
      waitUntilReady(server, READY_MS).then(() => void (readyAfter[server.name] = seconds(startedServers))),
    ),
  );
  // The hosts are probed side by side, each group after the other; the results print in order.
  const hosts = Object.entries(servers) as [Exclude<Host, 'netlify'>, RunningServer][];
  const outcomes = await Promise.all(
    hosts.map(async ([host, server], i) => {
      if (ready[i]!.status === 'rejected') return null;
      const groups = matrix(table, host, dist);
      const probing = Date.now();
      const failures: string[][] = [];
      for (const group of groups) failures.push(await runProbes(server.origin, group.probes));
      const took = seconds(probing);
      return { took, results: groups.map((group, n) => ({ group, failures: failures[n]! })) };
    }),
  );
  hosts.forEach(([host, server], i) => {
    const outcome = ready[i]!;
    const timing = outcomes[i] ? `: ready in ${readyAfter[server.name]}, probed in ${outcomes[i]!.took}` : '';
    console.log(`\n${host} (${server.origin}${timing})`);
    if (outcome.status === 'rejected') return record(`${host}: starts and answers`, [String(outcome.reason)]);
    if (host === 'cloudflare') {
      const parsed = /Parsed (\d+) valid redirect rules?/.exec(server.output())?.[1];
      record('cloudflare: wrangler accepts every rule of dist/_redirects and dist/_headers', [
        ...rejectedRules(server.output()),
        ...(Number(parsed) === cloudflareRules.length
          ? []
          : [`parsed ${parsed} of ${cloudflareRules.length} redirect rules`]),
      ]);
    }
    for (const { group, failures } of outcomes[i]!.results)
      record(`${host}: ${group.name}`, failures, group.probes.length);
  });
  await stopAll();

  console.log('\nRules per host, against their limits');
  console.log(
    `  cloudflare: ${counts.cloudflare.staticRedirects} static redirects (limit ${CLOUDFLARE_LIMITS.staticRedirects}), ` +
      `${counts.cloudflare.dynamicRedirects} dynamic (limit ${CLOUDFLARE_LIMITS.dynamicRedirects}), ` +
      `longest redirect line ${counts.cloudflare.longestLine} characters (limit ${CLOUDFLARE_LIMITS.redirectLineLength}), ` +
      `${counts.cloudflare.headerRules} header rules (limit ${CLOUDFLARE_LIMITS.headerRules}), longest header line ${counts.cloudflare.longestHeaderLine} (limit ${CLOUDFLARE_LIMITS.headerLineLength})`,
  );
  console.log(
    `  netlify: ${counts.netlify.redirects} redirect rules as its parser reads them (first match wins), ${counts.netlify.headerRules} header rules`,
  );
  console.log(
    `  nginx: ${counts.nginx.mapEntries} map entries (hashed, no limit that matters), ${counts.nginx.rewrites} rewrites`,
  );

  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/hosts.json'), JSON.stringify({ ...results, rules: counts }, null, 2) + '\n');
  console.log(
    `\nHost lane: ${results.passed} passed, ${results.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });

main()
  .catch(async (error) => {
    await stopAll();
    record('the host lane runs', [String(error?.stack ?? error)]);
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports/hosts.json'), JSON.stringify(results, null, 2) + '\n');
  })
  .finally(() => process.exit(results.failed > 0 ? 1 : 0));
