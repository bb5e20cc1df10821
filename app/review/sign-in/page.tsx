import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Đăng nhập xem phản hồi — Dược thư',
  robots: { index: false, follow: false },
  // The site's Referrer-Policy is no-referrer, under which a browser sends `Origin: null` with a
  // form's POST, and /api/review/session refuses a write whose origin it cannot check (measured:
  // 403 on the first sign-in). Same-origin keeps other sites from seeing any referrer still.
  referrer: 'same-origin',
};

/**
 * The review token typed into a form, which POST /api/review/session turns into an HttpOnly
 * cookie for /review: the token never rides in a URL. Exists only when REVIEW_TOKEN is set.
 */
export default async function ReviewSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!getEnv().REVIEW_TOKEN) notFound();
  const failed = (await searchParams).error !== undefined;
  return (
    <main className="mx-auto max-w-md p-6" data-testid="review-sign-in">
      <h1 className="text-xl font-semibold">Xem phản hồi của người dùng</h1>
      <form method="post" action="/api/review/session" className="mt-4 space-y-3">
        <label className="block text-sm" htmlFor="review-token">
          Mã xem phản hồi (REVIEW_TOKEN)
        </label>
        <input
          id="review-token"
          name="token"
          type="password"
          autoComplete="current-password"
          required
          data-testid="review-token-input"
          className="w-full rounded border border-stone-300 px-2 py-1"
        />
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            Mã không đúng. Hãy nhập lại.
          </p>
        )}
        <button
          type="submit"
          data-testid="review-sign-in-submit"
          className="rounded bg-stone-800 px-3 py-1 text-white"
        >
          Xem phản hồi
        </button>
      </form>
    </main>
  );
}
