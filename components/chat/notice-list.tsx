import type { Notice, NoticeCode } from '@/lib/schema/answer';

const STYLE: Record<NoticeCode, { title: string; icon: string; className: string }> = {
  quarantined_content: {
    title: 'Câu trả lời chưa đầy đủ: có bảng/công thức phải xem trong sách',
    icon: '⚠',
    className: 'border-amber-600 bg-amber-50 text-amber-950',
  },
  claim_removed: {
    title: 'Một phần câu trả lời đã bị loại vì không khớp với sách',
    icon: '⚠',
    className: 'border-orange-600 bg-orange-50 text-orange-950',
  },
  not_found: {
    title: 'Không có trong Dược thư',
    icon: '∅',
    className: 'border-stone-500 bg-stone-100 text-stone-900',
  },
  llm_fallback: {
    title: 'Đang dùng chế độ trích nguyên văn (mô hình ngôn ngữ không dùng được)',
    icon: 'ℹ',
    className: 'border-sky-700 bg-sky-50 text-sky-950',
  },
  question_adjusted: {
    title: 'Câu hỏi đã được điều chỉnh',
    icon: 'ℹ',
    className: 'border-sky-700 bg-sky-50 text-sky-950',
  },
  did_you_mean: {
    title: 'Ý bạn là thuốc nào?',
    icon: '?',
    className: 'border-violet-700 bg-violet-50 text-violet-950',
  },
};

/** The order a clinician must read them in: what is missing from the answer comes first. */
const ORDER: NoticeCode[] = [
  'quarantined_content',
  'claim_removed',
  'not_found',
  'llm_fallback',
  'question_adjusted',
  'did_you_mean',
];

/** The question asked again with the typed name replaced by the chosen monograph's title. */
export function reaskWith(question: string, replaces: string | undefined, choice: string): string {
  if (replaces && question.includes(replaces))
    return question.replace(replaces, choice.toLowerCase());
  return `${choice.toLowerCase()}: ${question}`;
}

/**
 * The policy's notices, above the answer and styled so they cannot be missed. A quarantine
 * notice is an alert: a dose answer without its renal table is the silent gap ADR 0006 exists
 * to prevent.
 */
export function NoticeList({
  notices,
  question = '',
  onAsk,
}: {
  notices: readonly Notice[];
  /** The question this answer is for: a did_you_mean choice re-asks it with the name replaced. */
  question?: string;
  onAsk?: (question: string) => void;
}) {
  if (notices.length === 0) return null;
  const sorted = [...notices].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  return (
    <div className="mb-3 flex flex-col gap-2">
      {sorted.map((notice, i) => {
        const style = STYLE[notice.code];
        return (
          <div
            key={`${notice.code}-${i}`}
            data-testid="notice"
            data-code={notice.code}
            role={notice.code === 'quarantined_content' ? 'alert' : 'note'}
            className={`rounded-md border-l-4 px-3 py-2 text-sm ${style.className}`}
          >
            <p className="flex items-start gap-2 font-semibold">
              <span aria-hidden="true">{style.icon}</span>
              <span>{style.title}</span>
            </p>
            <p className="mt-1 pl-6">{notice.message}</p>
            {notice.code === 'did_you_mean' && notice.choices && onAsk ? (
              <div className="mt-2 flex flex-wrap gap-2 pl-6">
                {notice.choices.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    data-testid="did-you-mean-choice"
                    className="rounded-full border border-violet-700 bg-white px-3 py-1 font-medium text-violet-900 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-800"
                    onClick={() => onAsk(reaskWith(question, notice.replaces, choice))}
                  >
                    {choice}?
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
