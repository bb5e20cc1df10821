import { askedForms, scopeExcludes } from './form-scope-excludes';
import { readChunkLines } from '@/lib/answer/extractive/read-chunk-lines';
import { forbidsFolded, readVerdictStrength } from '@/lib/answer/extractive/read-verdict';
import type { Chunk } from '@/lib/schema/chunk';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import { foldWords } from '@/lib/text/fold-diacritics';
import { conditionText } from '@/lib/question/read-patient-conditions';
import {
  HOLDING_RULES,
  LIFTS_CONTRAINDICATION,
  type HoldingRule,
  type NamedConditions,
  type SafetySentence,
} from './holding-rules';
import { maskExceptions } from './mask-exceptions';
import { exceptionTold } from './exception-told';
import { withContinuation } from './read-continuation';

/** A sentence of the book that holds for the patient of the question, and the rule that said so. */
export interface HoldingLine {
  chunk: Chunk;
  /** Verbatim from the chunk's source_text. */
  sentence: string;
  rule: HoldingRule['name'];
}

/**
 * The drug's Chỉ định as conditions are read in it (conditionText), read only when the question
 * names a condition: no rule of values reads it.
 */
function indicationText(
  chunks: readonly Chunk[],
  conditions: NamedConditions['conditions'],
): string {
  if (conditions.length === 0) return '';
  const text = chunks
    .filter((c) => c.section_key === 'chi_dinh')
    .map((c) => c.text)
    .join(' ; ');
  return conditionText(foldWords(text));
}

/** What every rule said of one sentence, for `npm run explain`. */
export interface HoldingTrace {
  chunk_id: string;
  sentence: string;
  fired: string | null;
}

/** The sections a holding line is read from, in the order they lead. */
export const SAFETY_SECTIONS: readonly SectionKey[] = [
  'chong_chi_dinh',
  'than_trong',
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
  'chi_dinh',
  'tuong_tac_thuoc',
];

/** Whether the patient carries anything a holding rule can read: a value, pregnancy, lactation. */
export function hasSafetyValues(p: PatientParameters): boolean {
  return !!(
    p.renal ||
    p.age_years ||
    p.weight_kg ||
    p.pregnancy ||
    p.lactation ||
    p.postpartum_hours ||
    p.hepatic?.severity ||
    p.age_group === 'so_sinh' ||
    p.serum_creatinine_mg_dl ||
    p.heart_rate ||
    p.systolic_bp ||
    p.diastolic_bp
  );
}

/**
 * The rows whose lines lift the contraindications (exception_named): they lead the block, and
 * no dose is withheld beside them (read-safety-lines.ts).
 */
export const LIFTING: ReadonlySet<string> = new Set(
  HOLDING_RULES.filter((r) => r.permits).map((r) => r.name),
);

/** The safety sections' prose, Chống chỉ định first, then the book's order. */
function safetyProse(chunks: readonly Chunk[]): Chunk[] {
  return chunks
    .filter((c) => c.chunk_kind === 'prose' && SAFETY_SECTIONS.includes(c.section_key))
    .sort(
      (a, b) =>
        SAFETY_SECTIONS.indexOf(a.section_key) - SAFETY_SECTIONS.indexOf(b.section_key) ||
        SECTION_KEYS.indexOf(a.section_key) - SECTION_KEYS.indexOf(b.section_key) ||
        a.part_index - b.part_index,
    );
}

/** The first row of HOLDING_RULES that holds one sentence for the patient, if any. */
function firedRule(
  s: SafetySentence,
  patient: PatientParameters,
  named: NamedConditions,
  values: boolean,
): HoldingRule | undefined {
  // Chỉ định says no with a verdict ("không dùng để điều trị …"), not with the word
  // "chống chỉ định", which there names another drug's: measured on unseen batch 11 (DILTIAZEM),
  // "… khi đã dùng các thuốc chẹn beta … nhưng không đỡ, hoặc có chống chỉ định …", the angina
  // indication itself, led a stable-angina question as "Sách khuyên không dùng".
  const saysNo = forbidsFolded(
    s.section === 'chi_dinh' ? s.folded.replace(/chong\s+chi\s+dinh/g, ' ') : s.folded,
  );
  // A sentence that only permits ("Trẻ trên 12 tuổi, nếu cần, có thể dùng liều như liều người
  // lớn", printed among CODEIN's contraindications) holds for no one as a "no". Measured on
  // unseen real monographs (batch 4): an 85-year-old was told, first, that this line was a
  // contraindication whose band held their value. Nor one that lifts a contraindication: only
  // the row that reads those does (exception_named).
  const permitsOnly = readVerdictStrength(s.text) === 1;
  const lifts = LIFTS_CONTRAINDICATION.test(s.folded);
  if (aboutCombinationNotAsked(s, named)) return undefined;
  return HOLDING_RULES.find(
    (r) =>
      (r.permits ? lifts : !permitsOnly && !lifts) &&
      (r.reads === 'values' ? values : named.conditions.length > 0) &&
      r.sections.includes(s.section) &&
      (!r.needsVerdict || saysNo) &&
      r.holds(s, patient, named),
  );
}

