/**
 * Every icon of the site, one path each on a 24×24 grid: content names them (`IconName`),
 * components/icon draws them, inline (no requests, crisp at any size).
 */
export const ICON_PATHS = {
  award: 'M12 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12zM8.5 14.2L7 21l5-2.5L17 21l-1.5-6.8',
  factory: 'M3 21V10l6 4v-4l6 4V5h4v16zM3 21h18M7 17h2M12 17h2M17 17h1',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2',
  swatches: 'M4 4h6v16H4zM10 6l5-1.5 3.5 14.5-5 1.5M4 8h6M4 12h6',
  pen: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3M4 20h16',
  stamp: 'M9 3h6v5l2 3H7l2-3zM5 11h14v4H5zM4 19h16',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 1 2-2h13M8 7h7',
  scissors: 'M6 6a3 3 0 1 0 0 .01M6 18a3 3 0 1 0 0 .01M8.5 7.5L20 18M8.5 16.5L20 6',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  arrow: 'M4 12h15M13 6l6 6-6 6',
  check: 'M5 12.5l4.5 4.5L19 7',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  machine: 'M3 18h18M5 18V8h10v10M15 11h4v7M8 11h4M8 14h4M9 5h2v3H9z',
  share:
    'M18 2.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM6 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM18 15.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM8.6 13.5l6.8 3.6M15.4 6.9l-6.8 3.6',
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
  enlarge: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6',
  reduce: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.5 15.5L21 21M7.5 10.5h6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.5 15.5L21 21',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons drawn as a filled shape; the others are lines. */
export const FILLED_ICONS: ReadonlySet<IconName> = new Set(['play']);
