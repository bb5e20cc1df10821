import { wholeWords } from '@/lib/text/whole-words';

/** The question's own words ask a dose ("liều", "dose", "bao nhiêu mg"), not only its values. */
const ASKS_DOSE_WORDS =
  /(?<![\p{L}])(?:lieu|dose|doses|dosage|dosing|bao\s+nhieu\s+(?:mg|ml|vien|ong|g)|how\s+much(?!\s+(?:longer|slower|faster|shorter|later|earlier))|how\s+many\s+mg)(?![\p{L}])/u;

/** Whether the question's folded text asks a dose in words (a strength typed is no ask). */
export function asksDoseWords(folded: string): boolean {
  return ASKS_DOSE_WORDS.test(folded);
}

/** A time after "bao nhiêu" asks how long or how often, not how much ("bao nhiêu ngày"). */
const NOT_TIME = String.raw`(?!\s+(?:ngay|lau|tuan|thang|phut|gio|tieng|lan|nam)(?![\p{L}]))`;

/**
 * The ways a question asks how much to give, not only names a dose in passing ("khoảng cách giữa
 * các liều", "a codeine dose is converted"). One row per way, each with the measured question
 * that needed it; `asksDoseAmount` is true when any row matches.
 */
export const DOSE_AMOUNT_ASKS: readonly {
  name: string;
  pattern: RegExp;
  /** The row asks a number ("bao nhiêu", "what dose"), not only how it is dosed ("liều thế nào"). */
  number: boolean;
  reason: string;
}[] = [
  {
    name: 'lieu_bao_nhieu',
    // Up to six words between: "Liều người lớn tính theo trimethoprim bao nhiêu" (first-set
    // batch 134, first run, COTRIMOXAZOL: read as no amount, the plague label line led and its
    // dose line never came).
    pattern: wholeWords(
      String.raw`(?<!tai\s)lieu(?:\s+[\p{L}\d/]+){0,6}?\s+(?:la\s+)?bao\s+nhieu${NOT_TIME}`,
    ),
    number: true,
    reason: '"liều … bao nhiêu" in one clause',
  },
  {
    name: 'lieu_the_nao',
    pattern: wholeWords(
      String.raw`lieu(?:\s+[\p{L}]+){0,3}?\s+(?:the\s+nao|ra\s+sao|nhu\s+the\s+nao)|lieu\s+(?:dung|luong|khoi\s+dau|ban\s+dau|duy\s+tri|toi\s+da|nap|tan\s+cong)`,
    ),
    // Not a number: the line that answers may say "Liều giống như người lớn" or "Không cần điều
    // chỉnh liều" (unseen batches 2 and 129, in memory: read as a number asked, a dose line of
    // another indication led).
    number: false,
    reason: '"liều dùng", "liều khởi đầu", "liều … thế nào"',
  },
  {
    name: 'bao_nhieu_unit',
    pattern: wholeWords(
      String.raw`bao\s+nhieu\s+(?:mg|ml|g|mcg|microgam|vien|ong|goi|giot|mui|lo|don\s+vi|ui)`,
    ),
    number: true,
    reason: '"bao nhiêu mg", "bao nhiêu viên"',
  },
  {
    name: 'may_vien',
    // "một ngày tiêm mấy mũi" (first-set batch 133, first run, DICLOFENAC).
    pattern: wholeWords(
      String.raw`(?:uong|tiem|dung|truyen|nho|xit|bom|dat)(?:\s+[\p{L}]+){0,2}?\s+may\s+(?:vien|ong|mui|goi|giot|nhat|lo)`,
    ),
    number: true,
    reason: '"uống mấy viên", "tiêm mấy mũi"',
  },
  {
    name: 'what_dose',
    // "What oral daily dose range …", "What initial IV dose …", "what starting dose" (batches
    // 129-134, first runs: five English dose questions read as no amount asked).
    pattern: wholeWords(
      String.raw`(?:what|which)(?:\s+(?!of\s|fraction|proportion|percent|part\s|portion|share)[\p{L}\d-]+){0,4}?\s+(?:dose|doses|dosage|regimen)|dose\s+range|how\s+(?:much|many\s+(?:mg|ml|tablets?|capsules?|units?|puffs?|drops?))`,
    ),
    number: true,
    reason: '"what dose", "which regimen", "dose range", "how much", "how many tablets"',
  },
  {
    name: 'dose_words',
    pattern: wholeWords(
      String.raw`dose\s+(?:of|for|should|regimen|schedule)|dosing|how\s+(?:should|do)\s+(?:we|i|you)\s+dose`,
    ),
    number: false,
    reason: '"dose of", "dosing", "how should we dose"',
  },
];

/**
 * "How much" asked of what the body takes up, not of what to give: "How much of an oral dose is
 * absorbed …", "how much of each dose actually reaches the bloodstream", "How much aciclovir
 * actually gets into the body …". Measured on first-set batches 111-112 (first runs): read as a
 * dose asked, the renal dose lines led a CKD patient's absorption question.
 */
const HOW_MUCH_TAKEN_UP =
  /(?<![\p{L}])how\s+much(?:\s+of)?(?:\s+[\p{L}\d%-]+){0,6}?\s+(?:is\s+|are\s+|gets?\s+|actually\s+)*(?:absorbed|reach(?:es)?|gets?\s+into|enters?|bound|excreted|eliminated|cleared)(?![\p{L}])/u;

/**
 * Whether the question's folded text asks a dose amount (a row of DOSE_AMOUNT_ASKS); with
 * `number`, only the rows that ask a number.
 */
export function asksDoseAmount(folded: string, number = false): boolean {
  // What the body takes up is blanked first; another dose word still asks a dose ("how much …
  // absorbed, and what dose …").
  const rest = folded.replace(HOW_MUCH_TAKEN_UP, ' ');
  return DOSE_AMOUNT_ASKS.some((row) => (!number || row.number) && row.pattern.test(rest));
}
