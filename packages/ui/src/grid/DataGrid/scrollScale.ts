/**
 * Browsers cap an element's height (Chromium near 33.5 million px, Firefox near 17.9 million): a million rows of
 * 32 px do not fit. Past MAX_SCROLL_PX the body is drawn shorter and the scroll position is mapped linearly onto
 * the rows, so that the ends meet: scrollTop 0 is row 0 and the bottom of the scrollbar is the last row.
 */
export const MAX_SCROLL_PX = 8_000_000;

export interface ScrollScale {
  /** The height the body is drawn at. */
  drawn: number;
  /** Real scroll offset → offset in the rows' own space. */
  toVirtual(scrollTop: number): number;
  /** Offset in the rows' own space → real scroll offset. */
  toScroll(offset: number): number;
}

export function scrollScale(contentPx: number, viewportPx: number, max = MAX_SCROLL_PX): ScrollScale {
  if (contentPx <= max || contentPx <= viewportPx) {
    return { drawn: contentPx, toVirtual: (t) => t, toScroll: (o) => o };
  }
  const ratio = (contentPx - viewportPx) / Math.max(1, max - viewportPx);
  return {
    drawn: max,
    toVirtual: (t) => t * ratio,
    toScroll: (o) => o / ratio,
  };
}
