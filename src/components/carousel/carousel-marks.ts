/**
 * The marks by which a carousel's markup (carousel.tsx draws it) tells its controller what is
 * what. The carousel's element carries `root`, with its pace in ms, or empty when it never turns
 * by itself.
 */
export const CAROUSEL = {
  root: 'data-carousel',
  /** Set while a controller drives the carousel: never two at once. */
  live: 'data-carousel-live',
  slides: 'data-carousel-slides',
  /** On the previous, next and pause/play buttons: what a press does. */
  action: 'data-carousel-action',
  /** On each dot: the index of its slide. */
  dot: 'data-carousel-dot',
  counter: 'data-carousel-counter',
  /**
   * On the pause/play button's icons and labels: `playing` on those that offer pause, `paused` on
   * those that offer play. Served, CSS shows the pair that fits the visitor's motion preference
   * (carousel.module.css); the controller then shows the pair for its state.
   */
  when: 'data-when',
  /** On the frame of a slide's picture drawn later: its image's id (deferred-picture.ts). */
  picture: 'data-deferred-picture',
} as const;

/** The carousels of a page that no controller drives yet (tests and the bench wait for none). */
export const UNDRIVEN_CAROUSELS = `[${CAROUSEL.root}]:not([${CAROUSEL.live}])`;
