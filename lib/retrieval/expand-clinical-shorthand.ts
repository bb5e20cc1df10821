/**
 * The shorthand clinicians type in a hurry, spelled out before any rule reads the question:
 * "PNCT dùng omeprazol đc ko" is "phụ nữ có thai dùng omeprazol được không". Measured: that
 * question named no population and no can-use cue and was answered from Chống chỉ định
 * ("Quá mẫn với omeprazol …") instead of Thời kỳ mang thai. Only whole words, and only forms
 * that mean nothing else in a drug question ("k" is not here: it is also potassium).
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['bn', 'bệnh nhân'],
  ['pnct', 'phụ nữ có thai'],
  ['pncb', 'phụ nữ cho con bú'],
  ['đc', 'được'],
  ['dc', 'được'],
  ['ko', 'không'],
  ['khg', 'không'],
  ['hok', 'không'],
  ['tdkmm', 'tác dụng không mong muốn'],
  ['tdp', 'tác dụng phụ'],
  // The English class name, as the book never writes it: "Ciprofloxacin uống cách antacid bao
  // lâu?" read antacid as an unknown partner and led with "Với atenolol: …" while Cách dùng
  // says "Uống thuốc cách xa thuốc kháng acid … ít nhất 2 giờ".
  ['antacid', 'thuốc kháng acid'],
  // The airway tube, as clinicians write it (unseen batch 10: adrenaline "via the endotracheal
  // tube" found no line on "qua ống nội khí quản").
  ['nkq', 'nội khí quản'],
  ['endotracheal', 'endotracheal nội khí quản'],
]);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A clinician's word for an indication the book names otherwise: the book's words are added
 * after it (the clinician's stay, for a monograph that uses them). Measured on the real book
 * (ACETYLCYSTEIN, whose doses sit under "Tiêu chất nhày:"): "Acetylcystein liều long đờm cho trẻ
 * 3 tuổi?" named no label and led with the paracetamol antidote's child line.
 */
const BOOK_WORDS: readonly [RegExp, string][] = [
  [/(?<![\p{L}])(?:long|loãng|tiêu)\s+đờm(?![\p{L}])(?!\s+tiêu chất nhày)/giu, 'tiêu chất nhày'],
  // The routes' English initials, as typed in capitals ("im" is Vietnamese, "im lặng"): "can
  // digoxin be given IM instead?" retrieved no line saying "tiêm bắp" (unseen batch 8).
  [/(?<![\p{L}])IM(?![\p{L}])(?!\s+tiêm bắp)/gu, 'tiêm bắp'],
  [/(?<![\p{L}])(?:SC|SQ)(?![\p{L}])(?!\s+tiêm dưới da)/gu, 'tiêm dưới da'],
];

export function expandClinicalShorthand(text: string): string {
  const expanded = text.replace(WORD, (word) => SHORTHAND.get(word.toLowerCase()) ?? word);
  return BOOK_WORDS.reduce(
    (out, [pattern, book]) => out.replace(pattern, (said) => `${said} ${book}`),
    expanded,
  );
}
