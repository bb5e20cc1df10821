import path from 'node:path';
import { answerResponseSchema } from '@/lib/schema/answer';
import type { UnseenAnswerer } from '../evaluate-unseen';

/**
 * The variables that would change what the route answers with (a model, dense retrieval, another
 * store). The in-memory harness is extractive, sparse, LocalStore; so is this measurement.
 */
const CLEARED = [
  'LLM_BASE_URL',
  'LLM_MODEL',
  'LLM_API_KEY',
  'EMBEDDING_BASE_URL',
  'EMBEDDING_MODEL',
  'QDRANT_URL',
  'QDRANT_API_KEY',
  'NEXT_RUNTIME',
] as const;

/**
 * Answers through the real handler of POST /api/answer (app/api/answer/route.ts), in process: a
 * JSON `Request` in, the route's own body parsing, error mapping and response schema out. The
 * route answers in process when NEXT_RUNTIME is unset (Next's server hands the same call to its
 * answer thread, which gives the same bodies: answer-off-thread.test.ts), so no build and no
 * server are needed. The index is chosen the way the server's is, by INDEX_DIR (ARCHITECTURE.md's
 * env contract), set before the route module and lib/env.ts's cached environment are first read:
 * call this before anything else in the process reads the environment.
 */
export async function openApiAnswerer(indexDir: string): Promise<UnseenAnswerer> {
  process.env.INDEX_DIR = path.resolve(indexDir);
  for (const name of CLEARED) delete process.env[name];
  const { POST } = await import('@/app/api/answer/route');
  return async (question, history) => {
    const response = await POST(
      new Request('http://localhost/api/answer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question, history }),
      }),
    );
    const body = (await response.json()) as unknown;
    if (response.status !== 200)
      throw new Error(
        `POST /api/answer answered ${response.status} to "${question}": ${JSON.stringify(body)}`,
      );
    return answerResponseSchema.parse(body);
  };
}
