import type { PatientChipKey } from '@/lib/schema/answer-patient';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Where a question names a patient parameter with a value, as written (issue 38 item 1): "Clcr
 * 30 ml/phút", "75 tuổi", "60 kg", "creatinin máu 2,1", "Child-Pugh B", "thẩm tách máu". Two
 * uses, one table: a chip's edit replaces these words in the question (or removes them) and
 * re-asks, and a phrase whose parameter `readPatientParameters` did not read is shown as "không
 * đọc được: …" instead of being silently dropped. Locating only: the values are read by
 * lib/retrieval/read-patient-parameters.ts, never here.
 */
export interface ParameterPhrase {
  param: PatientChipKey;
  /** Offsets into the text given, and the words there. */
  start: number;
  end: number;
  phrase: string;
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const BOUND = String.raw`(?:duoi|tren|nho\s+hon|lon\s+hon|<=|>=|<|>|≤|≥)`;
/** A value in words, not digits: "khoảng ba mươi", "là hai mươi lăm". */
const NUMBER_WORD = String.raw`(?:mot|hai|ba|bon|tu|nam|lam|sau|bay|tam|chin|muoi|tram|linh|le|ruoi)`;
const WORDY = String.raw`(?:(?:khoang|la|con|chi\s+con|hien\s+tai|tam)\s+|[:=~]\s*)?${NUMBER_WORD}(?:\s+${NUMBER_WORD}){0,3}`;

/**
 * One row per parameter: the words that name it with a value (`valued`), and, for the unread
 * check, the words that name it with something after that is not a number (`named`). Patterns
 * run on the folded text (no diacritics, lower case), character-aligned with the text.
 */
const PHRASE_ROWS: readonly { param: PatientChipKey; valued: RegExp; named?: RegExp }[] = [
  {
    param: 'renal',
    valued: new RegExp(
      String.raw`(?<![\p{L}])(?:clcr|crcl|cl\s*cr|egfr|gfr|(?:do\s+)?thanh\s+thai\s+creatinine?|creatinine?\s+clearance|(?:muc|do)\s+loc\s+cau\s+than)(?:\s*(?:la|:|=|~|khoang|con|chi\s+con|hien\s+tai|uoc\s+tinh))*\s*${BOUND}?\s*${NUM}(?:\s*ml\s*\/\s*(?:phut|ph|min)(?:\s*\/\s*1[,.]73\s*m(?:2|²)?)?)?`,
      'u',
    ),
    named: new RegExp(String.raw`(?<![\p{L}])(?:clcr|crcl|egfr|gfr)\s*${WORDY}(?![\p{L}])`, 'u'),
  },
  {
    param: 'serum_creatinine',
    valued: new RegExp(
      String.raw`(?<![\p{L}])(?<!thanh\s+thai\s+)creatinine?(?:\s+(?:huyet\s+thanh|huyet\s+tuong|trong\s+mau|mau))?\s*(?:la|=|:)?\s*${BOUND}?\s*${NUM}(?:\s*(?:mg\s*\/\s*dl|mg\s*%|(?:micro|µ|μ|mc|u)\s*mol\s*\/\s*l(?:it)?))?(?![\p{L}])`,
      'u',
    ),
  },
  {
    param: 'age_years',
    valued: new RegExp(
      String.raw`(?<![\p{L}\d,.])${NUM}\s*(?:tuoi|thang\s+tuoi|tuan\s+tuoi|ngay\s+tuoi|years?\s+old|yo|y\/o)(?![\p{L}])|(?<![\p{L}])(?:tuoi|age)\s*(?:la|:|=)?\s*${NUM}(?![\d\p{L}])`,
      'u',
    ),
  },
  {
    param: 'weight_kg',
    valued: new RegExp(
      String.raw`(?<![\p{L}])(?:can\s+nang|nang|weight|cn)\s*(?:la|:|=|khoang)?\s*${BOUND}?\s*${NUM}\s*(?:kg)?(?![\p{L}])|(?<![\p{L}\d.,/])${NUM}\s*kg(?![\p{L}])`,
      'u',
    ),
  },
  {
    param: 'pregnancy',
    valued:
      /(?<![\p{L}])(?:(?:co|mang)\s+thai|thai\s+phu|ba\s+bau|tuan\s+thai|thai(?=\s+\d)|pregnan[\p{L}]*)(?:\s+(?:o\s+)?(?:tuan\s+(?:thu\s+)?\d+|\d+\s+tuan|(?:3\s+thang|quy|ba\s+thang)\s+(?:dau|giua|cuoi)|thang\s+thu\s+\d+|\d+))?(?![\p{L}])/u,
  },
  {
    param: 'lactation',
    valued:
      /(?<![\p{L}])(?:(?:dang\s+)?cho\s+(?:con\s+)?bu|nuoi\s+con\s+bang\s+sua\s+me|breast\s*-?feed[\p{L}]*)(?![\p{L}])/u,
  },
  {
    param: 'hepatic',
    valued:
      /(?<![\p{L}])(?:(?:suy\s+gan|xo\s+gan)(?:\s+(?:nhe|vua|nang|trung\s+binh))?(?:\s*,?\s*\(?child[\s-]*pugh\s*(?:(?:nhom|loai|do|class)\s*)?(?:[abc](?![\p{L}])|\d+\s*diem)\)?)?|child[\s-]*pugh\s*(?:(?:nhom|loai|do|class)\s*)?(?:[abc](?![\p{L}])|\d+\s*diem))(?![\p{L}])/u,
    named: /(?<![\p{L}])child[\s-]*pugh(?![\p{L}])/u,
  },
  {
    param: 'dialysis',
    valued:
      /(?<![\p{L}])(?:tham\s+tach\s+mau|tham\s+phan\s+phuc\s+mac|tham\s+phan\s+mau|tham\s+tach|tham\s+phan|loc\s+mau|chay\s+than(?:\s+nhan\s+tao)?|loc\s+mang\s+bung|hemodialysis|dialysis)(?![\p{L}])/u,
  },
  {
    param: 'sex',
    valued:
      /(?<![\p{L}])(?:benh\s+nhan\s+|nguoi\s+benh\s+)?(?:nam\s+gioi|nu\s+gioi|phu\s+nu|dan\s+ong|dan\s+ba|cu\s+ong|cu\s+ba|nam|nu|ong|ba)(?![\p{L}])/u,
  },
];

/**
 * The folded text, one folded unit per unit of `text` (a unit folding to nothing keeps a space),
 * so a match's offsets are the text's own.
 */
export function foldAligned(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = foldDiacritics(ch);
    out += f.length === ch.length ? f : (f + '  ').slice(0, ch.length).replace(/\s/g, ' ');
  }
  return out;
}

