/**
 * The question tells that the patient is in anaphylaxis now ("đang bị sốc phản vệ", "sốc phản vệ
 * do ong đốt", "phản vệ độ II sau tiêm", "in anaphylaxis", "anaphylactic shock after a bee sting"),
 * not a history of it ("tiền sử", "từng", "năm ngoái", "history of", "previous", "carries an
 * auto-injector"). A state, read by one rule only: the book lifting its contraindications for the
 * patient in anaphylaxis (holding-rules.ts `exception_named`: ADRENALIN's "Đối với người đang cần
 * điều trị cấp cứu sốc phản vệ, không có chống chỉ định tuyệt đối …"). Measured in stop 59: that
 * line had led pregnant and nursing patients' anaphylaxis questions only because the allergy
 * reader took the adrenaline given as their allergen; read as their state, the allergy reader
 * can leave the drug given alone.
 *
 * Reads the folded question.
 */
const NOW =
  /(?<![\p{L}])(?:soc\s+phan\s+ve|(?:bi|dang)\s+phan\s+ve|phan\s+ve(?:\s+do|\s+sau|\s+cap|\s+do\s+[iv]+|\s+nang)|anaphylactic\s+shock|anaphylaxis)(?![\p{L}])/gu;
const HISTORY_BEFORE =
  /(?<![\p{L}])(?:tien\s+su|tung|nam\s+ngoai|truoc\s+day|history\s+of|previous|prior|past|risk\s+of|carr(?:y|ies)|khong(?:\s+co)?(?:\s+dau\s+hieu)?|not|no(?:\s+signs?\s+of)?)(?:\s+[\p{L}\d]+){0,3}\s*$/u;

export function tellsAnaphylaxisNow(folded: string): boolean {
  for (const m of folded.matchAll(NOW)) {
    const before = folded.slice(Math.max(0, m.index - 40), m.index);
    const clause = before.split(/[,.;?!]/).at(-1) ?? '';
    if (!HISTORY_BEFORE.test(clause)) return true;
  }
  return false;
}
