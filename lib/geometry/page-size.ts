/** A page's size in PDF points (pages.jsonl `width`/`height`, or pdf.js's viewport at scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

/** A rectangle in CSS pixels, relative to the top-left corner of the rendered page. */
export interface ViewportRect {
  left: number;
  top: number;
  width: number;
  height: number;
}
