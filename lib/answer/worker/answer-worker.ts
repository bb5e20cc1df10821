import { parentPort } from 'node:worker_threads';
import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { toWorkerReply, type WorkerRequest } from './worker-protocol';

// The thread that answers /api/answer's and /api/chat's questions beside the server's main
// thread (answer-off-thread.ts says why). Each question is answered as it arrives; several may
// be in flight while the store is read, and each reply carries its question's id.
parentPort?.on('message', (request: WorkerRequest) => {
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
    }
  })();
});
