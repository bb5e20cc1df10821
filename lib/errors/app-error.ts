/**
 * One error type for everything a route returns. The code is `type:surface`; the message is
 * Vietnamese, short, and says what to do. Nothing else — no stack, no path — reaches a client.
 */
export type AppErrorType =
  | 'bad_request'
  | 'not_found'
  | 'payload_too_large'
  | 'range_not_satisfiable'
  | 'unavailable'
  | 'internal';
export type AppErrorSurface = 'answer' | 'chat' | 'source' | 'crop' | 'feedback' | 'book' | 'api';

const STATUS: Record<AppErrorType, number> = {
  bad_request: 400,
  not_found: 404,
  payload_too_large: 413,
  range_not_satisfiable: 416,
  unavailable: 503,
  internal: 500,
};

const DEFAULT_MESSAGE: Record<AppErrorType, string> = {
  bad_request: 'Yêu cầu không hợp lệ.',
  not_found: 'Không tìm thấy nội dung được yêu cầu.',
  payload_too_large: 'Yêu cầu quá lớn. Hãy rút gọn câu hỏi.',
  range_not_satisfiable: 'Khoảng dữ liệu yêu cầu nằm ngoài tệp.',
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
    this.headers = options.headers ?? {};
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

/** Any thrown value as a client-safe response; unexpected errors are logged server-side only. */
export function toErrorResponse(error: unknown, surface: AppErrorSurface): Response {
  if (error instanceof AppError) return error.toResponse();
  console.error(`[${surface}]`, error);
  return new AppError(`internal:${surface}`).toResponse();
}
