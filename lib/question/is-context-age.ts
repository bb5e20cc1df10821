import type { AskedQuestion } from './asked-question';
import { askedSections } from './asked-sections';

/**
 * Whether the only population in a can-use question is an adult's age typed as a number ("Bn
 * 68 tuổi THA, … dùng enalapril được không?"): the patient's context, not the population asked.
 * Chống chỉ định and the verdict lines then answer as for any adult, with no "no band holds the
 * patient's value" line and no search for a section that names the elderly. Measured on unseen
 * real monographs (batch 5 first run): such questions were answered from ADR, or led with the
 * no-band line while Chống chỉ định's "Bí tiểu tiện liên quan đến bệnh lý ở niệu đạo - tuyến
 * tiền liệt" (asked of a 72-year-old with prostatic hypertrophy) was not shown. Any adult's age:
 * once "55t" was read as an age (unseen batch 11), "BN nữ 55t hậu phẫu …, kê codein … được
 * không?" led with the no-band line above "Nguy cơ liệt ruột; trướng bụng …".
 */
export function isContextAge(asked: AskedQuestion): boolean {
  return asked.asks.canUse && onlyAdultAgeTyped(asked.understood.populations);
}

/**
 * Whether a question names another drug the patient takes and is read as asking Tương tác thuốc
 * first, its only population an adult's age typed as a number: the interaction holds whatever
 * the adult's age, so no other section is looked for (answer-question.ts). Not context for the
 * drafter: the lines naming the partner still fit and lead. Measured on unseen batch 13 (after its
 * first run): "bn nam 68t … dang uong prazosin, … them diltiazem co can luu y gi ve huyet ap
 * khong" left Tương tác thuốc ("Thuốc chẹn alpha: … (ví dụ prazosin)") for Liều lượng, because
 * that section never says "68 tuổi".
 */
export function isInteractionContextAge(asked: AskedQuestion): boolean {
  const { drugs, otherDrugTerms, sections, populations } = asked.understood;
  return (
    drugs.length + otherDrugTerms.length >= 2 &&
    sections[0]?.key === 'tuong_tac_thuoc' &&
    onlyAdultAgeTyped(populations)
  );
}

/**
 * Whether an adult's age typed as a number is the only population of a question that asks no
 * dose: an adverse effect, an interaction, a caution is the same for any adult, so no other
 * section is looked for (answer-question.ts). Measured on unseen batch 16 (first run): "bn nam
 * 60t … clopidogrel co gay tang cholesterol mau" and "Bố tôi 70 tuổi … uống thuốc giảm đau có
 * codein thì tiểu càng khó … Có phải do thuốc" left Tác dụng không mong muốn for the dose
 * section's "người già" line; "Mẹ tôi 62 tuổi … Thuốc này có làm người ta trầm cảm …" (batch 15)
 * for Dược lý's.
 */
export function isAgeContextOutsideDoses(asked: AskedQuestion): boolean {
  const { sections, populations } = asked.understood;
  // The sections asked, not every one a cue touched: a dosing cue of a sentence that only tells
  // ("… kê diazepam 5 mg buổi tối. … có cần lưu ý gì không?", unseen batch 26) asks no dose.
  return (
    onlyAdultAgeTyped(populations) &&
    sections.length > 0 &&
    !askedSections(sections).has('lieu_luong_va_cach_dung')
  );
}

/**
 * The only populations are an adult's age typed as a number ("68t", "55 tuổi"), with "người lớn"
 * said in words beside it at most. answer-question.ts reads it too: such an age keeps the asked
 * dose section.
 */
export function onlyAdultAgeTyped(
  populations: AskedQuestion['understood']['populations'],
): boolean {
  // "adult" said in words beside the typed age is the same patient: measured on unseen batch 20,
  // "… in a 66 yo … What adult therapeutic plasma range …?" left Dược lý for Thận trọng's
  // "người cao tuổi" line.
  const typed = populations.filter((p) => p.ageYears !== undefined);
  return (
    typed.length > 0 &&
    populations.every(
      (p) =>
        (p.ageYears !== undefined && (p.key === 'nguoi_cao_tuoi' || p.key === 'nguoi_lon')) ||
        (p.ageYears === undefined && p.key === 'nguoi_lon'),
    )
  );
}
