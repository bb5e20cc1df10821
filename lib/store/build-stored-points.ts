import type { Chunk } from '@/lib/schema/chunk';
import { buildDocumentSparseVector } from '@/lib/text/build-document-sparse-vector';
import { countSyllables } from '@/lib/text/tokenize-vietnamese';
import type { StoredPoint } from './chunk-store';

/**
 * The text a chunk is indexed under: drug name, section name, then `text` (which already
 * carries its context labels). A section's text rarely repeats the drug's name or its own
 * heading, yet questions name both ("liều acetylcystein cho trẻ em", "chống chỉ định của …").
 */
export function sparseIndexText(chunk: Chunk): string {
  return `${chunk.drug_name}\n${chunk.section_display_name}\n${chunk.text}`;
}

/**
 * Chunks (+ optional dense vectors, same order) → points for ChunkStore.load: BM25 document
 * vectors normalised by this collection's average length in syllables.
 */
export function buildStoredPoints(
  chunks: readonly Chunk[],
  dense?: readonly (readonly number[])[],
): StoredPoint[] {
  if (dense !== undefined && dense.length !== chunks.length) {
    throw new Error(`buildStoredPoints: ${dense.length} dense vectors for ${chunks.length} chunks`);
  }
  // Two passes (lengths, then vectors) rather than keeping every chunk's terms alive at once:
  // a book's ~6M term objects held together cost seconds of garbage collection.
  const total = chunks.reduce((sum, chunk) => sum + countSyllables(sparseIndexText(chunk)), 0);
  const avgDocLength = Math.max(1, total / Math.max(1, chunks.length));
  return chunks.map((chunk, i) => {
    const vector = dense?.[i];
    return {
      chunk,
      sparse: buildDocumentSparseVector(sparseIndexText(chunk), avgDocLength),
      ...(vector ? { dense: [...vector] } : {}),
    };
  });
}
