'use client';

import { useState } from 'react';
import type { AnswerResponse } from '@/lib/schema/answer';
import { copyText } from './copy-text';
import { formatAnswerForCopy } from './format-answer-for-copy';

type Vote = 'up' | 'down';
type VoteState = { vote: Vote; status: 'sending' | 'sent' | 'failed' } | null;

/** Copy (with citations and page numbers) and thumbs up/down, stored server-side. */
export function AnswerActions({
  messageId,
  question,
  answer,
}: {
  messageId: string;
  question: string;
  answer: AnswerResponse;
}) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [vote, setVote] = useState<VoteState>(null);

  const onCopy = async () => {
    setCopied((await copyText(formatAnswerForCopy(answer))) ? 'ok' : 'failed');
  };

  const onVote = async (next: Vote) => {
    setVote({ vote: next, status: 'sending' });
    try {
      const response = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message_id: messageId,
          vote: next,
          question,
          answer: answer.answer,
          mode: answer.mode,
          citations: answer.citations.map((c) => ({
            marker: c.marker,
            chunk_id: c.chunk_id,
            drug_name: c.drug_name,
            section_key: c.section_key,
            printed_page_range: c.printed_page_range,
            source_page_range: c.source_page_range,
          })),
        }),
      });
      setVote({ vote: next, status: response.ok ? 'sent' : 'failed' });
    } catch {
      setVote({ vote: next, status: 'failed' });
    }
  };

  const status =
    vote?.status === 'sent'
      ? 'Đã ghi nhận phản hồi. Cảm ơn bạn!'
      : vote?.status === 'failed'
        ? 'Không gửi được phản hồi. Hãy thử lại.'
        : copied === 'ok'
          ? 'Đã sao chép câu trả lời kèm trích dẫn.'
          : copied === 'failed'
            ? 'Không sao chép được. Hãy chọn và sao chép thủ công.'
            : '';

  const voteClass = (v: Vote) =>
    `rounded border px-2 py-1 ${
      vote?.vote === v && vote.status !== 'failed'
        ? 'border-teal-700 bg-teal-700 text-white'
        : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
    } focus-visible:outline-2 focus-visible:outline-teal-700`;

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        onClick={() => void onCopy()}
        className="rounded border border-stone-300 bg-white px-2 py-1 text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        Sao chép
      </button>
      <button
        type="button"
        aria-pressed={vote?.vote === 'up'}
        disabled={vote?.status === 'sending'}
        onClick={() => void onVote('up')}
        className={voteClass('up')}
      >
        Hữu ích
      </button>
      <button
        type="button"
        aria-pressed={vote?.vote === 'down'}
        disabled={vote?.status === 'sending'}
        onClick={() => void onVote('down')}
        className={voteClass('down')}
      >
        Không hữu ích
      </button>
      <span role="status" className="text-stone-700">
        {status}
      </span>
    </div>
  );
}
