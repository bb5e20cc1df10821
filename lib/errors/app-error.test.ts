import { describe, expect, it, vi } from 'vitest';
import { StoreNotLoadedError } from '@/lib/store/chunk-store';
import { AppError, toErrorResponse } from './app-error';

describe('toErrorResponse', () => {
  it('turns a store with nothing loaded (mid-swap) into a 503 with Retry-After, not a 500', async () => {
    const res = toErrorResponse(new StoreNotLoadedError('/x/store'), 'chat');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unavailable:chat');
    expect(body.error.message).toMatch(/thử lại/);
    expect(JSON.stringify(body)).not.toContain('/x/store');
  });

  it.each<[ConstructorParameters<typeof AppError>[0], number, string | null]>([
    ['unavailable:answer', 503, '5'],
    ['too_many_requests:feedback', 429, null],
    ['unsupported_media_type:feedback', 415, null],
    ['forbidden:feedback', 403, null],
  ])('%s → %i, Retry-After %s', (code, status, retryAfter) => {
    const res = new AppError(code).toResponse();
    expect(res.status).toBe(status);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
  });

  it('logs an unexpected error server-side and answers a bare 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = toErrorResponse(new Error('boom at /srv/file.ts'), 'answer');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('/srv');
    log.mockRestore();
  });
});
