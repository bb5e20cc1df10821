import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { searchPageLines } from '@/lib/book/search-page-lines';
import { loadBookInfo } from '@/lib/index/load-book-info';
import { loadPageLines } from '@/lib/index/load-page-lines';
import { resolveIndex } from '@/lib/index/resolve-index';
import { findQuerySchema, findResultSchema } from '@/lib/schema/find';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Hits returned per query. A drug name occurs a few dozen times in the 1,668-page book; a word
 * like "liều" thousands of times, which no one reads as a list: the total says how many more.
 */
const FIND_LIMIT = 200;

/** GET /api/find?q=…: every line of the book containing the words, by page (issue 15). */
export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = findQuerySchema.safeParse({
      q: new URL(request.url).searchParams.get('q') ?? '',
    });
    if (!parsed.success) {
      throw new AppError('bad_request:book', 'Hãy gõ ít nhất 2 ký tự (tối đa 100) để tìm.');
    }
    const index = await resolveIndex('book');
    const [lines, book] = await Promise.all([
      loadPageLines(index.dir),
      loadBookInfo(index.dir, index.source),
    ]).catch((error: unknown) => {
      throw new AppError(
        'unavailable:book',
        'Chưa tìm được trong sách: chỉ mục chưa có văn bản từng trang. Hãy chạy lại bước nhập liệu.',
        { cause: error },
      );
    });
    const { total, hits } = searchPageLines(lines, parsed.data.q, FIND_LIMIT);
    const body = findResultSchema.parse({
      query: parsed.data.q,
      total,
      truncated: total > hits.length,
      hits: hits.map((hit) => ({
        ...hit,
        printed_page: book.pages[hit.physical_page]?.printed_page ?? null,
      })),
    });
    return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    return toErrorResponse(error, 'book');
  }
}
