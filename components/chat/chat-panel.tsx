'use client';

import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { AnswerAttachment, Citation } from '@/lib/schema/citation';
import {
  chatDataPartSchemas,
  QUESTION_MAX_CHARS,
  type ChatMessage,
} from '@/lib/schema/chat-message';
import { AnswerMessage } from './answer-message';
import { buildChatRequest } from './build-chat-request';
import { CrclCalculator, type CrclStart } from './crcl-calculator';
import { crclStartOf } from './crcl-start-of';
import { findClearanceFormula } from './find-clearance-formula';
import { rewriteQuestion } from './rewrite-question';
import { readChatError } from './read-chat-error';
import { readMessageAnswer, readMessageText } from './read-message-answer';

/** One transport for the page: the route takes `{question, history}`, not the SDK's messages. */
const transport = new DefaultChatTransport<ChatMessage>({
  api: '/api/chat',
  prepareSendMessagesRequest: ({ messages }) => ({ body: buildChatRequest(messages) }),
});

/** The question asked just before message `index` (what a vote is about). */
function questionBefore(messages: readonly ChatMessage[], index: number): string {
  for (let i = index - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === 'user') return readMessageText(m);
  }
  return '';
}

/** The calculator as opened: its first values and the book's formula crop beside it. */
interface CalculatorOpening {
  start: CrclStart;
  formula: AnswerAttachment | null;
  /** The question of the answer it was opened from: the one "apply" asks again. */
  question: string | null;
  /** Bumped per opening: the form starts again from `start`. */
  key: number;
}

/** The newest answer in the conversation and the question it answered. */
function latestAnswered(
  messages: readonly ChatMessage[],
): { answer: AnswerResponse; question: string } | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const answer = m.role === 'assistant' ? readMessageAnswer(m) : null;
    if (answer) return { answer, question: questionBefore(messages, i) };
  }
  return null;
}

