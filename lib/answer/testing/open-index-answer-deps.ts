import { parseEnv } from '@/lib/env';
import { loadBlocks } from '@/lib/index/load-blocks';
import { loadDrugLexicon } from '@/lib/retrieval/open-retrieval-context';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import type { AnswerDeps } from '@/lib/answer/answer-question';

/**
 * Extractive answer dependencies over an index folder (the store, the lexicon, the blocks; no
 * model): what the tests, the evals and the snapshot open, one copy instead of one per file.
 */
export async function openIndexAnswerDeps(indexDir: string): Promise<AnswerDeps> {
  const env = parseEnv({ INDEX_DIR: indexDir });
  return {
    retrieval: {
      store: await openChunkStore(env.INDEX_DIR, env),
      lexicon: await loadDrugLexicon(env.INDEX_DIR),
    },
    blocks: await loadBlocks(env.INDEX_DIR),
    model: null,
  };
}
