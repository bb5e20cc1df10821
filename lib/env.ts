import 'server-only';
import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, validated once. Every variable is optional: with none set the app runs fully
 * offline on the sample book (LocalStore, extractive answers, sparse retrieval).
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, message: 'must be a full http(s):// URL' }).optional(),
);

export const envSchema = z
  .object({
    SOURCE_PDF: optionalString,
    INDEX_DIR: optionalString,
    QDRANT_URL: optionalUrl,
    QDRANT_API_KEY: optionalString,
    QDRANT_COLLECTION: optionalString.default('duoc_thu'),
    LLM_BASE_URL: optionalUrl,
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    EMBEDDING_BASE_URL: optionalUrl,
    EMBEDDING_MODEL: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_BASE_URL is set but LLM_MODEL is not',
      });
    }
    if (env.EMBEDDING_BASE_URL && !env.EMBEDDING_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMBEDDING_MODEL'],
        message: 'EMBEDDING_BASE_URL is set but EMBEDDING_MODEL is not',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { INDEX_DIR: string };

/** Where `npm run demo` and the default `npm run ingest` put the sample book's index. */
export const DEFAULT_INDEX_DIR = 'data/index';

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment (lib/env.ts):\n${lines.join('\n')}`);
  }
  return { ...result.data, INDEX_DIR: path.resolve(result.data.INDEX_DIR ?? DEFAULT_INDEX_DIR) };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
