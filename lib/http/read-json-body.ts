import 'server-only';
import type { z } from 'zod';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import { BODY_MAX_BYTES } from '@/lib/schema/chat-message';

/**
 * The request body as text, refused past `maxBytes` whether or not Content-Length tells the
 * truth: the limit is counted on the bytes actually read, and reading stops there.
 */
export async function readBodyText(
  request: Request,
  surface: AppErrorSurface,
  maxBytes = BODY_MAX_BYTES,
): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new AppError(`payload_too_large:${surface}`);
  if (!request.body) throw new AppError(`bad_request:${surface}`, 'Thiếu nội dung yêu cầu.');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(`payload_too_large:${surface}`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** The request body parsed as JSON, size-capped as readBodyText says. */
export async function readJson(
  request: Request,
  surface: AppErrorSurface,
  maxBytes = BODY_MAX_BYTES,
): Promise<unknown> {
  const text = await readBodyText(request, surface, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(`bad_request:${surface}`, 'Nội dung gửi lên không phải JSON hợp lệ.');
  }
}

/**
 * The body, size-capped and parsed with `schema`. A schema's own Vietnamese message reaches the
 * clinician; any other failure gets a short generic one. Nothing about the server leaks.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  surface: AppErrorSurface,
  fallbackMessage = 'Câu hỏi không hợp lệ.',
): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(request, surface));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const vietnamese = first?.message && /[À-ỹ]/u.test(first.message);
    // A schema without its own message still names the field, so the clinician (or the client's
    // developer) knows what to fix: "an unknown history role" used to read "the question is bad".
    const field = first?.path.length ? first.path.join('.') : null;
    const message = vietnamese
      ? first.message
      : field
        ? `${fallbackMessage} Trường không hợp lệ: ${field}.`
        : fallbackMessage;
    throw new AppError(`bad_request:${surface}`, message);
  }
  return parsed.data;
}
