/** The id of the page's `<main>` (app/shell.tsx): the skip link's target, and where focus goes on. */
export const MAIN_CONTENT_ID = 'main';