/**
 * A "không dùng" said of the drug's combined products ("Không nên dùng các dạng phối hợp 2 thuốc
 * (abacavir và lamivudin) cho trẻ dưới 18 tuổi"): it binds a question that names another drug
 * (the combination's other drug, or a product the lexicon reads as two), not one about the
 * single drug. Measured on first-set batches 87 and 88 (stop 58, first runs): two 5-year-olds on
 * abacavir 300 mg tablets were first told the book advises against it.
 */
const COMBINED_PRODUCT =
  /(?<![\p{L}])(?:dang|che\s+pham|vien|san\s+pham)\s+(?:phoi\s+hop|hon\s+hop|ket\s+hop)(?![\p{L}])/u;
function aboutCombinationNotAsked(s: SafetySentence, named: NamedConditions): boolean {
  if (!COMBINED_PRODUCT.test(s.folded)) return false;
  return !named.conditions.some((c) => c.source === 'medication');
}

/**
 * Every sentence of the drug's safety sections (Chống chỉ định first, then Thận trọng and the
 * pregnancy and breastfeeding sections) that holds for the patient, by HOLDING_RULES, in that
 * order and the book's order within a section. Pure: the chunks are read once, here.
 */
export function findHoldingLines(
  patient: PatientParameters,
  chunks: readonly Chunk[],
  trace?: HoldingTrace[],
  conditions: NamedConditions['conditions'] = [],
  /** The question, folded: a line scoped to other dosage forms does not hold (form-scope-excludes.ts). */
  questionFolded = '',
): HoldingLine[] {
  const values = hasSafetyValues(patient);
  if (!values && conditions.length === 0) return [];
  // Each drug's own Chỉ định: two drugs asked together read as one, FUROSEMID's heart failure
  // made DICLOFENAC's "Người bị suy tim sung huyết …" a condition treated, and it never held
  // (unseen batch 11).
  const namedFor = new Map<string, NamedConditions>();
  const namedOf = (drugId: string): NamedConditions => {
    let named = namedFor.get(drugId);
    if (!named) {
      const own = chunks.filter((c) => c.drug_id === drugId);
      named = { conditions, indication: indicationText(own, conditions) };
      namedFor.set(drugId, named);
    }
    return named;
  };
  const prose = safetyProse(chunks);
  const forms = askedForms(questionFolded);
  const out: HoldingLine[] = [];
  const seen = new Set<string>();
  for (const chunk of prose) {
    // Each sentence under its own chain, stored at ingest: the chunk's carried labels govern its
    // opening paragraph only.
    const lines = readChunkLines(chunk);
    const texts = lines.map((l) => l.sentence.text);
    for (const [index, { sentence, printed: labels }] of lines.entries()) {
      const text = sentence.text;
      const folded = foldWords(text);
      // Overlapping parts repeat a sentence: it holds once.
      if (seen.has(folded)) continue;
      seen.add(folded);
      if (scopeExcludes(folded, forms)) continue;
      const conditionText = conditions.length > 0 ? maskExceptions(folded) : '';
      const s: SafetySentence = {
        section: chunk.section_key,
        drug_id: chunk.drug_id,
        text,
        folded,
        labels,
        conditionText,
      };
      const fired = firedRule(s, patient, namedOf(chunk.drug_id), values);
      // The book lifts the line for the state its exception names (exception-told.ts).
      const rule = fired && exceptionTold(text, questionFolded) ? undefined : fired;
      trace?.push({ chunk_id: chunk.chunk_id, sentence: text, fired: rule?.name ?? null });
      if (!rule) continue;
      // What the book says to do instead follows in a sentence that points back (read-continuation.ts).
      const shown = withContinuation(texts, index);
      for (let k = 1; k <= shown.next; k++) seen.add(foldWords(texts[index + k]!));
      out.push({ chunk, sentence: shown.text, rule: rule.name });
    }
  }
  // A line that lifts the contraindications for this patient leads them: "không có chống chỉ
  // định tuyệt đối" for anaphylaxis answers "cường giáp bị sốc phản vệ có tiêm adrenalin được
  // không?" before the vasoconstrictors' list that names cường giáp (unseen batch 3).
  return [...out.filter((l) => LIFTING.has(l.rule)), ...out.filter((l) => !LIFTING.has(l.rule))];
}
