import 'server-only';
import { getLanguageModel } from '@/lib/ai/get-language-model';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { loadBlocks } from '@/lib/index/load-blocks';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';
import type { AnswerDeps } from './answer-question';

/**
 * What answering needs, from the environment and the served index. The store, lexicon and
 * blocks are each cached per process and re-read when a re-ingest swaps the index.
 */
export async function getAnswerDeps(surface: 'answer' | 'chat'): Promise<AnswerDeps> {
  const env = getEnv();
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
