import 'server-only';
import { namesPartner } from '@/lib/answer/extractive/names-partner';
import { readVerdictStrength } from '@/lib/answer/extractive/read-verdict';
import { foldWords } from '@/lib/text/fold-diacritics';
import { findDoses } from '@/lib/answer/policy/find-doses';
import type { DraftSentence, AnswerDraft } from '@/lib/answer/policy/answer-draft';
import type { AskedQuestion } from '@/lib/question/asked-question';
import { asksAboutEffect, asksAboutEvent } from '@/lib/question/asks-about-event';
import { isAboutPatient } from '@/lib/question/is-about-patient';
import type { PatientCondition } from '@/lib/question/read-patient-conditions';
import type { Chunk } from '@/lib/schema/chunk';
import type { ChunkStore } from '@/lib/store/chunk-store';
import {
  LIFTING,
  findHoldingLines,
  hasSafetyValues,
  SAFETY_SECTIONS,
  type HoldingLine,
  type HoldingTrace,
} from './find-holding-lines';
import { findMeasureMismatches } from './find-measure-mismatches';
import { HOLDING_RULES } from './holding-rules';
import { writeSafetyLines } from './write-safety-lines';

export interface SafetyLines {
  sentences: DraftSentence[];
  /** The chunks they cite: the policy must know them as retrieved. */
  chunks: Chunk[];
  /**
   * A line of Chống chỉ định holds for the patient: the book's answer is no, and the draft's
   * doses are left out (withSafetyFirst), said for a yes/no question about using the drug
   * ('can_use') or for a question asking the dose ('dose').
   */
  withholdsDoses?: 'can_use' | 'dose';
}

const NONE: SafetyLines = { sentences: [], chunks: [] };

/** The rules that read Chống chỉ định itself: a line of theirs is the book's "no". */
const CONTRAINDICATING: ReadonlySet<string> = new Set(
  HOLDING_RULES.filter((r) => r.sections.includes('chong_chi_dinh') && !r.permits).map(
    (r) => r.name,
  ),
);

/**
 * The rules of Chống chỉ định that name what the patient has, takes or is (not a band of values):
 * a dose asked under one of them is withheld too. A state the patient's value puts them in
 * ("Bệnh tim nặng" at EF 18%) is named as a state, not printed as a band with its dose (a renal
 * stage is: "Suy thận nặng" at Clcr 20 keeps the dose for 10 - 34 ml/phút): measured
 * on unseen batch 14 once an ejection fraction read "bệnh tim nặng", COLCHICIN's gout dose was
 * given under "Bệnh tim nặng hoặc loạn đông máu".
 */
const NAMED_CONTRAINDICATING: ReadonlySet<string> = new Set(
  ['allergy_named', 'medication_named', 'condition_named', 'condition_of_lab_value'].filter(
    (name) => CONTRAINDICATING.has(name),
  ),
);

/**
 * Said where the doses were: the question asks whether the drug may be used, and the book
 * contraindicates it for this patient. Measured on unseen batch 8: "… Na máu 118 mmol/l, tiêm
 * furosemid 40 mg TM được không?" and "… Hb tụt …, dự phòng HKTM bằng enoxaparin 40 mg TDD,
 * được không?" led with the contraindication, then gave the 40 mg lines as if they applied.
 */
export const WITHHELD_DOSE =
  'Câu hỏi hỏi có dùng được không và Chống chỉ định ở trên nêu tình trạng của người bệnh, nên câu trả lời không nêu liều; liều của sách ở trang được trích.';

/**
 * Said where the doses were when the question asked the dose itself: a dose stated under a
 * contraindication that holds reads as permission. Measured on unseen batch 16 (first run):
 * "… thiếu máu bất sản …, khởi trị clozapin ngày đầu bao nhiêu mg?" and "… xơ gan Child-Pugh C
 * …, cho uống diclofenac 50 mg ngày mấy lần" gave the dose lines after the contraindication.
 */
export const WITHHELD_DOSE_ASKED =
  'Chống chỉ định ở trên nêu tình trạng của người bệnh, nên câu trả lời không nêu liều; liều của sách ở trang được trích.';

