import { parseArgs } from 'node:util';

/** `npm run ingest -- --pdf FILE --out DIR [--store local|qdrant] [--monograph-pages A-B]` */
export interface IngestArgs {
  pdf: string;
  out: string;
  store: 'local' | 'qdrant';
  /** Printed folios [first, last] of the monograph range, overriding region detection. */
  monographPages?: [string, string];
  workers?: number;
  /** `--check`: print the text layer's health and write nothing. */
  check?: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const INGEST_USAGE =
  'usage: npm run ingest -- --pdf FILE --out DIR [--store local|qdrant] [--monograph-pages A-B] [--workers N] | --pdf FILE --check';

export function parseIngestArgs(argv: string[]): IngestArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        pdf: { type: 'string' },
        out: { type: 'string' },
        store: { type: 'string', default: 'local' },
        'monograph-pages': { type: 'string' },
        workers: { type: 'string' },
        check: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. ${INGEST_USAGE}`);
  }
  const pdf = values.pdf;
  const out = values.out;
  if (typeof pdf !== 'string' || !pdf) throw new UsageError(`--pdf is required. ${INGEST_USAGE}`);
  const check = values.check === true;
  if (check && out !== undefined)
    throw new UsageError(`--check writes nothing: drop --out. ${INGEST_USAGE}`);
  if (!check && (typeof out !== 'string' || !out))
    throw new UsageError(`--out is required. ${INGEST_USAGE}`);
  const store = values.store;
  if (store !== 'local' && store !== 'qdrant')
    throw new UsageError(`--store must be local or qdrant, not "${String(store)}"`);

  const args: IngestArgs = { pdf, out: typeof out === 'string' ? out : '', store };
  if (check) args.check = true;
  const pagesArg = values['monograph-pages'];
  if (typeof pagesArg === 'string') {
    const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(pagesArg);
    if (!match || Number(match[1]) > Number(match[2])) {
      throw new UsageError(
        `--monograph-pages must be two printed page numbers A-B with A <= B, not "${pagesArg}"`,
      );
    }
    args.monographPages = [match[1]!, match[2]!];
  }
  if (typeof values.workers === 'string') {
    const n = Number(values.workers);
    if (!Number.isInteger(n) || n < 0 || n > 16)
      throw new UsageError(`--workers must be a whole number 0-16`);
    args.workers = n;
  }
  return args;
}
