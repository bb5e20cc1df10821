import path from 'node:path';
import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { serveFile } from '@/lib/http/serve-file';
import { resolveIndex } from '@/lib/index/resolve-index';
import { blockIdSchema } from '@/lib/schema/block';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The PNG crop of one lifted table or formula. A path-like id never leaves crops/. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ blockId: string }> },
): Promise<Response> {
  try {
    const { blockId } = await params;
    const parsed = blockIdSchema.safeParse(blockId);
    if (!parsed.success)
      throw new AppError('not_found:crop', 'Không có ảnh bảng/công thức với mã này.');
    const index = await resolveIndex('crop');
    const cropsDir = path.resolve(index.dir, 'crops');
    const file = path.resolve(cropsDir, `${parsed.data}.png`);
    if (path.dirname(file) !== cropsDir) throw new AppError('not_found:crop');
    return await serveFile(request, file, {
      contentType: 'image/png',
      cacheControl: 'private, max-age=300, must-revalidate',
      surface: 'crop',
    });
  } catch (error) {
    return toErrorResponse(error, 'crop');
  }
}