/** Sex words are read with their marks: folded, "nam" is also "năm" (a year), "bà" is "ba". */
const SEX_WORDS =
  /^(?:bệnh\s+nhân\s+|người\s+bệnh\s+)?(?:nam|nữ|phụ nữ|đàn ông|đàn bà|cụ ông|cụ bà|ông|bà)/iu;

/** Each parameter's first phrase with a value in `text`. */
export function findParameterPhrases(text: string): ParameterPhrase[] {
  const folded = foldAligned(text);
  const out: ParameterPhrase[] = [];
  for (const row of PHRASE_ROWS) {
    for (const m of folded.matchAll(new RegExp(row.valued.source, 'gu'))) {
      const phrase = text.slice(m.index, m.index + m[0].length);
      if (row.param === 'sex' && !SEX_WORDS.test(phrase)) continue;
      out.push({ param: row.param, start: m.index, end: m.index + m[0].length, phrase });
      break;
    }
  }
  return out;
}

/** Whether `readPatientParameters` read a value for the chip key. */
export function hasParameter(p: Partial<PatientParameters>, param: PatientChipKey): boolean {
  if (param === 'serum_creatinine') return p.serum_creatinine_mg_dl !== undefined;
  if (param === 'hepatic') return p.hepatic !== undefined;
  return p[param] !== undefined;
}

/**
 * Checked for a value not read: the kidney and liver values the book's bands and Child-Pugh
 * rows are matched against. An age or a weight the reader leaves alone is often not the
 * patient's ("trẻ em trên 40 kg" is a book band asked about), so is not called unread.
 */
const UNREAD_CHECKED: ReadonlySet<PatientChipKey> = new Set([
  'renal',
  'serum_creatinine',
  'hepatic',
]);

/**
 * The parameters the question names with a value that was not read: shown as "không đọc được:
 * …" so a value typed in a way the reader misses is seen to be missed (a "creatinin máu 2,1"
 * with no unit cannot be told mg/dl from µmol/l, and is not guessed).
 */
export function findUnreadParameters(
  text: string,
  patient: Partial<PatientParameters>,
): { param: PatientChipKey; phrase: string }[] {
  const folded = foldAligned(text);
  const found = new Map(findParameterPhrases(text).map((p) => [p.param, p.phrase]));
  const out: { param: PatientChipKey; phrase: string }[] = [];
  for (const row of PHRASE_ROWS) {
    if (!UNREAD_CHECKED.has(row.param) || hasParameter(patient, row.param)) continue;
    const named = found.get(row.param) ?? namedPhrase(row, text, folded);
    if (named) out.push({ param: row.param, phrase: named });
  }
  return out;
}

function namedPhrase(
  row: (typeof PHRASE_ROWS)[number],
  text: string,
  folded: string,
): string | undefined {
  const m = row.named?.exec(folded);
  return m ? text.slice(m.index, m.index + m[0].length).trim() : undefined;
}
