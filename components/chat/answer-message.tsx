'use client';

import type { AnswerAttachment, Citation } from '@/lib/schema/citation';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { ChatMessage } from '@/lib/schema/chat-message';
import { AnswerActions } from './answer-actions';
import { AnswerBody } from './answer-body';
import { AttachmentCrop } from './attachment-crop';
import { citesClearance } from './find-clearance-formula';
import { NoticeList } from './notice-list';
import { PassageCrop } from './passage-crop';
import { PatientChips } from './patient-chips';
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
  busy = false,
  onOpenCalculator,
}: {
  message: ChatMessage;
  question: string;
  streaming: boolean;
  onOpenCitation: (citation: Citation) => void;
  onOpenAttachment: (attachment: AnswerAttachment) => void;
  /** Asks a new question (a "Ý bạn là" choice, an edited patient chip). */
  onAsk?: (question: string) => void;
  /** Another answer is on its way: the chips wait (their buttons are disabled). */
  busy?: boolean;
  /** Opens the clearance calculator from this answer (it cites a clearance band). */
  onOpenCalculator?: (answer: AnswerResponse) => void;
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
      {answer.patient ? (
        <PatientChips
          patient={answer.patient}
          question={question}
          onAsk={busy ? undefined : onAsk}
        />
      ) : null}
      <NoticeList notices={answer.notices} question={question} onAsk={onAsk} />
      <AnswerBody answer={answer} onOpenCitation={onOpenCitation} />
      {answer.citations
        .filter((c) => c.locked_dose)
        .map((c) => (
          <PassageCrop key={`passage-${c.marker}`} citation={c} onOpen={onOpenCitation} />
        ))}
      {answer.attachments.map((attachment, i) => (
        <AttachmentCrop
          key={attachment.block_id}
          attachment={attachment}
          onOpen={onOpenAttachment}
          explain={i === 0}
        />
      ))}
      {onOpenCalculator && citesClearance(answer) ? (
        <button
          type="button"
          data-testid="crcl-open"
          onClick={() => onOpenCalculator(answer)}
          className="mt-3 min-h-11 rounded-lg border border-teal-700 bg-white px-3 text-sm font-medium text-teal-900 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          Tính độ thanh thải creatinin (Cockcroft–Gault)
        </button>
      ) : null}
      <p className="mt-3 text-xs text-stone-600">{MODE_LABEL[answer.mode]}</p>
      <AnswerActions messageId={message.id} question={question} answer={answer} />
    </article>
  );
}
