import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';

/** The company's postal address from the config, one line per row, as an <address>. */
export function PostalAddress({ className }: { className?: string }) {
  const { t } = useT();
  const { street, postalCode, locality, region } = COMPANY.address;
  return (
    <address className={className}>
      {street}
      <br />
      {postalCode} {locality}
      <br />
      {region}, {t('footer.country')}
    </address>
  );
}
