import { AppError, type AppErrorSurface, type AppErrorType } from '@/lib/errors/app-error';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { HistoryTurn } from '@/lib/schema/chat-message';

export interface WorkerRequest {
  id: number;
  question: string;
  history: HistoryTurn[];
  /** The route asking: its errors carry its surface, as they would in process. */
  surface: 'answer' | 'chat';
}

/** A thrown value crossing the thread: structured clone keeps neither class nor fields. */
type WorkerError =
  | {
      kind: 'app';
      code: `${AppErrorType}:${AppErrorSurface}`;
      message: string;
      headers: Record<string, string>;
    }
  | { kind: 'named'; name: string; message: string; stack?: string };

export type WorkerReply =
  | { id: number; answer: AnswerResponse }
  | { id: number; error: WorkerError };

export function toWorkerReply(
  id: number,
  result: { answer: AnswerResponse } | { error: unknown },
): WorkerReply {
  if ('answer' in result) return { id, answer: result.answer };
  const error = result.error;
  if (error instanceof AppError)
    return {
      id,
      error: {
        kind: 'app',
        code: `${error.type}:${error.surface}`,
        message: error.userMessage,
        headers: error.headers,
      },
    };
  const e = error instanceof Error ? error : new Error(String(error));
  return { id, error: { kind: 'named', name: e.name, message: e.message, stack: e.stack } };
}

/** The error a reply carries, rebuilt so toErrorResponse answers it as it would in process. */
export function fromWorkerError(error: WorkerError): Error {
  if (error.kind === 'app')
    return new AppError(error.code, error.message, { headers: error.headers });
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}
