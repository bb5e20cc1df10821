/** What the clinician reads when the server cannot be reached at all. */
export const OFFLINE_MESSAGE =
  'Không kết nối được máy chủ. Kiểm tra kết nối mạng hoặc máy chủ Dược thư rồi thử lại.';

/** What they read when the server failed without a message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Đã có lỗi khi trả lời câu hỏi. Hãy thử lại sau.';

/**
 * The Vietnamese message for a failed chat request. The AI SDK's transport throws an Error
 * whose message is the response body; our routes answer `{error: {code, message}}`
 * (lib/errors/app-error.ts), so that message is shown as is. A fetch that never reached the
 * server throws a TypeError; anything else (an HTML error page, an English library message)
 * is never shown raw.
 */
export function readChatError(error: Error): string {
  if (
    error.name === 'TypeError' ||
    /^(failed to fetch|load failed)$|networkerror/i.test(error.message)
  ) {
    return OFFLINE_MESSAGE;
  }
  try {
    const body: unknown = JSON.parse(error.message);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const inner: unknown = body.error;
      if (typeof inner === 'object' && inner !== null && 'message' in inner) {
        const message: unknown = inner.message;
        if (typeof message === 'string' && message.trim() !== '') return message.trim();
      }
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  return GENERIC_ERROR_MESSAGE;
}
