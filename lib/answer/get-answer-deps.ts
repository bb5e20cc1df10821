import 'server-only';
import { getLanguageModel } from '@/lib/ai/get-language-model';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { loadBlocks } from '@/lib/index/load-blocks';
import { pinIndexDir } from '@/lib/index/pin-index-dir';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';
import type { AnswerDeps } from './answer-question';

/**
 * What answering needs, from the environment and the served index. The store, lexicon and
 * blocks are each cached per process and re-read when a re-ingest swaps the index. All three
 * come from the one generation pinned here, and the store is a snapshot of it, so a swap during
 * the request changes nothing this request reads.
 */
export async function getAnswerDeps(surface: 'answer' | 'chat'): Promise<AnswerDeps> {
  const env = { ...getEnv(), INDEX_DIR: await pinIndexDir(getEnv().INDEX_DIR, surface) };
  try {
    const [retrieval, blocks] = await Promise.all([
      openRetrievalContext(env),
      loadBlocks(env.INDEX_DIR),
    ]);
    return { retrieval, blocks, model: getLanguageModel(env) };
  } catch (error) {
    throw new AppError(`unavailable:${surface}`, undefined, { cause: error });
  }
}
