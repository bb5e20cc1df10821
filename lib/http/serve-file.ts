import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import { parseRange } from './parse-range';

export interface ServeFileOptions {
  contentType: string;
  cacheControl: string;
  surface: AppErrorSurface;
  /** Strong validator; defaults to one made from size and mtime. */
  etag?: string;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`. Measured
 * defect: a weak validator, as a cache or proxy may send it back, got 200 instead of 304.
 */
function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag));
}

/**
 * If-Modified-Since, consulted only without If-None-Match (RFC 9110 §13.1.3): unchanged since
 * that second → 304. HTTP dates have whole seconds; the file's mtime is cut to match.
 */
export function notModifiedSince(header: string | null, mtime: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  return Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * A file as an HTTP response with Range, ETag and cache headers, streamed from disk: a one-page
 * Range of a 1,668-page book reads only those bytes, never the whole file into memory.
 */
export async function serveFile(
  request: Request,
  file: string,
  options: ServeFileOptions,
): Promise<Response> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError(`not_found:${options.surface}`);
  const size = info.size;
  const etag = options.etag ?? `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const base: Record<string, string> = {
    'Content-Type': options.contentType,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  const unchanged =
    ifNoneMatch !== null
      ? etagMatches(ifNoneMatch, etag)
      : notModifiedSince(request.headers.get('if-modified-since'), info.mtime);
  if (unchanged) return new Response(null, { status: 304, headers: base });

  // If-Range with a stale validator: the client's cached bytes are of another file; send it whole.
  const ifRange = request.headers.get('if-range');
  const rangeHeader = ifRange && ifRange.trim() !== etag ? null : request.headers.get('range');
  const range = parseRange(rangeHeader, size);
  const head = request.method === 'HEAD';

  if (range.kind === 'unsatisfiable') {
    throw new AppError(`range_not_satisfiable:${options.surface}`, undefined, {
      headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' },
    });
  }
  const stream = (start: number, end: number) =>
    head
      ? null
      : (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>);
  if (range.kind === 'range') {
    return new Response(stream(range.start, range.end), {
      status: 206,
      headers: {
        ...base,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
    });
  }
  return new Response(size === 0 ? null : stream(0, size - 1), {
    status: 200,
    headers: { ...base, 'Content-Length': String(size) },
  });
}
