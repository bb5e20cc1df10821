import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { loadDrugIndexOrder } from '@/lib/index/load-drug-index';
import { resolveIndex } from '@/lib/index/resolve-index';
import { loadDrugLexicon } from '@/lib/retrieval/open-retrieval-context';
import { matchDrugFilter } from '@/lib/retrieval/match-drug-filter';
import { drugIndexMatchSchema, drugIndexQuerySchema } from '@/lib/schema/drug-index';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/drug-index/match?q=…: the monographs the drug index keeps for what the reader typed,
 * A–Z, matched by the chat's drug lexicon (diacritics optional, INN spellings, trade names).
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = drugIndexQuerySchema.safeParse({
      q: new URL(request.url).searchParams.get('q') ?? '',
    });
    if (!parsed.success) {
      throw new AppError('bad_request:book', 'Hãy gõ tên thuốc (tối đa 100 ký tự) để lọc.');
    }
    const index = await resolveIndex('book');
    const [drugIds, lexicon] = await Promise.all([
      loadDrugIndexOrder(index.dir, index.source),
      loadDrugLexicon(index.dir),
    ]).catch((error: unknown) => {
      throw new AppError('unavailable:book', undefined, { cause: error });
    });
    const found = matchDrugFilter(lexicon, parsed.data.q);
    const body = drugIndexMatchSchema.parse({
      query: parsed.data.q,
      matches: drugIds.flatMap((id) => {
        const how = found.get(id);
        return how ? [{ drug_id: id, how }] : [];
      }),
    });
    return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    return toErrorResponse(error, 'book');
  }
}
