/**
 * One error type for everything a route returns. The code is `type:surface`; the message is
 * Vietnamese, short, and says what to do. Nothing else — no stack, no path — reaches a client.
 */
export type AppErrorType =
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'too_many_requests'
  | 'insufficient_storage'
  | 'unavailable'
  | 'internal';
export type AppErrorSurface =
  | 'answer'
  | 'chat'
  | 'source'
  | 'crop'
  | 'feedback'
  | 'book'
  | 'review'
  | 'api';

const STATUS: Record<AppErrorType, number> = {
  bad_request: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  insufficient_storage: 507,
  unavailable: 503,
  internal: 500,
};

/** Seconds a client should wait before retrying a 503: a re-ingest swap takes well under one. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

const DEFAULT_MESSAGE: Record<AppErrorType, string> = {
  bad_request: 'Yêu cầu không hợp lệ.',
  forbidden: 'Yêu cầu bị từ chối.',
  not_found: 'Không tìm thấy nội dung được yêu cầu.',
  method_not_allowed: 'Phương thức này không được hỗ trợ ở địa chỉ này.',
  payload_too_large: 'Yêu cầu quá lớn. Hãy rút gọn câu hỏi.',
  unsupported_media_type: 'Nội dung phải được gửi dưới dạng JSON (application/json).',
  range_not_satisfiable: 'Khoảng dữ liệu yêu cầu nằm ngoài tệp.',
  too_many_requests: 'Bạn gửi quá nhiều yêu cầu. Hãy đợi một lát rồi thử lại.',
  insufficient_storage: 'Máy chủ đã hết chỗ lưu. Hãy báo cho người quản trị.',
  unavailable:
    'Dữ liệu Dược thư chưa sẵn sàng. Hãy chạy bước nhập liệu (npm run ingest) rồi thử lại.',
  internal: 'Đã có lỗi phía máy chủ. Hãy thử lại sau.',
};

export class AppError extends Error {
  readonly type: AppErrorType;
  readonly surface: AppErrorSurface;
  readonly userMessage: string;
  readonly headers: Record<string, string>;

  constructor(
    code: `${AppErrorType}:${AppErrorSurface}`,
    userMessage?: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    const [type, surface] = code.split(':') as [AppErrorType, AppErrorSurface];
    super(userMessage ?? DEFAULT_MESSAGE[type], { cause: options.cause });
    this.name = 'AppError';
    this.type = type;
    this.surface = surface;
    this.userMessage = userMessage ?? DEFAULT_MESSAGE[type];
    this.headers = {
      ...(type === 'unavailable' ? { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } : {}),
      ...options.headers,
    };
  }

  get status(): number {
    return STATUS[this.type];
  }

  toResponse(): Response {
    return Response.json(
      { error: { code: `${this.type}:${this.surface}`, message: this.userMessage } },
      { status: this.status, headers: { 'Cache-Control': 'no-store', ...this.headers } },
    );
  }
}

/**
 * Any thrown value as a client-safe response; unexpected errors are logged server-side only.
 * A store read that finds no index (lib/store's StoreNotLoadedError, matched by name so this
 * file stays importable anywhere) is a 503 with Retry-After, never a 500: measured as two 500s
 * on /api/chat in eight re-ingests under load, thrown from a read outside getAnswerDeps' try.
 */
export function toErrorResponse(error: unknown, surface: AppErrorSurface): Response {
  if (error instanceof AppError) return error.toResponse();
  if (error instanceof Error && error.name === 'StoreNotLoadedError') {
    return new AppError(
      `unavailable:${surface}`,
      'Dữ liệu Dược thư chưa sẵn sàng hoặc đang được cập nhật. Hãy thử lại sau vài giây.',
    ).toResponse();
  }
  console.error(`[${surface}]`, error);
  return new AppError(`internal:${surface}`).toResponse();
}
