/** The installed app's colours; the pages' theme-color meta and every manifest read them here. */
export const APP_THEME = {
  themeColor: '#0f4c5c',
  backgroundColor: '#faf7f2',
} as const;
