import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { loadBookInfo } from '@/lib/index/load-book-info';
import { resolveIndex } from '@/lib/index/resolve-index';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The served book's shape, read-only: page count, sha256 and the printed folio of every PDF page.
 * The viewer maps "tr. 43" to a PDF page with it; QA's citation kit checks a citation opened the
 * right page without reading the index folder.
 */
export async function GET(): Promise<Response> {
  try {
    const index = await resolveIndex('book');
    const info = await loadBookInfo(index.dir, index.source).catch((error: unknown) => {
      throw new AppError('unavailable:book', undefined, { cause: error });
    });
    return Response.json(info, {
      headers: {
        'Cache-Control': 'private, max-age=60, must-revalidate',
        ETag: `"${info.sha256.slice(0, 32)}"`,
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'book');
  }
}
