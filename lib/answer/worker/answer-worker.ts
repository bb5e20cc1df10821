import { parentPort } from 'node:worker_threads';
import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { getEnv } from '@/lib/env';
import { routeConsoleToLog } from '@/lib/ops/install-request-log';
import { toWorkerReply, type WorkerRequest } from './worker-protocol';

// The texts of the questions this thread is answering now: its console lines (the LLM
// fallback's warning) are JSON lines of the server's logger with them scrubbed, as the main
// thread's are (lib/ops), unless LOG_QUESTIONS=1.
const answering = new Map<number, string[]>();
routeConsoleToLog({
  name: 'answer',
  secrets: () => (getEnv().LOG_QUESTIONS ? [] : [...answering.values()].flat()),
});

// The thread that answers /api/answer's and /api/chat's questions beside the server's main
// thread (answer-off-thread.ts says why). Each question is answered as it arrives; several may
// be in flight while the store is read, and each reply carries its question's id.
parentPort?.on('message', (request: WorkerRequest) => {
  answering.set(request.id, [request.question, ...request.history.map((turn) => turn.content)]);
  void (async () => {
    try {
      const answer = await answerQuestion(
        request.question,
        request.history,
        await getAnswerDeps(request.surface),
      );
      parentPort?.postMessage(toWorkerReply(request.id, { answer }));
    } catch (error) {
      parentPort?.postMessage(toWorkerReply(request.id, { error }));
    } finally {
      answering.delete(request.id);
    }
  })();
});