/** The conversation: questions, streamed cited answers, errors, and the question box. */
export function ChatPanel({
  onOpenCitation,
  onOpenAttachment,
  onAnswer,
}: {
  onOpenCitation: (citation: Citation) => void;
  onOpenAttachment: (attachment: AnswerAttachment) => void;
  /** Hears each answer once, as soon as its structured part arrives (the viewer prefetches). */
  onAnswer?: (answer: AnswerResponse) => void;
}) {
  const { messages, sendMessage, status, error, regenerate, stop, clearError } =
    useChat<ChatMessage>({ transport, dataPartSchemas: chatDataPartSchemas });
  const [input, setInput] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const busy = status === 'submitted' || status === 'streaming';
  const [calculator, setCalculator] = useState<CalculatorOpening | null>(null);
  const calculatorId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    (question: string) => {
      if (!busy) void sendMessage({ text: question });
    },
    [busy, sendMessage],
  );

  const openCalculator = (from: { answer: AnswerResponse; question: string } | null) => {
    const source = from ?? latestAnswered(messages);
    setCalculator((c) => ({
      start: crclStartOf(source?.answer.patient),
      formula: source ? findClearanceFormula(source.answer) : null,
      question: source?.question || null,
      key: (c?.key ?? 0) + 1,
    }));
  };

  const closeCalculator = () => {
    setCalculator(null);
    toggleRef.current?.focus();
  };

  // The clearance goes into the last question as its chip, replacing a clearance it stated, and
  // the question is asked again; with no question yet it waits in the question box.
  const applyClearance = (chip: string) => {
    const question = calculator?.question;
    setCalculator(null);
    if (!question) {
      setInput((typed) => rewriteQuestion(typed, 'renal', chip));
      inputRef.current?.focus();
      return;
    }
    ask(rewriteQuestion(question, 'renal', chip));
  };

  const lastAnswered = useRef<string | null>(null);
  useEffect(() => {
    const last = messages.at(-1);
    if (!onAnswer || last?.role !== 'assistant' || lastAnswered.current === last.id) return;
    const answer = readMessageAnswer(last);
    if (!answer) return;
    lastAnswered.current = last.id;
    onAnswer(answer);
  }, [messages, onAnswer]);

  // A new question scrolls to the end, where "Đang tìm…" shows; an answer scrolls to its own
  // start, so its first line and any warning above it are in view (issue 38 item 4: scrolled to
  // its end, a phone showed the answer's last crop and never its first line).
  const listRef = useRef<HTMLOListElement>(null);
  const lastRole = messages.at(-1)?.role;
  useEffect(() => {
    if (lastRole === 'assistant') {
      const li = listRef.current?.lastElementChild;
      li?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, status, lastRole]);

  const submit = () => {
    const question = input.trim();
    if (!question || busy) return;
    if (error) clearError();
    setInput('');
    void sendMessage({ text: question });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        role="toolbar"
        aria-label="Công cụ"
        className="flex items-center gap-2 border-b border-stone-300 bg-white px-4 py-1.5"
      >
        <button
          ref={toggleRef}
          type="button"
          data-testid="crcl-calculator-toggle"
          aria-expanded={calculator !== null}
          aria-controls={calculator ? calculatorId : undefined}
          onClick={() => (calculator ? closeCalculator() : openCalculator(null))}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-expanded:border-teal-700 aria-expanded:bg-teal-50"
        >
          Tính độ thanh thải creatinin
        </button>
      </div>
      {calculator ? (
        <div className="max-h-[60%] shrink-0 overflow-y-auto">
          <CrclCalculator
            key={calculator.key}
            id={calculatorId}
            start={calculator.start}
            formula={calculator.formula}
            canApply={!busy}
            onApply={applyClearance}
            onClose={closeCalculator}
            onOpenAttachment={onOpenAttachment}
          />
        </div>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite">
        {messages.length === 0 ? (
          <div className="mx-auto mt-8 max-w-prose text-stone-700">
            <h2 className="text-lg font-semibold text-stone-900">
              Hỏi về một thuốc trong Dược thư
            </h2>
            <p className="mt-2">
              Ví dụ: liều dùng cho trẻ em, chỉnh liều khi suy thận, chống chỉ định, dùng khi mang
              thai. Mỗi câu trả lời trích từ Dược thư Quốc gia Việt Nam và ghi số trang in; bấm vào
              trích dẫn để mở đúng trang sách với đoạn được đánh dấu.
            </p>
          </div>
        ) : null}
        <ol ref={listRef} className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <li key={message.id} className={message.role === 'user' ? 'self-end' : 'scroll-mt-2'}>
              {message.role === 'user' ? (
                <p
                  className="max-w-prose rounded-2xl bg-teal-800 px-4 py-2 whitespace-pre-line text-white"
                  aria-label="Câu hỏi"
                >
                  {readMessageText(message)}
                </p>
              ) : (
                <AnswerMessage
                  message={message}
                  question={questionBefore(messages, index)}
                  streaming={busy && index === messages.length - 1}
                  onOpenCitation={onOpenCitation}
                  onOpenAttachment={onOpenAttachment}
                  onAsk={ask}
                  busy={busy}
                  onOpenCalculator={(answer) =>
                    openCalculator({ answer, question: questionBefore(messages, index) })
                  }
                />
              )}
            </li>
          ))}
        </ol>
        {status === 'submitted' ? (
          <p className="mt-4 text-stone-600" role="status">
            Đang tìm trong Dược thư…
          </p>
        ) : null}
        {error ? (
          <div
            role="alert"
            data-testid="chat-error"
            className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-red-950"
          >
            <p className="font-semibold">Không trả lời được câu hỏi</p>
            <p className="mt-1">{readChatError(error)}</p>
            <button
              type="button"
              onClick={() => {
                clearError();
                void regenerate();
              }}
              className="mt-2 rounded border border-red-800 bg-white px-2 py-1 text-sm font-medium text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-800"
            >
              Thử lại
            </button>
          </div>
        ) : null}
        <div ref={endRef} />
      </div>
      <form onSubmit={onSubmit} className="border-t border-stone-300 bg-white p-3">
        <label htmlFor="question" className="sr-only">
          Câu hỏi về thuốc
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id="question"
            data-testid="question-input"
            rows={2}
            maxLength={QUESTION_MAX_CHARS}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder="Ví dụ: Liều amoxicilin cho trẻ em?"
            className="min-h-11 flex-1 resize-y rounded-lg border border-stone-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-teal-700"
          />
          {busy ? (
            <button
              type="button"
              onClick={() => void stop()}
              className="min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-medium text-stone-800 hover:bg-stone-100"
            >
              Dừng
            </button>
          ) : null}
          <button
            type="submit"
            data-testid="send"
            disabled={busy || input.trim() === ''}
            className="min-h-11 rounded-lg bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            Gửi
          </button>
        </div>
        <p className="mt-1 text-xs text-stone-600">
          Enter để gửi, Shift+Enter để xuống dòng. Công cụ tra cứu; không thay thế phán đoán lâm
          sàng.
        </p>
      </form>
    </div>
  );
}
