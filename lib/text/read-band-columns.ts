import { foldWords } from './fold-diacritics';

/** One band column of a lifted table: its header and its body cells, as read. */
export interface BandColumn {
  header: string;
  cells: string[];
}

/**
 * A header that names what a row is for: a kidney, liver or weight measure, an age, dialysis.
 * Measured on the real book's renal tables (COTRIMOXAZOL, ENTECAVIR, GABAPENTIN: "Độ thanh
 * thải creatinin (ml/phút)", "Clcr (ml/phút)"; COLISTIN: the clearance in its second column,
 * after "Nồng độ creatinin huyết tương (mg/lít)").
 */
const BAND_HEADER =
  /(?<![\p{L}])(?:thanh\s+thai|clcr|crcl|mlcn|egfr|ml\s*\/\s*phut|creatinin|can\s+nang|kg|tuoi|child|suy\s+(?:than|gan)|tham\s+(?:phan|tach)|loc\s+mau)(?![\p{L}])/u;

/**
 * The band columns of a table (cells[0] is its header row): every column whose header names a
 * band quantity, else the first column as the rows' labels. Written at ingest into blocks.jsonl
 * so the answer layer can tell a table that has a row for the patient ("Thẩm phân máu", "30 -
 * 49") from one that does not, without the cells ever becoming answer text (ADR 0006).
 */
export function readBandColumns(cells: readonly (readonly string[])[]): BandColumn[] {
  const [header, ...body] = cells;
  if (!header || body.length === 0) return [];
  const column = (j: number): BandColumn => ({
    header: (header[j] ?? '').trim(),
    cells: body.map((row) => (row[j] ?? '').replace(/\s+/g, ' ').trim()),
  });
  const banded = header.flatMap((h, j) => (BAND_HEADER.test(foldWords(h)) ? [column(j)] : []));
  return banded.length > 0 ? banded : [column(0)];
}
