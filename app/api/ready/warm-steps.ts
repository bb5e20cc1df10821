import 'server-only';
import { GET as book } from '@/app/api/book/route';
import { GET as drugIndexMatch } from '@/app/api/drug-index/match/route';
import { GET as drugIndex } from '@/app/api/drug-index/route';
import { GET as find } from '@/app/api/find/route';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { drainOk, type WarmStep } from '@/lib/ops/warm-index';

/** Any request URL will do: the handlers read only the path's query. */
const LOCAL = 'http://localhost';

/**
 * What readiness warms, one row per feature a user reaches, each through the code its route
 * runs: the answer's store, lexicon and blocks (getAnswerDeps, as /api/chat calls it), and the
 * book's read routes called as handlers, so whatever those routes cache (the drug index, find's
 * page lines, the folio map) is cached by the time /api/ready says 200, however they load it.
 *
 * /api/answer's own thread (lib/answer/worker) is not warmed here: it holds its own copy of the
 * store and starts on the first /api/answer question (README, "Probes").
 */
export const WARM_STEPS: readonly WarmStep[] = [
  { name: 'answers: store, lexicon, blocks', run: () => getAnswerDeps('chat') },
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

/** The chunks the answer store holds (Qdrant's collection or the LocalStore). */
export async function countChunks(): Promise<number> {
  return (await getAnswerDeps('chat')).retrieval.store.count();
}
