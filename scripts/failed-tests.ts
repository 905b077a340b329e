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
    tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[];
  }[];
}

/** Each failed test of a Playwright report: `[project] file:line › describe › title`. */
export function failedInPlaywright(report: PlaywrightReport | null): string[] {
  const failed: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // The file's own suite is named by the file, which each spec names again.
    // An unnamed describe adds nothing.
    const path =
      (suite.file !== undefined && suite.title === suite.file) || !suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failed.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return failed;
}

/** A Vitest JSON report, as far as the failed tests' names go. */
export interface VitestReport {
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
}

/** Each failed test of a Vitest report: `file › full name`, the file relative to `root`. */
export function failedInVitest(report: VitestReport | null, root = process.cwd()): string[] {
  return (report?.testResults ?? []).flatMap(({ name, assertionResults = [] }) =>
    assertionResults
      .filter(({ status }) => status === 'failed')
      .map(({ fullName }) => `${name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name} › ${fullName}`),
  );
}
