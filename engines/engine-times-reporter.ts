import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints, per engine, how long its tests took from the first start to the last end, and what drove it. */
export default class EngineTimesReporter implements Reporter {
  private readonly spans = new Map<
    string,
    { start: number; end: number; tests: number; failed: number; driver?: string }
  >();

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name ?? 'unknown';
    const start = result.startTime.getTime();
    const span = this.spans.get(engine) ?? { start, end: start, tests: 0, failed: 0 };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, start + result.duration);
    span.tests++;
    if (result.status !== 'passed' && result.status !== 'skipped') span.failed++;
    span.driver ??= test.annotations.find((annotation) => annotation.type === 'engine')?.description;
    this.spans.set(engine, span);
  }

  onEnd(result: FullResult) {
    console.log('\nEngine lanes:');
    for (const [engine, span] of this.spans) {
      const seconds = ((span.end - span.start) / 1000).toFixed(1);
      console.log(
        `  ${engine.padEnd(8)} ${seconds.padStart(6)} s  ${span.tests} tests, ${span.failed} failed  ${span.driver ?? ''}`,
      );
    }
    console.log(`  total    ${(result.duration / 1000).toFixed(1).padStart(6)} s`);
  }

  printsToStdio() {
    return false;
  }
}
