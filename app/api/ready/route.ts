import { checkReadiness, type NotReadyReason } from '@/lib/ops/check-readiness';
import { countChunks, WARM_STEPS } from './warm-steps';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MESSAGES: Record<NotReadyReason, string> = {
  loading: 'Đang nạp dữ liệu Dược thư. Hãy thử lại sau vài giây.',
  swapping: 'Đang chuyển sang dữ liệu Dược thư mới. Hãy thử lại sau vài giây.',
  shutting_down: 'Máy chủ đang dừng.',
  no_index: 'Dữ liệu Dược thư chưa sẵn sàng. Hãy chạy bước nhập liệu (npm run ingest) rồi thử lại.',
};

/**
 * GET /api/ready: readiness. 200 with {generation, source_sha256, chunks, monographs, loaded_at}
 * once the generation INDEX_DIR points at is loaded and warm; 503 with Retry-After while it
 * loads, while a re-ingest's new generation loads, or once shutdown has begun.
 */
export function GET(): Response {
  const readiness = checkReadiness({ steps: WARM_STEPS, countChunks });
  if (readiness.ready) {
    return Response.json(readiness.info, { headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { status: 'unavailable', reason: readiness.reason, message: MESSAGES[readiness.reason] },
    {
      status: 503,
      headers: {
        'Cache-Control': 'no-store',
        'Retry-After': String(readiness.retryAfterSeconds),
      },
    },
  );
}
