/**
 * The `ownerDocument` an extraction hands pdf.js, so that it can leave font faces on and skip
 * building glyph outlines it would never draw.
 *
 * With `disableFontFace: true` (pdf.js's default in Node) the worker half turns every glyph it
 * meets into a canvas path and posts it (`buildFontPaths`, `hasBuiltPath`): measured 6.2% of an
 * extraction worker's CPU on the 680-monograph sample (CPU profile, one worker, 1,555 pages).
 * Extraction reads operator lists and text; it draws nothing, so those outlines were waste. With
 * font faces on, the display half instead installs each font once: Node has no Font Loading API
 * (no `document.fonts`), so pdf.js writes an `@font-face` rule into a style sheet and, loading
 * being synchronous in Node, carries on. This document is that style sheet, keeping nothing.
 *
 * Crops (render-block-crops.ts) do draw, and keep pdf.js's default: this is for extraction only.
 */
export function createRuleSinkDocument(): Document {
  const sheet = {
    cssRules: { length: 0 },
    insertRule: () => 0,
  };
  const style = { sheet, remove: () => {} };
  const head = { append: () => {} };
  const document = {
    createElement: () => style,
    documentElement: { getElementsByTagName: () => [head] },
  };
  // pdf.js types the option as a DOM Document; it touches only the members above (FontLoader's
  // insertRule and clear, pdf.js 5.4).
  return document as unknown as Document;
}
