import { describe, expect, it } from 'vitest';
import { failedInPlaywright, failedInVitest, filesFailedAlone, REASON_CHARS, reasonOf } from './failed-tests';

describe('failedInPlaywright', () => {
  it('names each failed test with its project, file, line and titles, and no other', () => {
    const report = {
      suites: [
        {
          title: 'hostile-input.spec.ts',
          file: 'hostile-input.spec.ts',
          specs: [
            {
              title: 'a top-level test',
              file: 'hostile-input.spec.ts',
              line: 12,
              tests: [{ projectName: 'chromium', status: 'unexpected' as const }],
            },
          ],
          suites: [
            {
              title: 'hostile input (35 cases)',
              file: 'hostile-input.spec.ts',
              suites: [
                {
                  title: '',
                  file: 'hostile-input.spec.ts',
                  specs: [
                    {
                      title: 'in an unnamed describe',
                      file: 'hostile-input.spec.ts',
                      line: 470,
                      tests: [{ projectName: 'chromium', status: 'unexpected' as const }],
                    },
                  ],
                },
              ],
              specs: [
                {
                  title: 'with storage blocked, it is sent',
                  file: 'hostile-input.spec.ts',
                  line: 467,
                  tests: [
                    { projectName: 'chromium', status: 'unexpected' as const },
                    { projectName: 'webkit', status: 'flaky' as const },
                  ],
                },
                {
                  title: 'passes',
                  file: 'hostile-input.spec.ts',
                  line: 480,
                  tests: [{ projectName: 'chromium', status: 'expected' as const }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedInPlaywright(report)).toEqual([
      '[chromium] hostile-input.spec.ts:12 › a top-level test',
      '[chromium] hostile-input.spec.ts:467 › hostile input (35 cases) › with storage blocked, it is sent',
      '[chromium] hostile-input.spec.ts:470 › hostile input (35 cases) › in an unnamed describe',
    ]);
  });

  it('names none where there is no report', () => {
    expect(failedInPlaywright(null)).toEqual([]);
  });

  it("says why each failed, from its last attempt's error: its first lines on one line, colours out", () => {
    const error = (message: string) => ({ error: { message } });
    const report = {
      suites: [
        {
          title: 'share.spec.ts',
          file: 'share.spec.ts',
          specs: [
            {
              title: 'the QR dialog works offline',
              file: 'share.spec.ts',
              line: 148,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected' as const,
                  results: [
                    error('Error: an earlier attempt'),
                    error(
                      "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole('dialog')\nExpected: visible\nReceived: hidden\nTimeout: 22832ms\n\nCall log:\n  - waiting\n  - 50 × locator resolved to <dialog hidden>\n  - retrying",
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedInPlaywright(report)).toEqual([
      "[chromium] share.spec.ts:148 › the QR dialog works offline — Error: expect(locator).toBeVisible() failed | Locator: getByRole('dialog') | Expected: visible | Received: hidden | Timeout: 22832ms | Call log: | - waiting | - 50 × locator resolved to <dialog hidden>",
    ]);
  });
});

describe('reasonOf', () => {
  it('is empty for no message, and cut short, said so, for a long one', () => {
    expect(reasonOf(undefined)).toBe('');
    const long = reasonOf(`Error: ${'x'.repeat(2 * REASON_CHARS)}`);
    expect(long).toHaveLength(REASON_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('failedInVitest', () => {
  it('names each failed test with its file, relative to the root', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/pages/legal/legal-documents.test.ts',
          assertionResults: [
            { fullName: 'legal documents lists every key', status: 'failed' },
            { fullName: 'legal documents has a title', status: 'passed' },
          ],
        },
        { name: '/repo/src/other.test.ts' },
      ],
    };
    expect(failedInVitest(report, '/repo')).toEqual([
      'src/pages/legal/legal-documents.test.ts › legal documents lists every key',
    ]);
    expect(failedInVitest(null, '/repo')).toEqual([]);
  });

  it('names a file that failed with no test failed (an import, a hook), by the first line of its message, and counts it', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing\nat …',
          assertionResults: [],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [{ fullName: 'b under a failing hook', status: 'skipped' }],
        },
        { name: '/repo/c.test.ts', status: 'failed', assertionResults: [{ fullName: 'c fails', status: 'failed' }] },
      ],
    };
    expect(failedInVitest(report, '/repo')).toEqual([
      'a.test.ts › (Failed to load url ./missing)',
      'b.test.ts › (failed with no test failed)',
      'c.test.ts › c fails',
    ]);
    expect(filesFailedAlone(report)).toBe(2);
  });
});

describe('the names, whatever the report', () => {
  it('are one line each: line breaks and terminal codes become spaces', () => {
    const report = {
      testResults: [
        {
          name: '/repo/x.test.ts',
          assertionResults: [{ fullName: 'line one\nline two \u001b[31mred', status: 'failed' }],
        },
      ],
    };
    expect(failedInVitest(report, '/repo')).toEqual(['x.test.ts › line one line two  [31mred']);
  });

  it('are none, never a throw, for a report of an unexpected shape', () => {
    const odd = [{ suites: {} }, { suites: [null] }, { suites: [{ title: 'x', specs: [{ title: 'y' }] }] }];
    for (const report of odd) expect(failedInPlaywright(report as never)).toEqual([]);
    for (const report of [{ testResults: {} }, { testResults: [{ assertionResults: null }] }]) {
      expect(failedInVitest(report as never)).toEqual([]);
      expect(filesFailedAlone(report as never)).toBe(0);
    }
  });
});
