import { describe, expect, it } from 'vitest';
import {
  BookLoadError,
  fetchBookRange,
  parseContentRange,
  probeBook,
  RANGE_CHUNK_BYTES,
  type FetchLike,
} from './fetch-book-bytes';

const BOOK = new Uint8Array(300_000).map((_, i) => i % 251);

/** A server over BOOK: honours Range and If-Range like lib/http/serve-file.ts. */
function server(options: { ranges?: boolean; etag?: string; status?: number; body?: string } = {}) {
  const calls: Record<string, string>[] = [];
  const fetchFn: FetchLike = async (_url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push(headers);
    if (options.status) return new Response(options.body ?? '', { status: options.status });
    const etag = options.etag ?? '"v1"';
    const range = /bytes=(\d+)-(\d+)/.exec(headers.Range ?? '');
    const ifRangeOk = !headers['If-Range'] || headers['If-Range'] === etag;
    if (options.ranges === false || !range || !ifRangeOk) {
      return new Response(BOOK, { status: 200, headers: { etag } });
    }
    const start = Number(range[1]);
    const end = Math.min(Number(range[2]), BOOK.length - 1);
    return new Response(BOOK.slice(start, end + 1), {
      status: 206,
      headers: { etag, 'content-range': `bytes ${start}-${end}/${BOOK.length}` },
    });
  };
  return { fetchFn, calls };
}

describe('parseContentRange', () => {
  it.each<[string | null, ReturnType<typeof parseContentRange>]>([
    ['bytes 0-65535/390461', { start: 0, end: 65535, total: 390461 }],
    ['Bytes 10-10/11', { start: 10, end: 10, total: 11 }],
    ['bytes */390461', null],
    ['bytes 5-4/10', null],
    ['bytes 0-10/10', null],
    ['items 0-1/2', null],
    [null, null],
  ])('%j', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });
});

describe('probeBook', () => {
  it('reads the size from Content-Range and keeps the first chunk', async () => {
    const { fetchFn, calls } = server();
    const probe = await probeBook('/api/source', fetchFn);
    expect(calls[0]?.Range).toBe(`bytes=0-${RANGE_CHUNK_BYTES - 1}`);
    expect(probe.kind).toBe('range');
    if (probe.kind !== 'range') return;
    expect(probe.length).toBe(BOOK.length);
    expect(probe.initialData).toEqual(BOOK.slice(0, RANGE_CHUNK_BYTES));
    expect(probe.etag).toBe('"v1"');
  });

  it('takes the whole file from a server that ignores Range', async () => {
    const probe = await probeBook('/api/source', server({ ranges: false }).fetchFn);
    expect(probe).toEqual({ kind: 'whole', data: BOOK });
  });

  it.each([
    [
      'our 503 body',
      503,
      JSON.stringify({ error: { message: 'Dữ liệu Dược thư chưa sẵn sàng.' } }),
      'Dữ liệu Dược thư chưa sẵn sàng.',
    ],
    ['an HTML 502', 502, '<html>Bad gateway</html>', /Không mở được sách PDF/],
  ])('turns %s into a Vietnamese BookLoadError', async (_name, status, body, message) => {
    const attempt = probeBook('/api/source', server({ status, body }).fetchFn);
    await expect(attempt).rejects.toBeInstanceOf(BookLoadError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('says the server cannot be reached when fetch itself fails', async () => {
    const down: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(probeBook('/api/source', down)).rejects.toThrow(/Không mở được sách PDF/);
  });
});

describe('fetchBookRange', () => {
  it('returns exactly [begin, end) and pins the file with If-Range', async () => {
    const { fetchFn, calls } = server();
    const bytes = await fetchBookRange('/api/source', 131_072, 196_608, '"v1"', fetchFn);
    expect(bytes).toEqual(BOOK.slice(131_072, 196_608));
    expect(calls[0]).toEqual({ Range: 'bytes=131072-196607', 'If-Range': '"v1"' });
  });

  it('clips the last chunk at the end of the file', async () => {
    const bytes = await fetchBookRange('/api/source', 262_144, 327_680, null, server().fetchFn);
    expect(bytes).toEqual(BOOK.slice(262_144));
  });

  it('refuses bytes of a book replaced since the probe', async () => {
    const { fetchFn } = server({ etag: '"v2"' });
    await expect(fetchBookRange('/api/source', 0, 10, '"v1"', fetchFn)).rejects.toThrow(
      /vừa thay đổi/,
    );
  });
});
