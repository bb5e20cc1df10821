import { z } from 'zod';

/**
 * A rectangle in PDF points, origin at the top-left of the page: [x0, y0, x1, y1] with
 * x0 <= x1 and y0 <= y1. Page sizes live in pages.jsonl; converting to screen pixels is the
 * viewer's job (lib/geometry), so stored geometry survives zoom.
 */
export const bboxSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .refine(([x0, y0, x1, y1]) => x0 <= x1 && y0 <= y1, { message: 'bbox must be [x0, y0, x1, y1]' });
export type BBox = z.infer<typeof bboxSchema>;

/** 0-based page index in the PDF file; the viewer opens physical_page + 1. */
export const physicalPageSchema = z.number().int().nonnegative();

/** One rectangle on one page: a column-run of a chunk's lines, or one part of a block. */
export const pageRegionSchema = z.object({
  physical_page: physicalPageSchema,
  bbox: bboxSchema,
});
export type PageRegion = z.infer<typeof pageRegionSchema>;

/** [first, last], inclusive. */
export const pageRangeSchema = z
  .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
  .refine(([a, b]) => a <= b, { message: 'page range must be [first, last] with first <= last' });
export type PageRange = z.infer<typeof pageRangeSchema>;
