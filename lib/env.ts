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
const optionalPostgresUrl = optionalString.pipe(
  z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
);
/** Feedback rows are kept this many days unless FEEDBACK_RETENTION_DAYS says otherwise. */
export const DEFAULT_FEEDBACK_RETENTION_DAYS = 90;

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
    /** The feedback database (SQLite); never inside INDEX_DIR, which every ingest replaces. */
    FEEDBACK_DB: optionalString,
    /** Enables the read-only /review page for whoever presents it. */
    REVIEW_TOKEN: optionalString,
    /**
     * Postgres for what several instances must share (feedback and its all-clients rate limit);
     * when unset, FEEDBACK_DB (SQLite) is used.
     */
    DATABASE_URL: optionalPostgresUrl,
    /** Feedback rows older than this many days are purged (they may hold patient details). */
    FEEDBACK_RETENTION_DAYS: optionalString
      .transform((v) => (v === undefined ? DEFAULT_FEEDBACK_RETENTION_DAYS : Number(v)))
      .pipe(z.number({ message: 'must be a whole number of days' }).int().min(1).max(36_500)),
    /** `next start` and `next build` set it; check-feedback-db-location.ts reads it. */
    NODE_ENV: optionalString,
    /** `1` puts question text and chat history in the request logs (loud warning at start). */
    LOG_QUESTIONS: optionalString.pipe(z.enum(['0', '1']).optional()).transform((v) => v === '1'),
    /**
     * How many proxies in front of the server are ours: their X-Forwarded-For and
     * X-Forwarded-Proto are believed that many hops deep. 0 (default): the socket is the client.
     */
    TRUST_PROXY: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d{1,2}$/, 'must be a hop count (0, 1, 2 …)')
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 0),
    /** The address clinicians use (`https://thuoc.example.vn`): writes must come from it. */
    PUBLIC_ORIGIN: optionalUrl.transform((v) => (v === undefined ? undefined : new URL(v).origin)),
    /** Comma-separated Host values the server answers (`thuoc.example.vn,10.0.0.5:3000`). */
    ALLOWED_HOSTS: optionalString.transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
    ),
    /** `off` lifts the question and feedback rate limits: for load tests on loopback only. */
    RATE_LIMITS: optionalString.pipe(z.enum(['on', 'off']).optional()).transform((v) => v ?? 'on'),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_BASE_URL is set but LLM_MODEL is not',
      });
    }
    if (env.REVIEW_TOKEN !== undefined && env.REVIEW_TOKEN.length < REVIEW_TOKEN_MIN_CHARS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REVIEW_TOKEN'],
        message: `must be at least ${REVIEW_TOKEN_MIN_CHARS} characters (it guards clinicians' questions)`,
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

const REVIEW_TOKEN_MIN_CHARS = 16;

export type Env = z.infer<typeof envSchema> & { INDEX_DIR: string; FEEDBACK_DB: string };

/** Where `npm run demo` and the default `npm run ingest` put the sample book's index. */
export const DEFAULT_INDEX_DIR = 'data/index';
/** Beside the index, never in it: the ingest replaces INDEX_DIR whole. */
export const DEFAULT_FEEDBACK_DB = 'data/feedback.sqlite';

export function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment (lib/env.ts):\n${lines.join('\n')}`);
  }
  // Paths chosen at run time, not files of the build: without the ignore comment Turbopack
  // traced the whole project into the server output ("Dynamic filesystem access causes tracing
  // of the whole project", a warning on every `next build`).
  const INDEX_DIR = path.resolve(
    /*turbopackIgnore: true*/ result.data.INDEX_DIR ?? DEFAULT_INDEX_DIR,
  );
  const FEEDBACK_DB = path.resolve(
    /*turbopackIgnore: true*/ result.data.FEEDBACK_DB ?? DEFAULT_FEEDBACK_DB,
  );
  // Measured defect: feedback in INDEX_DIR/feedback.jsonl was deleted by the next ingest.
  if (isInside(FEEDBACK_DB, INDEX_DIR)) {
    throw new Error(
      `Invalid environment (lib/env.ts):\n  FEEDBACK_DB: ${FEEDBACK_DB} is inside INDEX_DIR ` +
        `(${INDEX_DIR}), which every ingest replaces; put it beside the index`,
    );
  }
  return { ...result.data, INDEX_DIR, FEEDBACK_DB };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
