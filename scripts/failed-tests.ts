/**
 * The names of the tests that failed, read from the reports `npm test` writes, so that its last
 * lines say which failed and not only how many: a CI that keeps only the end of the output
 * (the tail of a long run) otherwise keeps counts with no name to go on.
 */

/** A Playwright JSON report, as far as the failed tests' names go. */
export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      results?: { error?: { message?: string } }[];
    }[];
  }[];
}

/** A name on one line: a title's line breaks and terminal codes would make one failure read as several. */
const oneLine = (name: string) => name.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/**
 * How much of a failure's message a name carries: what failed and on what, not the whole diff.
 * Enough for a wait for the app that gave up to say where and why (e2e/support/test.ts), in its
 * first five lines: a fresh-clone run that failed one such wait kept only "not hydrated".
 */
export const REASON_LINES = 8;
export const REASON_CHARS = 1200;

/**
 * Why a test failed, on one line: the first lines of its error, colours taken out. A CI whose tail
 * named the failed test but not why left a failure seen once on a slower machine with nothing
 * to reproduce it from.
 */
export function reasonOf(message: string | undefined): string {
  const lines = (message ?? '')
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, REASON_LINES)
    .join(' | ');
  return lines.length > REASON_CHARS ? `${lines.slice(0, REASON_CHARS - 1)}…` : lines;
}

/**
 * What reads a report's names, kept from breaking the run: the names are a help, and a report of
 * an unexpected shape must never cost the run its closing line.
 */
function bestEffort<T>(read: (report: T) => string[]): (report: T | null) => string[] {
  return (report) => {
    if (!report) return [];
    try {
      return read(report).map(oneLine);
    } catch {
      return [];
    }
  };
}

/**
 * Each failed test of a Playwright report: `[project] file:line › describe › title`, and, where the
 * report has it, ` — ` and why (`reasonOf` its last attempt's error).
 */
export const failedInPlaywright = bestEffort((report: PlaywrightReport): string[] => {
  const failed: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // The file's own suite is named by the file, which each spec names again.
    // An unnamed describe adds nothing.
    const path =
      (suite.file !== undefined && suite.title === suite.file) || !suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
          const reason = reasonOf(test.results?.at(-1)?.error?.message);
          failed.push(reason ? `${name} — ${reason}` : name);
        }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
});

/** A Vitest JSON report, as far as the failed tests' names go. */
export interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
}

/**
 * Each failed test of a Vitest report, `file › full name`, the file relative to `root`; and each
 * file that failed with no failed test (it could not be imported, threw as it loaded, or a hook
 * failed), `file › (message)`: Vitest counts no test for those (`filesFailedAlone`).
 */
export function failedInVitest(report: VitestReport | null, root = process.cwd()): string[] {
  return bestEffort((read: VitestReport) =>
    (read.testResults ?? []).flatMap(({ name, status, message, assertionResults }) => {
      const file = name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
      const failed = (assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && status === 'failed')
        return [`${file} › (${(message ?? '').split('\n')[0] || 'failed with no test failed'})`];
      return failed.map(({ fullName }) => `${file} › ${fullName}`);
    }),
  )(report);
}

/** The files of a Vitest report that failed with no failed test, which its own count leaves out. */
export function filesFailedAlone(report: VitestReport | null): number {
  try {
    return (report?.testResults ?? []).filter(
      ({ status, assertionResults }) =>
        status === 'failed' && !(assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
  } catch {
    return 0;
  }
}
