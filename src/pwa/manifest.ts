import type { TFunction } from 'i18next';
import { COMPANY } from '../content/company';
import { LANGUAGE_INFO, type Lang } from '../i18n/languages';
import { screenPath } from '../routing/paths';
import { screensIn } from '../routing/routes';
import { APP_THEME } from './theme';

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function manifestFileFor(lang: Lang): string {
  return `manifest-${lang}.webmanifest`;
}

/** The web app manifest in one language: installing from an English page installs it in English. */
export function buildManifest(lang: Lang, t: TFunction) {
  return {
    id: '/',
    name: t('common:app.name', { brand: COMPANY.brand }),
    short_name: COMPANY.brand,
    description: t('common:meta.home.description'),
    lang: LANGUAGE_INFO[lang].locale,
    dir: 'ltr',
    start_url: screenPath('home', lang),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_THEME.themeColor,
    background_color: APP_THEME.backgroundColor,
    categories: ['business', 'shopping'],
    icons: APP_ICONS,
    // The app's shortcuts (long-press on the installed icon).
    shortcuts: screensIn('appShortcut').map((screen) => ({
      name: t(`common:nav.${screen}`),
      url: screenPath(screen, lang),
      icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes, type: APP_ICONS[0].type }],
    })),
  };
}
