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

export interface Embedders {
  /** One question, at query time. */
  query: (text: string) => Promise<number[]>;
  /** Every chunk's `text` at ingest, in batches of BATCH. */
  documents: (texts: readonly string[]) => Promise<number[][]>;
}

/**
 * Both sides of one OpenAI-compatible embeddings endpoint, or undefined when none is
 * configured (the LocalStore then ranks by its sparse vectors alone). One factory, so the
 * question and the book are always embedded by the same model.
 */
export function makeEmbedders(env: EmbeddingEnv): Embedders | undefined {
  const model = embeddingModel(env);
  if (!model) return undefined;
  return {
    query: async (text) => (await embed({ model, value: text, maxRetries: 1 })).embedding,
    documents: async (texts) => {
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
    },
  };
}
