import 'server-only';
import { embed, embedMany } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Env } from '@/lib/env';

type EmbeddingEnv = Pick<Env, 'EMBEDDING_BASE_URL' | 'EMBEDDING_MODEL' | 'LLM_API_KEY'>;

/** Texts per request when embedding a whole book at ingest. */
const BATCH = 64;

function embeddingModel(env: EmbeddingEnv) {
  if (!env.EMBEDDING_BASE_URL || !env.EMBEDDING_MODEL) return null;
  const provider = createOpenAICompatible({
    name: 'embeddings',
    baseURL: env.EMBEDDING_BASE_URL,
    apiKey: env.LLM_API_KEY,
  });
  return provider.textEmbeddingModel(env.EMBEDDING_MODEL);
}

/** Query-side embedder, when an OpenAI-compatible embeddings endpoint is configured. */
export function makeQueryEmbedder(
  env: EmbeddingEnv,
): ((text: string) => Promise<number[]>) | undefined {
  const model = embeddingModel(env);
  if (!model) return undefined;
  return async (text) => (await embed({ model, value: text, maxRetries: 1 })).embedding;
}

/** Ingest-side embedder for every chunk's `text`, in batches; undefined when not configured. */
export function makeDocumentEmbedder(
  env: EmbeddingEnv,
): ((texts: readonly string[]) => Promise<number[][]>) | undefined {
  const model = embeddingModel(env);
  if (!model) return undefined;
  return async (texts) => {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const { embeddings } = await embedMany({
        model,
        values: texts.slice(i, i + BATCH),
        maxRetries: 2,
      });
      out.push(...embeddings);
    }
    return out;
  };
}
