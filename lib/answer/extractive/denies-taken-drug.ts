/**
 * A label for patients not on a kind of drug ("Cho người lớn chưa dùng thuốc lợi tiểu …") is
 * not the line of a patient who takes one: its dose is the other group's. Measured on unseen
 * batch 35 (first run, ENALAPRIL): "BN … đang dùng furosemid … Đã tiêm TM enalaprilat 0,625 mg
 * … tiêm thêm bao nhiêu?" showed the enalaprilat line for adults "chưa dùng thuốc lợi tiểu"
 * (1,25 mg) second, above the one for adults "đang dùng thuốc lợi tiểu" (0,625 mg).
 */
const DENIAL = regimen('chua|khong');
/** "đang dùng thuốc lợi tiểu": a label for patients on that kind of drug. */
const AFFIRMED = regimen('dang');

/**
 * "<before> dùng/uống (thuốc) X": the regimen grammar of a label, and of a question's words about
 * the patient (read-not-taken.ts); group 1 is the first one or two words of X, folded. `verbs`
 * and `notFirst` narrow it where a question says more than a label does.
 */
export function regimen(
  before: string,
  verbs = String.raw`dung|uong|tiem|su\s+dung`,
  /** Words X may not open with ("không uống được": unable, no drug named). */
  notFirst = '',
): RegExp {
  const guard = notFirst ? String.raw`(?!(?:${notFirst})(?![\p{L}]))` : '';
  return new RegExp(
    String.raw`(?<![\p{L}])(?:${before})\s+(?:(?:${verbs})\s+)${guard}(?:(?:thuoc|cac|mot)\s+)*([\p{L}]+(?:\s+[\p{L}]+)?)`,
    'gu',
  );
}
/**
 * Whether a folded label chain denies a drug the patient takes: after "chưa/không dùng
 * (thuốc)", the book's words are the first words of a taken drug's name or class (`taken`:
 * folded names and class phrases, as namesAndClassesOf gives them: "furosemid", "loi tieu
 * quai").
 */
export function deniesTakenDrug(labelFolded: string, taken: readonly string[]): boolean {
  return namesTaken(labelFolded, taken, DENIAL);
}

/**
 * "Thay đổi từ X sang …", "chuyển từ (liệu pháp) X": a label for patients coming off X. Measured
 * on unseen batches 42 and 50 (first runs): "… đang duy trì digitoxin, … đổi sang digoxin. Tuần
 * đầu … liều thế nào?" led with the elderly maintenance dose; "Thay đổi từ digitoxin sang
 * digoxin: … chỉ dùng nửa liều duy trì digoxin" fitted no one.
 */
const SWITCHED_FROM =
  /(?<![\p{L}])(?:thay\s+doi|chuyen|doi)\s+tu\s+(?:(?:lieu\s+phap|thuoc)\s+)?([\p{L}]+(?:\s+[\p{L}]+)?)/gu;

/**
 * Whether a folded label chain is for patients on a drug the patient takes ("đang dùng …"), or
 * coming off it ("Thay đổi từ X sang …").
 */
export function affirmsTakenDrug(labelFolded: string, taken: readonly string[]): boolean {
  return namesTaken(labelFolded, taken, AFFIRMED) || namesTaken(labelFolded, taken, SWITCHED_FROM);
}

function namesTaken(labelFolded: string, taken: readonly string[], pattern: RegExp): boolean {
  for (const m of labelFolded.matchAll(pattern)) {
    const said = m[1]!;
    const first = said.split(' ')[0]!;
    for (const phrase of taken) {
      // A class by its first two words ("lợi tiểu" of "lợi tiểu quai"); a name by itself.
      const words = phrase.split(' ');
      const head = words.slice(0, Math.min(2, words.length)).join(' ');
      if (words.length === 1 ? first === phrase : said === head) return true;
    }
  }
  return false;
}
