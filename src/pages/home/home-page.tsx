import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { ButtonLink } from '../../components/button-link/button-link';
import { CtaBand } from '../../components/cta-band/cta-band';
import { COMPANY } from '../../content/company';
import { HOME_FEATURES, HOME_SERVICES } from './home-content';
import { HeroArt } from './hero-art';
import { Icon } from '../../components/icon/icon';
import { PageSection } from '../../components/page-section/page-section';
import cardStyles from '../../components/card/card.module.css';
import { Eyebrow } from '../../components/page-hero/eyebrow';
import { KeptAsServed } from '../../components/kept-as-served';
import styles from './home-page.module.css';

export default function HomePage() {
  const { t } = useT('home');
  const years = COMPANY.experienceYears;
  return (
    <>
      <KeptAsServed part="home-hero" as="section" className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <Eyebrow>{t('hero.eyebrow', { year: COMPANY.foundedYear })}</Eyebrow>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <ButtonLink to="services">{t('hero.servicesCta')}</ButtonLink>
            <ButtonLink to="contact" variant="secondary">
              {t('hero.contactCta')}
            </ButtonLink>
          </div>
        </div>
        <HeroArt className={styles.heroArt} />
        <a href="#why" className={styles.scrollCue}>
          <span>{t('hero.scrollCue')}</span>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M8 2v11M3 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </a>
      </KeptAsServed>

      <PageSection wide keptAsServed id="why" title={t('why.title')}>
        <ul className={styles.cards}>
          {HOME_FEATURES.map((feature) => (
            <li key={feature.key} className={`${cardStyles.card} ${styles.card}`}>
              <Icon name={feature.icon} className={styles.cardIcon} />
              <h3>{t(`why.items.${feature.key}.title`, { years })}</h3>
              <p>{t(`why.items.${feature.key}.text`, { years })}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <KeptAsServed part="home-about" as="section" className={styles.about} aria-labelledby="about-title">
        <div>
          <h2 id="about-title" className={styles.aboutTitle}>
            {t('about.title')}
          </h2>
          <p>{t('about.text', { founded: COMPANY.foundedYear, limited: COMPANY.limitedCompanyYear })}</p>
          <PageLink to="history" className={styles.textLink}>
            {t('about.link')}
          </PageLink>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>{t('about.stats.founded')}</dt>
            <dd>{COMPANY.foundedYear}</dd>
          </div>
          <div>
            <dt>{t('about.stats.limited')}</dt>
            <dd>{COMPANY.limitedCompanyYear}</dd>
          </div>
          <div>
            <dt>{t('about.stats.years')}</dt>
            <dd>+{years}</dd>
          </div>
        </dl>
      </KeptAsServed>

      <PageSection wide keptAsServed title={t('services.title')} intro={t('services.intro')}>
        <ul className={styles.cards}>
          {HOME_SERVICES.map((service) => (
            <li key={service.screen} className={`${cardStyles.card} ${styles.serviceCard}`}>
              <Icon name={service.icon} className={styles.cardIcon} />
              <h3>
                <PageLink to={service.screen} className={styles.cardLink}>
                  {t(`services.items.${service.screen}.title`)}
                </PageLink>
              </h3>
              <p>{t(`services.items.${service.screen}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} />
    </>
  );
}
