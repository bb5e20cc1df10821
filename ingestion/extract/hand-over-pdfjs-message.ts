import { clonePdfjsMessage } from './clone-pdfjs-message';

interface OperatorListChunk {
  fnArray: unknown[];
  argsArray: unknown[];
  lastChunk: boolean;
  length: number;
}

function isOperatorListChunk(value: unknown): value is OperatorListChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Partial<OperatorListChunk>;
  return (
    Array.isArray(chunk.fnArray) &&
    Array.isArray(chunk.argsArray) &&
    typeof chunk.lastChunk === 'boolean' &&
    typeof chunk.length === 'number'
  );
}

/**
 * What one half of pdf.js receives of a message the other half posted, both in this thread
 * (create-pdfjs-worker.ts). An operator-list chunk — the bulk of what moves: every page's
 * operators and the glyphs of every showText — is handed over with its two arrays copied and
 * their items shared; every other message is copied as structuredClone would (clonePdfjsMessage).
 *
 * Why the items can be shared. The sender reuses only the two arrays (OperatorList.flush()
 * empties fnArray and argsArray right after enqueueing them): each operator's arguments are built
 * for that operator, its typed arrays are in the transfer list (so a real worker would never see
 * them again), and its glyph lists are the font's cached, never-rewritten Glyph arrays. The
 * receiver (pdf.js's display half, then build-text-items, read-glyphs and extract-rulings) reads
 * them and writes nothing into them. What sharing changes: a glyph arrives as pdf.js's Glyph
 * itself rather than a plain copy of its own properties (same fields), and one glyph list shown
 * twice is one array. Measured: copying the glyph objects was 6.1% of an extraction worker's CPU
 * (clonePdfjsMessage, CPU profile of the 680-monograph ingest, two workers) plus the garbage it
 * left; the extracted output is unchanged (bench:ingest --reference: every record identical).
 */
export function handOverPdfjsMessage<T>(message: T, transfer?: readonly unknown[] | null): T {
  if (typeof message === 'object' && message !== null && 'chunk' in message) {
    const chunk = (message as { chunk: unknown }).chunk;
    if (isOperatorListChunk(chunk))
      return {
        ...message,
        chunk: { ...chunk, fnArray: chunk.fnArray.slice(), argsArray: chunk.argsArray.slice() },
      };
  }
  return clonePdfjsMessage(message, transfer);
}
