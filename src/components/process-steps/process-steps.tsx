import { useT } from '../../i18n/use-t';
import type { TextItem } from '../../content/text-items';
import styles from './process-steps.module.css';

/** A numbered process: one step per item, in order. The list itself conveys the order to readers. */
export function ProcessSteps({ steps, headingLevel = 3 }: { steps: readonly TextItem[]; headingLevel?: 3 | 4 }) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.id} className={styles.step} data-step={step.id}>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <Heading className={styles.title}>{t(step.titleKey)}</Heading>
            <p className={styles.text}>{t(step.textKey)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
