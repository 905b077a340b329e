/**
 * The `sizes` of a picture that fills the main column of SidebarLayout: the page width minus
 * gutters, the 21rem sidebar and the 3rem gap on wide screens; the whole viewport below 960px.
 */
export const MAIN_COLUMN_SIZES = '(min-width: 1216px) 768px, (min-width: 960px) calc(100vw - 28rem), 100vw';
