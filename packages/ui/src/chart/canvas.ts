/** A canvas can be drawn on here (not in an old browser or a test DOM, where the charts' tables stand in). */
export const canDraw = (): boolean => {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
};

/** A CSS custom property of the chart's figure, for canvas colours (canvas cannot read var()). */
export function token(el: Element, name: string, fallback: string): string {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  return v || fallback;
}
