import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxRunner } from '../../contact/offline/outbox-runner';
import { ClearDevice } from './clear-device';
import { KeepDays } from './keep-days';
import styles from './device.module.css';

/** What stays on this device (issue 54, point 5): how long sent leads stay, and clearing it. */
export function DevicePanel({ runner, outbox }: { runner: OutboxRunner | null; outbox: OutboxSnapshot }) {
  const { t } = useT('booth');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('device.heading')}</h2>
      <p>{t('device.intro')}</p>
      <KeepDays />
      <ClearDevice runner={runner} outbox={outbox} />
    </section>
  );
}
