import { toErrorResponse } from '@/lib/errors/app-error';
import { serveFile } from '@/lib/http/serve-file';
import { resolveIndex } from '@/lib/index/resolve-index';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The book, for the viewer: Range requests so opening page 900 fetches that page's bytes. */
async function handle(request: Request): Promise<Response> {
  try {
    const index = await resolveIndex('source');
    const fromIndex = index.pdfPath === index.source.pdf_path;
    return await serveFile(request, index.pdfPath, {
      contentType: 'application/pdf',
      // The index's sha256 names these exact bytes; SOURCE_PDF may be swapped under us.
      etag: fromIndex ? `"${index.source.sha256.slice(0, 32)}"` : undefined,
      cacheControl: 'private, max-age=3600, must-revalidate',
      surface: 'source',
    });
  } catch (error) {
    return toErrorResponse(error, 'source');
  }
}

export const GET = handle;
export const HEAD = handle;