/**
 * The conditions a line may be led by: the patient's, and none where the condition named is the
 * effect asked about.
 */
function patientConditions(asked: AskedQuestion): readonly PatientCondition[] {
  return asksAboutEffect(asked) || !isAboutPatient(asked) ? [] : asked.conditions;
}

/**
 * A caution naming the patient's condition (holding-rules.ts `caution_named`) leads only when no
 * other line holds, and one at most: it is no "no", and two cautions would push the answer out of
 * the first two lines.
 */
export function withOneCaution(lines: HoldingLine[]): HoldingLine[] {
  const cautions = lines.filter((l) => l.rule === 'caution_named');
  if (cautions.length === 0) return lines;
  // A line of Tương tác thuốc is no "no" either: beside it, the caution still leads.
  const others = lines.filter((l) => l.rule !== 'caution_named' && l.rule !== INTERACTION);
  return others.length === 0
    ? lines.filter((l) => l.rule !== 'caution_named' || l === cautions[0])
    : lines.filter((l) => l.rule !== 'caution_named');
}

/**
 * One line of Tương tác thuốc at most, the first in the book's order: it names the pair and the
 * reader opens the page for the rest; a list of every line naming the drug taken would push the
 * answer down.
 */
export function withOneInteraction(
  lines: HoldingLine[],
  askedDrugId: string,
  /** The drugs taken as the question names them, folded. */
  taken: readonly string[],
): HoldingLine[] {
  // The asked drug's own line: another named drug's monograph pairs it with a third (FUROSEMID's
  // "Glycosid tim:" for a diltiazem question naming furosemid and digoxin, unseen batch 20).
  const own = lines.filter((l) => l.rule === INTERACTION && l.chunk.drug_id === askedDrugId);
  // A line naming the drug before one naming only its class: ENALAPRIL's "… các thuốc lợi niệu
  // giữ kali …" is no line on furosemid, a "lợi niệu" too (unseen batch 12).
  const first = own.find((l) => namesPartner(foldWords(l.sentence), taken)) ?? own[0];
  return lines.filter((l) => l.rule !== INTERACTION || l === first);
}

const INTERACTION = 'interaction_named';

/**
 * Safety first, for every question (issue 36 item 4): when the question carries the patient's
 * values, the drug's safety sections are read whatever was asked, and every sentence that holds
 * for the patient leads the answer. Measured before: 3 of 10 such questions led with the
 * contraindication; the others led with a dose, or said the book gave no renal threshold while
 * Chống chỉ định printed one.
 */
