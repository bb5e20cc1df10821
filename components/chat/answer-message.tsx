'use client';

import type { AnswerAttachment, Citation } from '@/lib/schema/citation';
import type { ChatMessage } from '@/lib/schema/chat-message';
import { AnswerActions } from './answer-actions';
import { AnswerBody } from './answer-body';
import { AttachmentCrop } from './attachment-crop';
import { NoticeList } from './notice-list';
import { PassageCrop } from './passage-crop';
import { readMessageAnswer, readMessageText } from './read-message-answer';

const MODE_LABEL = {
  extractive: 'Trích nguyên văn từ sách',
  llm: 'Diễn đạt bởi mô hình ngôn ngữ, đã đối chiếu với sách',
} as const;

/**
 * One assistant turn. While it streams, the text parts show progress; once the `data-answer`
 * part arrives the structured answer is what is shown: notices first, then the text with its
 * citation chips, the crops it must show, and the actions.
 */
export function AnswerMessage({
  message,
  question,
  streaming,
  onOpenCitation,
  onOpenAttachment,
  onAsk,
}: {
  message: ChatMessage;
  question: string;
  streaming: boolean;
  onOpenCitation: (citation: Citation) => void;
  onOpenAttachment: (attachment: AnswerAttachment) => void;
  /** Asks a new question (a "Ý bạn là" choice). */
  onAsk?: (question: string) => void;
}) {
  const answer = readMessageAnswer(message);
  if (!answer) {
    const text = readMessageText(message);
    return (
      <article
        data-testid="answer"
        data-status={streaming ? 'streaming' : 'incomplete'}
        aria-busy={streaming}
        aria-label="Câu trả lời"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        {text ? (
          <p className="whitespace-pre-line text-stone-800">{text}</p>
        ) : (
          <p className="text-stone-600">{streaming ? 'Đang tìm trong Dược thư…' : ''}</p>
        )}
        {!streaming ? (
          <p className="mt-2 text-sm text-red-800">
            Câu trả lời bị gián đoạn trước khi có trích dẫn. Hãy hỏi lại.
          </p>
        ) : null}
      </article>
    );
  }
  const notFound = answer.notices.some((n) => n.code === 'not_found');
  return (
    <article
      data-testid="answer"
      data-status="done"
      data-mode={answer.mode}
      data-not-found={notFound ? 'true' : undefined}
      aria-label="Câu trả lời"
      className={`rounded-xl border bg-white p-4 shadow-sm ${notFound ? 'border-stone-400 border-dashed' : 'border-stone-200'}`}
    >
      <NoticeList notices={answer.notices} question={question} onAsk={onAsk} />
      <AnswerBody answer={answer} onOpenCitation={onOpenCitation} />
      {answer.citations
        .filter((c) => c.locked_dose)
        .map((c) => (
          <PassageCrop key={`passage-${c.marker}`} citation={c} onOpen={onOpenCitation} />
        ))}
      {answer.attachments.map((attachment) => (
        <AttachmentCrop
          key={attachment.block_id}
          attachment={attachment}
          onOpen={onOpenAttachment}
        />
      ))}
      <p className="mt-3 text-xs text-stone-600">{MODE_LABEL[answer.mode]}</p>
      <AnswerActions messageId={message.id} question={question} answer={answer} />
    </article>
  );
}
