import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import type { IndexSource } from './index-files';
import { pinIndexDir } from './pin-index-dir';
import { readIndexSource } from './read-index-source';

export interface ResolvedIndex {
  /** The generation folder INDEX_DIR points at, resolved once for this request. */
  dir: string;
  source: IndexSource;
  /** SOURCE_PDF when set, else the PDF the index was built from. */
  pdfPath: string;
}

/** The index the app serves (INDEX_DIR) and its book; a Vietnamese 503 when there is none. */
export async function resolveIndex(
  surface: AppErrorSurface,
  env = getEnv(),
): Promise<ResolvedIndex> {
  const dir = await pinIndexDir(env.INDEX_DIR, surface);
  let source: IndexSource;
  try {
    source = await readIndexSource(dir);
  } catch (error) {
    throw new AppError(`unavailable:${surface}`, undefined, { cause: error });
  }
  const pdfPath = env.SOURCE_PDF ? path.resolve(env.SOURCE_PDF) : source.pdf_path;
  const info = await stat(pdfPath).catch(() => null);
  if (!info?.isFile()) {
    throw new AppError(
      `unavailable:${surface}`,
      'Không mở được tệp sách PDF. Kiểm tra SOURCE_PDF hoặc chạy lại bước nhập liệu.',
    );
  }
  // A book regenerated or replaced since the ingest has other bytes at other places: every
  // highlight would land on the wrong text. Seen when the sample was rebuilt under a kept index.
  if (info.size !== source.bytes) {
    throw new AppError(
      `unavailable:${surface}`,
      'Tệp sách PDF không khớp với chỉ mục đã nhập liệu (sách đã thay đổi). Hãy chạy lại bước nhập liệu.',
    );
  }
  return { dir, source, pdfPath };
}
