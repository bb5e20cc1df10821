import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { formatPrintedPages } from '@/components/chat/format-citation-label';
import { formatPageHash } from '@/components/viewer/parse-page-hash';
import { getEnv } from '@/lib/env';
import { checkReviewToken, REVIEW_COOKIE } from '@/lib/feedback/check-review-token';
import { openFeedbackStore } from '@/lib/feedback/open-feedback-store';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Phản hồi cần xem lại — Dược thư',
  robots: { index: false, follow: false },
};

/** The newest thumbs-down answers shown at once; `npm run feedback:export` has them all. */
const SHOWN = 200;

/**
 * Read-only: the thumbs-down answers, newest first, each with its question, answer and
 * citations that open the book at the cited page. Exists only when REVIEW_TOKEN is set and the
 * request presents it (`Authorization: Bearer`, or the cookie /review/sign-in sets); otherwise a
 * plain 404, the same as a page that does not exist. The URL is never read for it (proxy.ts
 * redirects a `?token=` away before this renders).
 */
export default async function ReviewPage() {
  const env = getEnv();
  const allowed = checkReviewToken(env.REVIEW_TOKEN, {
    authorization: (await headers()).get('authorization'),
    cookie: (await cookies()).get(REVIEW_COOKIE)?.value,
  });
  if (!allowed) notFound();
  const rows = await (await openFeedbackStore(env)).list({ vote: 'down', limit: SHOWN });

  return (
    <main className="mx-auto max-w-4xl p-6" data-testid="review">
      <h1 className="text-xl font-semibold">Câu trả lời bị đánh giá “không hữu ích”</h1>
      <p className="mt-1 text-sm text-stone-600">
        {rows.length === 0
          ? 'Chưa có phản hồi nào.'
          : `${rows.length} phản hồi mới nhất. Xuất cho bộ câu hỏi chuẩn: npm run feedback:export -- --out FILE`}
      </p>
      <ol className="mt-6 space-y-6">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="review-item"
            className="rounded border border-stone-300 bg-white p-4"
          >
            <p className="text-xs text-stone-500">
              #{row.id} · {new Date(row.created_at).toLocaleString('vi-VN')} · {row.mode ?? '—'} ·
              phiên bản {row.app_version} · chỉ mục {row.index_sha256.slice(0, 12)}
            </p>
            <h2 className="mt-2 font-medium">{row.question}</h2>
            <p className="mt-2 whitespace-pre-wrap text-sm">{row.answer}</p>
            {row.citations.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {row.citations.map((c) => (
                  <li key={c.marker}>
                    <a
                      data-testid="review-citation"
                      data-physical-page={c.source_page_range[0]}
                      className="rounded border border-stone-300 px-2 py-0.5 underline"
                      href={`/${formatPageHash(c.source_page_range[0] + 1)}`}
                      target="_blank"
                      rel="noopener"
                    >
                      [{c.marker}] {c.drug_name} · {SECTION_DISPLAY_NAMES[c.section_key]} ·{' '}
                      {formatPrintedPages(c.printed_page_range)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}
