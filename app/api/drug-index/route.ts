import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { openDrugIndexBody } from '@/lib/index/load-drug-index';
import { resolveIndex } from '@/lib/index/resolve-index';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/drug-index: every monograph A–Z with its printed pages and its sections' pages, read
 * only (issue 15's drug index). Filtering is /api/drug-index/match, through the drug lexicon.
 * The body is the index's drug-index.json, streamed (load-drug-index.ts).
 */
export async function GET(): Promise<Response> {
  try {
    const index = await resolveIndex('book');
    const body = await openDrugIndexBody(index.dir, index.source).catch((error: unknown) => {
      throw new AppError('unavailable:book', undefined, { cause: error });
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'private, max-age=60, must-revalidate',
        ETag: `"${index.source.sha256.slice(0, 32)}"`,
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'book');
  }
}
