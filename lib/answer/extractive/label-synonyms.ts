/**
 * The book heads a dose by its disease's broad name ("Nhiễm khuẩn đường tiết niệu:"); clinicians
 * name the organ inflamed ("viêm bàng quang", "viêm thận bể thận"). Each row: a phrase of the
 * book's label (folded) and what clinicians call it (folded). Read only where a question is
 * matched against a dose label (labelNames): added to the question's text, the same words led an
 * adverse-effect question ("… hay bị viêm bàng quang, thuốc có gây ra không?") with the urinary
 * infection line over "Tiết niệu: Viêm bàng quang" (unseen batch 55, measured at stop 66).
 * Measured on unseen batch 139 (first run): "be gai 5 tuoi 18kg viem bang quang khong bien chung …"
 * named no label of COTRIMOXAZOL, and the shigellosis and plague lines led.
 */
export const LABEL_SYNONYMS: readonly { book: string; clinician: readonly string[] }[] = [
  {
    book: 'nhiem khuan duong tiet nieu',
    clinician: [
      'viem bang quang',
      'viem than be than',
      'viem dai be than',
      'viem be than',
      'viem nieu dao',
      'nhiem trung tieu',
      'nhiem trung duong tieu',
      'nhiem khuan tiet nieu',
    ],
  },
];

/** The clinicians' names of a folded label, by the book phrase it holds. */
export function clinicianNames(foldedLabel: string): string[] {
  return LABEL_SYNONYMS.filter((row) => foldedLabel.includes(row.book)).flatMap(
    (row) => row.clinician,
  );
}
