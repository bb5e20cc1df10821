/**
 * Bad input, typed so the ingest CLI can map each case to one clear line and exit 2. The
 * message is for developers: it names the file and, where one is at fault, the page (1-based,
 * as a PDF viewer counts).
 */
export type ExtractErrorCode =
  /** No such file, or it cannot be read (a directory, no permission). */
  | 'unreadable_file'
  | 'not_pdf'
  | 'corrupt'
  | 'encrypted'
  | 'no_pages'
  | 'no_text'
  /** The text layer cannot be trusted and no repair undoes it (issue 10). */
  | 'unreadable_text';

export class ExtractError extends Error {
  override readonly name = 'ExtractError';
  readonly code: ExtractErrorCode;
  readonly file: string;
  /** 0-based physical page at fault, or null when the whole file is. */
  readonly physical_page: number | null;
  /** The message without the file/page prefix (kept so a worker can rebuild the error). */
  readonly detail: string;

  constructor(
    code: ExtractErrorCode,
    file: string,
    detail: string,
    physicalPage: number | null = null,
    options?: { cause?: unknown },
  ) {
    const where = physicalPage === null ? file : `${file} page ${physicalPage + 1}`;
    super(`${where}: ${detail} [${code}]`, options);
    this.code = code;
    this.file = file;
    this.physical_page = physicalPage;
    this.detail = detail;
  }
}

export function isExtractError(error: unknown): error is ExtractError {
  return error instanceof ExtractError;
}
