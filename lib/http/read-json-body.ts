import 'server-only';
import type { z } from 'zod';
import { AppError, type AppErrorSurface } from '@/lib/errors/app-error';
import { BODY_MAX_BYTES } from '@/lib/schema/chat-message';

/**
 * The request body, size-capped and parsed with `schema`. Every failure is a 400/413 with a
 * short Vietnamese message; nothing about the server leaks.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  surface: AppErrorSurface,
): Promise<z.infer<T>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > BODY_MAX_BYTES) throw new AppError(`payload_too_large:${surface}`);
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > BODY_MAX_BYTES)
    throw new AppError(`payload_too_large:${surface}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(`bad_request:${surface}`, 'Nội dung gửi lên không phải JSON hợp lệ.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError(
      `bad_request:${surface}`,
      first?.message && /[À-ỹ]/.test(first.message) ? first.message : 'Câu hỏi không hợp lệ.',
    );
  }
  return parsed.data;
}
