import { readFileSync } from 'node:fs';
import { citationCaseSchema, type CitationCase } from '@/lib/schema/citation-case';

/** One defect in a case file, named the way QA fixes it: the line and the field. */
export interface CaseFileError {
  /** 1-based line in the file. */
  line: number;
  /** `printed_pages[0]`, `history[1].role`; `(line)` when the line as a whole is wrong. */
  field: string;
  message: string;
}

export type CaseFileResult =
  | { ok: true; cases: CitationCase[] }
  | { ok: false; errors: CaseFileError[] };

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
  }
  return out === '' ? '(line)' : out;
}

/**
 * Parses a JSONL case file: one JSON object per line, blank lines ignored. Every defect is
 * reported, not just the first, so a hand-written file is fixed in one pass; a file with any
 * defect yields no cases at all — a half-read file would pass with the broken cases missing.
 */
export function parseCaseFile(text: string): CaseFileResult {
  const errors: CaseFileError[] = [];
  const cases: CitationCase[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      errors.push({ line, field: '(line)', message: `not JSON: ${(error as Error).message}` });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push({ line, field: '(line)', message: 'expected one JSON object per line' });
      return;
    }
    const parsed = citationCaseSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) {
            errors.push({ line, field: key, message: 'unknown field' });
          }
        } else {
          errors.push({ line, field: formatPath(issue.path), message: issue.message });
        }
      }
      return;
    }
    const first = seen.get(parsed.data.id);
    if (first !== undefined) {
      errors.push({
        line,
        field: 'id',
        message: `"${parsed.data.id}" is already used on line ${first}`,
      });
      return;
    }
    seen.set(parsed.data.id, line);
    cases.push(parsed.data);
  });
  if (errors.length === 0 && cases.length === 0) {
    errors.push({ line: 1, field: '(file)', message: 'no cases: the file is empty' });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, cases };
}

/** "cases.jsonl:3: printed_pages[0]: expected string, received number" */
export function formatCaseFileError(file: string, error: CaseFileError): string {
  return `${file}:${error.line}: ${error.field}: ${error.message}`;
}

/** Reads and parses a case file; throws one message listing every defect. */
export function readCaseFile(file: string): CitationCase[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read case file ${file}: ${(error as Error).message}`);
  }
  const result = parseCaseFile(text);
  if (!result.ok) {
    throw new Error(result.errors.map((e) => formatCaseFileError(file, e)).join('\n'));
  }
  return result.cases;
}
