/**
 * The viewer's own Range reader for GET /api/source. pdf.js only switches to Range requests
 * when the first response carries Content-Length, and Next's route-handler adapter drops that
 * header from every streamed response (next/dist/server/send-response.js, FORBIDDEN_HEADERS):
 * left to pdf.js, opening page 900 of the 1,668-page book downloaded the whole file. The total
 * size is read from the 206 response's Content-Range instead, which Next passes through.
 */

/** Bytes per request; pdf.js asks in chunks of its `rangeChunkSize`, the same 64 KB. */
export const RANGE_CHUNK_BYTES = 64 * 1024;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A failure the viewer shows as is: Vietnamese, and says what to do. */
export class BookLoadError extends Error {
  override name = 'BookLoadError';
}

const UNAVAILABLE =
  'Không mở được sách PDF. Máy chủ chưa có dữ liệu Dược thư hoặc đang lỗi; hãy thử tải lại trang.';
const CHANGED = 'Tệp sách trên máy chủ vừa thay đổi. Hãy tải lại trang để mở bản mới.';

export type BookProbe =
  | { kind: 'range'; length: number; initialData: Uint8Array; etag: string | null }
  | { kind: 'whole'; data: Uint8Array };

/** "bytes 0-65535/390461" → {start, end, total}; anything else → null. */
export function parseContentRange(
  header: string | null,
): { start: number; end: number; total: number } | null {
  const match = /^\s*bytes\s+(\d+)-(\d+)\/(\d+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return start <= end && end < total ? { start, end, total } : null;
}

async function failure(response: Response): Promise<BookLoadError> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const inner: unknown = body.error;
      if (typeof inner === 'object' && inner !== null && 'message' in inner) {
        const message: unknown = inner.message;
        if (typeof message === 'string' && message.trim() !== '') return new BookLoadError(message);
      }
    }
  } catch {
    // not our JSON error body
  }
  return new BookLoadError(UNAVAILABLE);
}

/**
 * The first request: the first chunk and the book's size. A server that ignores Range answers
 * 200 with the whole file, which is then handed to pdf.js as data.
 */
export async function probeBook(url: string, fetchFn: FetchLike): Promise<BookProbe> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { Range: `bytes=0-${RANGE_CHUNK_BYTES - 1}` } });
  } catch {
    throw new BookLoadError(UNAVAILABLE);
  }
  if (response.status === 206) {
    const range = parseContentRange(response.headers.get('content-range'));
    if (!range || range.start !== 0) throw new BookLoadError(UNAVAILABLE);
    const initialData = new Uint8Array(await response.arrayBuffer());
    return { kind: 'range', length: range.total, initialData, etag: response.headers.get('etag') };
  }
  if (response.status === 200)
    return { kind: 'whole', data: new Uint8Array(await response.arrayBuffer()) };
  throw await failure(response);
}

/**
 * Bytes [begin, end) of the book. `If-Range` pins the file the probe saw: if it was replaced
 * meanwhile the server answers 200 with the new file, and mixing two files' bytes would draw
 * garbage, so that is an error the reader is told about.
 */
export async function fetchBookRange(
  url: string,
  begin: number,
  end: number,
  etag: string | null,
  fetchFn: FetchLike,
): Promise<Uint8Array> {
  const headers: Record<string, string> = { Range: `bytes=${begin}-${end - 1}` };
  if (etag) headers['If-Range'] = etag;
  let response: Response;
  try {
    response = await fetchFn(url, { headers });
  } catch {
    throw new BookLoadError(UNAVAILABLE);
  }
  if (response.status === 200) throw new BookLoadError(CHANGED);
  if (response.status !== 206) throw await failure(response);
  const range = parseContentRange(response.headers.get('content-range'));
  if (!range || range.start !== begin) throw new BookLoadError(UNAVAILABLE);
  return new Uint8Array(await response.arrayBuffer());
}
