import 'server-only';
import { GET as book } from '@/app/api/book/route';
import { GET as drugIndexMatch } from '@/app/api/drug-index/match/route';
import { GET as drugIndex } from '@/app/api/drug-index/route';
import { GET as find } from '@/app/api/find/route';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { serverAnswerThread } from '@/lib/answer/worker/answer-off-thread';
import { drainOk, readReportCount, type WarmStep } from '@/lib/ops/warm-index';

/** Any request URL will do: the handlers read only the path's query. */
const LOCAL = 'http://localhost';

/**
 * What readiness warms, one row per feature a user reaches, each through the code its route
 * runs: the answer thread's store, lexicon and blocks (in Next's server /api/answer and /api/chat
 * both answer on it, answer-off-thread.ts, so one question asked through it loads what they read;
 * elsewhere getAnswerDeps in process), and the book's read routes called as handlers, so whatever
 * those routes cache (the drug index, find's page lines, the folio map) is cached by the time
 * /api/ready says 200, however they load it. The main thread never opens the answer store: a
 * copy there was ~50 MB the server never read (issue 39, docs/server-memory.md).
 */
const inServer = () => process.env.NEXT_RUNTIME === 'nodejs';

export const WARM_STEPS: readonly WarmStep[] = [
  {
    name: 'answers: store, lexicon, blocks',
    run: () =>
      inServer() ? serverAnswerThread.answer('liều dùng', [], 'chat') : getAnswerDeps('chat'),
  },
  { name: 'book pages', run: async () => drainOk('/api/book', await book()) },
  { name: 'drug index', run: async () => drainOk('/api/drug-index', await drugIndex()) },
  {
    name: 'drug filter',
    run: async () =>
      drainOk(
        '/api/drug-index/match',
        await drugIndexMatch(new Request(`${LOCAL}/api/drug-index/match?q=para`)),
      ),
  },
  {
    name: 'find',
    run: async () =>
      drainOk('/api/find', await find(new Request(`${LOCAL}/api/find?q=li%E1%BB%81u`))),
  },
];

/**
 * The chunks of the generation warmed (`dir`, pinned by warmIndex). In the server, the ingest's own tally
 * (report.json, beside the monographs readiness reports), so the main thread need not open the
 * store the answer thread holds; elsewhere the store's count.
 */
export async function countChunks(dir: string): Promise<number> {
  if (!inServer()) return (await getAnswerDeps('chat')).retrieval.store.count();
  return readReportCount(dir, 'chunks');
}