export async function readSafetyLines(
  asked: AskedQuestion,
  drugIds: readonly string[],
  store: ChunkStore,
  trace?: HoldingTrace[],
): Promise<SafetyLines> {
  const p = asked.patient;
  // An overdose's or an adverse effect's management is asked for the event: the patient's values
  // there are its consequences. Measured on unseen batch 5: "Uống quá nhiều viên diltiazem, HA
  // 70/40, nâng huyết áp bằng gì?" led with Chống chỉ định's "Giảm huyết áp nặng".
  if (drugIds.length === 0 || asksAboutEvent(asked)) return NONE;
  const conditions = patientConditions(asked);
  if (!hasSafetyValues(p) && !p.serum_creatinine && conditions.length === 0) return NONE;
  const taken = conditions.filter((c) => c.source === 'medication');
  // A pair asked outright is answered by the draft from Tương tác thuốc: no line of it here, whose
  // heading would say the patient takes a drug the question only pairs.
  const readsInteractions =
    asked.understood.sections[0]?.key !== 'tuong_tac_thuoc' && taken.length > 0;
  const chunks = await store.scrollChunks({
    drug_id: [...drugIds],
    // Chỉ định only when a condition is named: its "không dùng" binds a named condition's
    // patient (holding-rules.ts), and a condition the drug treats is read as the kind its
    // contraindication names (name-condition.ts). A patient with values only needs none.
    // Tương tác thuốc only when a drug the patient takes is named (interaction_named).
    section_key: SAFETY_SECTIONS.filter(
      (k) =>
        (k !== 'chi_dinh' || conditions.length > 0) &&
        (k !== 'tuong_tac_thuoc' || readsInteractions),
    ),
  });
  const holding = withOneInteraction(
    withOneCaution(findHoldingLines(p, chunks, trace, conditions, asked.text.folded)),
    drugIds[0]!,
    taken.map((c) => foldWords(c.asked)),
  );
  const sentences = [...writeSafetyLines(holding), ...findMeasureMismatches(p, chunks)];
  if (sentences.length === 0) return NONE;
  const cited = new Set(sentences.flatMap((s) => s.cites));
  // Whether the drug may be used: any contraindication that holds withholds the doses. Asked the
  // dose, only one that names what the patient has or takes does: a band of values is often
  // printed with the dose for it ("eGFR 25 có phải chỉnh liều không?" keeps its renal dose line).
  // Never when the book lifts its contraindications for this patient: measured on unseen batch
  // 115 (first run), adrenaline in anaphylactic collapse led with "… không có chống chỉ định tuyệt
  // đối …" and then withheld the dose, "Người bệnh bị bệnh tim mạch nặng" read from the collapse.
  const lifted = holding.some((line) => LIFTING.has(line.rule));
  const withholdsDoses =
    !lifted &&
    (asked.asks.canUse
      ? holding.some((line) => CONTRAINDICATING.has(line.rule)) && 'can_use'
      : holding.some((line) => NAMED_CONTRAINDICATING.has(line.rule)) && 'dose');
  return {
    sentences,
    chunks: chunks.filter((c) => cited.has(c.chunk_id)),
    ...(withholdsDoses ? { withholdsDoses } : {}),
  };
}

/**
 * The draft with the safety lines first; a sentence of the draft that quotes the same book
 * sentence is dropped, so nothing is said twice.
 */
export function withSafetyFirst(
  draft: AnswerDraft,
  safety: SafetyLines,
  /** The chunks the draft may cite: a withheld dose is a line of Liều lượng và cách dùng. */
  chunks: readonly Chunk[] = [],
): AnswerDraft {
  if (safety.sentences.length === 0) return draft;
  const quoted = safety.sentences.map((s) => s.quote?.trim()).filter(Boolean) as string[];
  // Nor a fitting fragment of a sentence a safety line quotes whole, from the same chunk: measured
  // on ten doctor's questions (stop 60), cotrimoxazol for a 4-week-old repeated the
  // contraindication's tail ("người bệnh được xác định thiếu máu …") under the whole sentence.
  const quotedFrom = (s: AnswerDraft['sentences'][number]) =>
    safety.sentences.some(
      (x) =>
        x.quote !== undefined &&
        x.cites[0] === s.cites[0] &&
        x.quote.includes(s.text.trim().replace(/\.$/, '')),
    );
  let rest = draft.sentences.filter(
    (s) =>
      !quoted.some((q) => s.text.includes(q) || (s.quote?.trim() ?? '') === q) && !quotedFrom(s),
  );
  if (safety.withholdsDoses) {
    const doseChunks = new Set(
      chunks.filter((c) => c.section_key === 'lieu_luong_va_cach_dung').map((c) => c.chunk_id),
    );
    const doses = rest.filter(
      (s) =>
        !s.gap &&
        doseChunks.has(s.cites[0] ?? '') &&
        (s.locked_dose || findDoses(s.text).length > 0) &&
        // a dose line that itself says no ("Clcr < 10 ml/phút: Tránh sử dụng") is the answer too
        readVerdictStrength(s.text) !== 2,
    );
    rest = rest.filter((s) => !doses.includes(s));
    const page = doses[0]?.cites[0];
    const text = safety.withholdsDoses === 'can_use' ? WITHHELD_DOSE : WITHHELD_DOSE_ASKED;
    if (page) rest = [...rest, { text, cites: [page], gap: 'withheld_dose' }];
  }
  return { ...draft, sentences: [...safety.sentences, ...rest] };
}
