import { parentPort } from 'node:worker_threads';
import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { toWorkerReply, type WorkerRequest } from './worker-protocol';

// One thread answering /api/answer's questions one after another, beside the server's main
// thread (answer-off-thread.ts says why).
parentPort?.on('message', (request: WorkerRequest) => {
  void (async () => {
    try {
      const answer = await answerQuestion(
        request.question,
        request.history,
        await getAnswerDeps('answer'),
      );
      parentPort?.postMessage(toWorkerReply(request.id, { answer }));
    } catch (error) {
      parentPort?.postMessage(toWorkerReply(request.id, { error }));
    }
  })();
});
