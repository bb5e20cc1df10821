import 'server-only';
import { realpathSync } from 'node:fs';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';

/** Said while INDEX_DIR is missing or being replaced: a wait, not a failure. */
export const INDEX_UNAVAILABLE_MESSAGE =
  'Dữ liệu Dược thư chưa sẵn sàng hoặc đang được cập nhật. Hãy thử lại sau vài giây.';

/**
 * The generation folder INDEX_DIR points at now (ingestion/swap-index-generation.ts). A request
 * resolves it once and reads every file from it, so a re-ingest that swaps INDEX_DIR mid-request
 * never hands it half of one index and half of the next; the swap keeps the previous generation
 * on disk for exactly these requests.
 */
export async function pinIndexDir(indexDir: string, surface: AppErrorSurface): Promise<string> {
  try {
    return realpathSync.native(indexDir);
  } catch (error) {
    throw new AppError(`unavailable:${surface}`, INDEX_UNAVAILABLE_MESSAGE, { cause: error });
  }
}
