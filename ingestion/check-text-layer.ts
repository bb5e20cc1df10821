import { findTextLayerRefusal, formatTextHealth } from './extract/assess-text-layer';
import { extractBook } from './extract/extract-book';

/**
 * `npm run ingest -- --pdf F --check`: reads the book's text layer, repairs what it can and
 * prints its health per font and page range; writes nothing. Exit 0 when the text can be
 * trusted, 2 with the defect, font and pages named when it cannot.
 */
export async function checkTextLayer(
  pdf: string,
  options: { workers?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ exitCode: 0 | 2; report: string; refusal: string | null }> {
  const book = await extractBook(pdf, {
    workers: options.workers,
    allowImageOnlyPages: true,
    keepUnreadableText: true,
    onProgress: options.onProgress,
  });
  const health = book.text_health!;
  const refusal = findTextLayerRefusal(health);
  const verdict = refusal ? 'Cannot be ingested (exit 2).' : 'The text layer can be trusted.';
  return {
    exitCode: refusal ? 2 : 0,
    report: `${formatTextHealth(health)}\n${verdict}`,
    refusal: refusal ? `${pdf}: ${refusal} [unreadable_text]` : null,
  };
}
