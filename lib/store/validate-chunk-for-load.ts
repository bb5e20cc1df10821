import { chunkSchema, findMissingRequiredFields, type Chunk } from '@/lib/schema/chunk';
import { SCHEMA_VERSION } from '@/lib/schema/block';

/** A chunk the loader refuses; names the chunk and the field. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    readonly field: string,
    detail: string,
  ) {
    super(`chunk ${chunkId}: field "${field}" ${detail}`);
    this.name = 'ChunkLoadError';
  }
}

function describeId(record: Record<string, unknown>, position: number | undefined): string {
  const id = record.chunk_id;
  const at = position === undefined ? '' : ` (#${position})`;
  return typeof id === 'string' && id.length > 0 ? `"${id}"${at}` : `<no chunk_id>${at}`;
}

/**
 * The loader's gate (document model §Chunk record), run by both adapters before anything is
 * written:
 * 1. `schema_version` must be exactly 4 — an older chunker's output is refused, not coerced;
 * 2. every REQUIRED_CHUNK_FIELDS entry must be present by `isMissing` — 0 and false are
 *    present (physical page 0 and has_quarantined_content=false were once wrongly rejected);
 * 3. the whole record must parse with chunkSchema (the parsed, stripped chunk is returned).
 */
export function validateChunkForLoad(record: unknown, position?: number): Chunk {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    const at = position === undefined ? '' : ` #${position}`;
    throw new ChunkLoadError(`<not an object>${at}`, '(record)', 'must be a chunk object');
  }
  const fields = record as Record<string, unknown>;
  const id = describeId(fields, position);

  if (fields.schema_version !== SCHEMA_VERSION) {
    throw new ChunkLoadError(
      id,
      'schema_version',
      `must be ${SCHEMA_VERSION}, got ${JSON.stringify(fields.schema_version) ?? 'nothing'} ` +
        '(re-run the chunker: the store loads schema v4 only)',
    );
  }
  const missing = findMissingRequiredFields(fields);
  if (missing[0] !== undefined) {
    throw new ChunkLoadError(id, missing[0], 'is required and missing (REQUIRED_CHUNK_FIELDS)');
  }
  const parsed = chunkSchema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String).join('.') || '(record)';
    throw new ChunkLoadError(
      id,
      path,
      `is invalid: ${issue?.message ?? 'does not match schema v4'}`,
    );
  }
  return parsed.data;
}
