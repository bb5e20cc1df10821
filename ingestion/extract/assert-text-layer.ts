import { ExtractError } from './extract-error';

export interface TextLayerSummary {
  physical_page: number;
  has_text: boolean;
  image_only: boolean;
}

export interface TextLayerOptions {
  /** Keep going past pages that paint images but carry no text (default: fail on them). */
  allowImageOnlyPages?: boolean;
}

/**
 * A scanned page has no text to cite: fail loudly (naming the first such page and how many
 * there are) rather than index a book with silent holes. A book with no text at all fails the
 * same way. Blank pages (nothing painted) are fine: books have them.
 */
export function assertTextLayer(
  pages: readonly TextLayerSummary[],
  file: string,
  options: TextLayerOptions = {},
): void {
  if (pages.length > 0 && pages.every((p) => !p.has_text))
    throw new ExtractError('no_text', file, 'no page has a text layer (a scanned PDF?)');
  if (options.allowImageOnlyPages) return;
  const imageOnly = pages.filter((p) => p.image_only);
  const first = imageOnly[0];
  if (first)
    throw new ExtractError(
      'no_text',
      file,
      `page paints images or text outlines but has no text layer (${imageOnly.length} such page(s) in all)`,
      first.physical_page,
    );
}
