import 'server-only';
import packageJson from '@/package.json';
import type { Env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { pinIndexDir } from '@/lib/index/pin-index-dir';
import { readIndexFingerprint } from '@/lib/index/read-index-fingerprint';
import { resolveIndex } from '@/lib/index/resolve-index';
import { storedFeedbackSchema, type FeedbackRequest } from '@/lib/schema/feedback';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import { checkFeedbackCitations } from './check-feedback-citations';
import { openFeedbackStore } from './open-feedback-store';

/**
 * One vote, checked against the index being served and stored with that index's fingerprint,
 * the book's sha256 and the app version, so a later reader knows what was judged. Returns the
 * row id. Nothing of the question is logged.
 */
export async function recordFeedback(
  feedback: FeedbackRequest,
  env: Env,
  now: Date = new Date(),
): Promise<number> {
  const dir = await pinIndexDir(env.INDEX_DIR, 'feedback');
  const pinned = { ...env, INDEX_DIR: dir };
  const [index, store, index_sha256] = await Promise.all([
    resolveIndex('feedback', pinned),
    openChunkStore(dir, pinned).catch((error: unknown) => {
      throw new AppError('unavailable:feedback', undefined, { cause: error });
    }),
    readIndexFingerprint(dir),
  ]);
  const chunks = await store.getChunks(feedback.citations.map((c) => c.chunk_id));
  const checked = checkFeedbackCitations(feedback.citations, chunks);
  if (!checked.ok) {
    throw new AppError(
      'bad_request:feedback',
      `Trích dẫn [${checked.marker}] không có trong Dược thư đang dùng. Hãy tải lại trang rồi gửi lại.`,
    );
  }
  const record = storedFeedbackSchema.parse({
    ...feedback,
    citations: checked.citations,
    created_at: now.toISOString(),
    index_sha256,
    book_sha256: index.source.sha256,
    app_version: packageJson.version,
  });
  return (await openFeedbackStore(env)).insert(record);
}
