import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import { blockSchema, type Block } from '@/lib/schema/block';
import { INDEX_FILES } from './index-files';
import { readJsonl } from './read-jsonl';

let cache: { key: string; blocks: Map<string, Block> } | null = null;

/** blocks.jsonl of the served index, by id; re-read when a re-ingest replaces it. */
export async function loadBlocks(indexDir: string): Promise<Map<string, Block>> {
  const file = path.join(indexDir, INDEX_FILES.blocks);
  const info = statSync(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  if (cache?.key === key) return cache.blocks;
  const blocks = new Map<string, Block>();
  for (const block of await readJsonl(file, blockSchema)) blocks.set(block.block_id, block);
  cache = { key, blocks };
  return blocks;
}

/** The URL the UI loads a block's crop from (app/api/blocks/[blockId]/crop). */
export function cropUrlFor(blockId: string): string {
  return `/api/blocks/${encodeURIComponent(blockId)}/crop`;
}
