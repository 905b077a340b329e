import { readFigures, runLighthouse } from './lighthouse.ts';

/** Lighthouse's figures per audited page (the pages of lighthouserc.json), for the bench. */
export async function lighthouseFigures(
  _origin: string,
  table: (title: string, header: string[], rows: (string | number)[][]) => void,
): Promise<void> {
  runLighthouse();
  table(
    'Lighthouse (mobile, Lighthouse CI against the built site)',
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
    readFigures().map((page) => [
      new URL(page.url).pathname,
      Math.round(page.scores.performance! * 100),
      Math.round(page.scores.accessibility! * 100),
      Math.round(page.scores['best-practices']! * 100),
      Math.round(page.scores.seo! * 100),
      `${(page.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(page.tbtMs)} ms`,
      page.cls.toFixed(3),
    ]),
  );
}
