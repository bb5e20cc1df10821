import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_MODE, expect, test } from './fixtures/test';
import { parseAnswerGoldenSet } from './eval/answers/answer-golden-question';
import {
  spawnProductionServer,
  waitReady,
  type ProductionServer,
} from './setup/spawn-production-server';
import { answerResponseSchema } from '@/lib/schema/answer';

const ANSWERS = path.resolve(import.meta.dirname, 'eval/answers');
const SNAPSHOT = path.join(ANSWERS, 'snapshot/answers.snapshot.jsonl');
const GOLDEN = path.join(ANSWERS, 'answer-golden-set.jsonl');

/**
 * The answer golden set asked of the production build through POST /api/answer, each answer
 * compared with the in-memory one `npm run snapshot:answers` recorded over the same default
 * sample book. The bundle is not the source: Next's minifier left one call in
 * lib/answer/safety/name-condition.ts unrenamed, and every answer reaching it was a 500
 * ("ReferenceError: phraseAt is not defined") while every in-memory test passed (found at stop 63
 * with "Metformin dùng được không, 75 tuổi, eGFR 40?").
 *
 * On a production server of its own, `npm start` over the same build, with RATE_LIMITS=off: 257
 * questions in a minute from one client are what the rate limits exist to refuse (e2e/ops.spec.ts
 * tests them), and this spec measures the bundle, not the 429s.
 */
test.describe('the golden answers through the production build', () => {
  test.skip(API_MODE === 'mock', 'the mock API answers from fixtures, not the bundle');
  let server: ProductionServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await spawnProductionServer(() => ({ RATE_LIMITS: 'off' }));
    await waitReady(server.base);
  });
  test.afterAll(() => server?.stop());

  test('[POLICY] every golden question is answered as in memory (no 5xx, the same text)', async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const history = new Map(
      parseAnswerGoldenSet(readFileSync(GOLDEN, 'utf8'), GOLDEN).map((q) => [q.id, q.history]),
    );
    const recorded = readFileSync(SNAPSHOT, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { set: string; id: string; question: string; answer: string },
      )
      .filter((e) => e.set === 'golden');
    expect(recorded.length).toBeGreaterThan(200);
    const differ: string[] = [];
    for (const e of recorded) {
      const response = await request.post(`${server.base}/api/answer`, {
        headers: { 'content-type': 'application/json', origin: server.base },
        data: { question: e.question, history: history.get(e.id) ?? [] },
      });
      if (response.status() !== 200) {
        differ.push(`${e.id}: ${response.status()} ${(await response.text()).slice(0, 200)}`);
        continue;
      }
      const answer = answerResponseSchema.parse(await response.json()).answer;
      if (answer !== e.answer) differ.push(`${e.id}: ${answer.split('\n')[1] ?? answer}`);
    }
    expect(differ, 'golden answers the production build answered otherwise').toEqual([]);
  });
});
