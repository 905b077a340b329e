import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';

/** The three opening-hours lines (Monday–Thursday, Friday, weekend) from the company config. */
export function OpeningHoursList({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <dl className={className}>
      {COMPANY.hours.map((line) => (
        <div key={line.key}>
          <dt>{t(`hours.${line.key}`)}</dt>
          <dd>{line.opens ? t('hours.range', { opens: line.opens, closes: line.closes }) : t('hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
