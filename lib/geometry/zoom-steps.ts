/** The zoom levels the + and − buttons walk through (1 = 1 CSS px per PDF point). */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const MIN_SCALE = ZOOM_STEPS[0];
export const MAX_SCALE = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 3;

/**
 * The next zoom level up or down from `scale`. A fitted scale (e.g. 0.83 for a 412 px phone)
 * lies between steps: "in" goes to the next step above it, "out" to the next below, never
 * back to the scale itself.
 */
export function stepZoom(scale: number, direction: 'in' | 'out'): number {
  if (direction === 'in') {
    return ZOOM_STEPS.find((s) => s > scale + 1e-6) ?? MAX_SCALE;
  }
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - 1e-6) ?? MIN_SCALE;
}

/**
 * The scale at which a page `pageWidth` points wide fills `containerWidth` pixels less
 * `margin` on each side, within [MIN_SCALE, MAX_SCALE]. Zero or unknown widths (a hidden
 * phone sheet measures 0) give 1.
 */
export function fitWidthScale(containerWidth: number, pageWidth: number, margin: number): number {
  if (!(containerWidth > 0) || !(pageWidth > 0)) return 1;
  const fitted = (containerWidth - 2 * margin) / pageWidth;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(fitted * 100) / 100));
}
