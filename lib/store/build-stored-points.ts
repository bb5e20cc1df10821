import type { Chunk } from '@/lib/schema/chunk';
import { buildDocumentSparseVector } from '@/lib/text/build-document-sparse-vector';
import type { SparseVector } from '@/lib/text/build-sparse-vector';
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
 * Index texts (sparseIndexText, one per chunk) → BM25 document vectors normalised by this
 * collection's average length in syllables. Pure and deterministic, so the ingest can run it in
 * a worker thread (ingestion/sparse) and get the same floats.
 */
export function buildSparseVectors(texts: readonly string[]): SparseVector[] {
  // Two passes (lengths, then vectors) rather than keeping every chunk's terms alive at once:
  // a book's ~6M term objects held together cost seconds of garbage collection.
  const avgDocLength = averageDocLength(texts);
  return texts.map((text) => buildDocumentSparseVector(text, avgDocLength));
}

/** BM25's avgdl: the mean length of the index texts in syllables (at least 1). */
export function averageDocLength(texts: readonly string[]): number {
  const total = texts.reduce((sum, text) => sum + countSyllables(text), 0);
  return Math.max(1, total / Math.max(1, texts.length));
}

/**
 * Chunks (+ optional dense vectors, same order) → points for ChunkStore.load. `sparse`, when
 * given, is buildSparseVectors of the chunks' index texts computed elsewhere (the ingest's
 * worker thread); otherwise it is computed here.
 */
export function buildStoredPoints(
  chunks: readonly Chunk[],
  dense?: readonly (readonly number[])[],
  sparse?: readonly SparseVector[],
): StoredPoint[] {
  if (dense !== undefined && dense.length !== chunks.length) {
    throw new Error(`buildStoredPoints: ${dense.length} dense vectors for ${chunks.length} chunks`);
  }
  if (sparse !== undefined && sparse.length !== chunks.length) {
    throw new Error(
      `buildStoredPoints: ${sparse.length} sparse vectors for ${chunks.length} chunks`,
    );
  }
  const vectors = sparse ?? buildSparseVectors(chunks.map(sparseIndexText));
  return chunks.map((chunk, i) => {
    const vector = dense?.[i];
    return {
      chunk,
      sparse: vectors[i]!,
      ...(vector ? { dense: [...vector] } : {}),
    };
  });
}
