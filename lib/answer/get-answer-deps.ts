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
 *
 * The look-ups behind it (the index's real path, the store's link and manifest, the stat of
 * monographs.jsonl and blocks.jsonl) are synchronous calls of a few µs each: through the
 * promise API each was a trip to libuv's thread pool, and the five cost ~125 µs of CPU per
 * request, ~3% of an answer's (measured in process, 2,000 calls; bench:api questions).
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
