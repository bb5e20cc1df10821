import { readDialysisKinds, type DialysisKind } from './read-dialysis-kinds';

/**
 * Dialysis asked about as a remedy is not the patient's state: "… uống nhầm nguyên vỉ enalapril …
 * Vào viện người ta sẽ xử trí sao, có phải chạy thận lọc máu không?" was read as a haemodialysis
 * patient, and the overdose answer kept only "Thẩm tách máu có thể loại enalapril khỏi tuần hoàn"
 * (unseen batch 14, first run), leaving out the management line. Only the question forms: "phải
 * chạy thận 3 lần/tuần" is a patient on dialysis, "có phải chạy thận không" is a question.
 */
const DIALYSIS_VI =
  '(?:(?:chay\\s+than|loc\\s+mau|loc\\s+mang\\s+bung|tham\\s+(?:tach|phan)(?:\\s+(?:mau|phuc\\s+mac))?|than\\s+nhan\\s+tao|loc\\s+than)\\s*)+';
const DIALYSIS_EN = '(?:peritoneal\\s+)?(?:haemo|hemo)?dialy(?:sis|ses)';
/** A Vietnamese question's end in the same clause: "không", "hay không", "chưa". */
const ASKS_VI = '(?=[^.?!;]*?(?<![\\p{L}])(?:khong|ko|hay\\s+khong|chua)(?![\\p{L}]))';

/**
 * The forms that ask about dialysis as a remedy, each with the dialysis phrase as group 1.
 * English and the bare Vietnamese forms were read as a patient on dialysis: measured on unseen
 * batch 101 (first set), "… swallowed twelve abacavir 300 mg tablets … is there an antidote, and
 * will dialysis remove it?" kept only Quá liều's dialysis line, the antidote line never read;
 * "… có lọc máu được không?" after an acebutolol overdose kept only "Thẩm tách máu có thể loại
 * được acebutolol", atropine left out.
 */
const ASKED_FORMS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'vi_modal_before', // "có phải chạy thận không", "có cần lọc máu không"
    pattern: new RegExp(
      `(?<![\\p{L}])(?:co\\s+phai|co\\s+can|can\\s+phai|co\\s+nen|nen|co\\s+the)\\s+(${DIALYSIS_VI})${ASKS_VI}`,
      'gu',
    ),
  },
  {
    name: 'vi_can_it', // "có lọc máu được không", "lọc máu được không"
    pattern: new RegExp(
      `(?<![\\p{L}])(?:co\\s+)?(${DIALYSIS_VI})\\s*(?:duoc|dc)\\s+(?:khong|ko|chua)(?![\\p{L}])`,
      'gu',
    ),
  },
  {
    name: 'vi_does_it', // "lọc máu có loại được thuốc không", "thẩm tách có tác dụng không"
    pattern: new RegExp(
      `(?<![\\p{L}])(${DIALYSIS_VI})\\s*co\\s+(?:loai|thai|giup|tac\\s+dung|hieu\\s+qua|ich|loi|lay|lam\\s+giam)(?![\\p{L}])${ASKS_VI}`,
      'gu',
    ),
  },
  {
    name: 'en_will_it', // "will dialysis remove it", "does haemodialysis help"
    pattern: new RegExp(
      `(?<![\\p{L}])(?:will|would|can|could|does|do|is|should|may)\\s+(?:[\\p{L}]+\\s+){0,2}?(${DIALYSIS_EN})(?=\\s+(?:[\\p{L}]+\\s+){0,2}?(?:remove|clear|help|work|eliminate|enhance|(?:be\\s+)?(?:useful|effective|helpful|beneficial|indicated|of\\s+(?:use|benefit)))(?![\\p{L}]))`,
      'gu',
    ),
  },
  {
    name: 'en_removed_by', // "removed by haemodialysis", "cleared by dialysis", "role for dialysis"
    pattern: new RegExp(
      `(?<![\\p{L}])(?:removed|cleared|eliminated|removable|role\\s+(?:of|for)|benefit\\s+(?:of|from))\\s+(?:by\\s+)?(${DIALYSIS_EN})(?=[^.!;]*\\?)`,
      'gu',
    ),
  },
  {
    name: 'en_need_it', // "does he need dialysis?", "will she require haemodialysis?"
    pattern: new RegExp(
      `(?<![\\p{L}])(?:does|do|will|would|should|might)\\s+(?:[\\p{L}]+\\s+){0,2}?(?:need|require|get)\\s+(${DIALYSIS_EN})(?=[^.!;]*\\?)`,
      'gu',
    ),
  },
];

/** The English forms, compiled once without the global flag for a single match. */
const ENGLISH_FORMS = ASKED_FORMS.filter((f) => f.name.startsWith('en_')).map(
  (f) => new RegExp(f.pattern.source, 'u'),
);

/** The folded question with each dialysis asked about as a remedy blanked (same length). */
export function blankDialysisAsked(folded: string): string {
  let out = folded;
  for (const { pattern } of ASKED_FORMS)
    out = out.replace(pattern, (whole: string, named: string) =>
      whole.replace(named, ' '.repeat(named.length)),
    );
  return out;
}

/** The kind an English dialysis phrase names ("peritoneal dialysis", "haemodialysis"). */
function englishKind(phrase: string): DialysisKind {
  if (/peritoneal/.test(phrase)) return 'phuc_mac';
  return /(?:haemo|hemo)dialy/.test(phrase) ? 'mau' : 'khong_ro';
}

/** Whether the dialysis phrase at `start` of the folded question is asked about, not had. */
export function isDialysisAskedAt(folded: string, start: number): boolean {
  const blanked = blankDialysisAsked(folded.toLowerCase());
  return blanked[start] === ' ' && folded[start] !== ' ';
}

/**
 * The dialysis a question asks about as a remedy ("có cần chạy thận để thải thuốc không?"), or
 * null: the answer leads with the line on dialysis, as for a patient on it.
 */
export function readDialysisAsked(folded: string): DialysisKind | null {
  const lower = folded.toLowerCase();
  const had = readDialysisKinds(blankDialysisAsked(lower));
  const named = readDialysisKinds(lower);
  for (const kind of ['phuc_mac', 'mau', 'khong_ro'] as const)
    if (named.has(kind) && !had.has(kind)) return kind;
  // English names no kind readDialysisKinds reads: the phrase an English form asks about.
  for (const pattern of ENGLISH_FORMS) {
    const m = pattern.exec(lower);
    if (m) return englishKind(m[1]!);
  }
  return null;
}
