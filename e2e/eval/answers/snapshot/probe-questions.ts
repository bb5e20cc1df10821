/**
 * The probe: the questions clinicians ask most, asked of every n-th monograph of the
 * 680-monograph sample book, so a change to how answers are drafted shows on hundreds of
 * answers it was not written for, not only on the golden sets. Deterministic: the same index
 * gives the same probe.
 */
export interface ProbeQuestion {
  id: string;
  question: string;
}

/** One template a drug name fills; ids are `probe-<drug_id>-<key>`. */
const TEMPLATES: readonly { key: string; ask: (drug: string) => string }[] = [
  { key: 'adult', ask: (d) => `Liều ${d} cho người lớn?` },
  { key: 'child-age', ask: (d) => `${d} liều cho trẻ 5 tuổi?` },
  { key: 'child-weight', ask: (d) => `${d} cho trẻ 12 kg liều bao nhiêu?` },
  { key: 'clcr', ask: (d) => `Liều ${d} cho bệnh nhân Clcr 30 ml/phút?` },
  { key: 'egfr', ask: (d) => `${d} eGFR 25 có phải chỉnh liều không?` },
  { key: 'elderly', ask: (d) => `Người 75 tuổi dùng ${d} liều thế nào?` },
  { key: 'max', ask: (d) => `Liều tối đa ${d} mỗi ngày?` },
  { key: 'pregnancy', ask: (d) => `${d} có dùng được cho phụ nữ có thai không?` },
  { key: 'lactation', ask: (d) => `Đang cho con bú có dùng ${d} được không?` },
  { key: 'ci', ask: (d) => `Chống chỉ định của ${d}?` },
  { key: 'hepatic', ask: (d) => `Bệnh nhân suy gan dùng ${d} được không?` },
  { key: 'overdose', ask: (d) => `Quá liều ${d} xử trí thế nào?` },
  { key: 'interaction', ask: (d) => `${d} tương tác với thuốc nào?` },
  { key: 'adr', ask: (d) => `Tác dụng không mong muốn của ${d}?` },
];

/** Every `step`-th monograph (by drug id), each asked every template. */
export function buildProbeQuestions(
  monographs: readonly { drug_id: string; drug_name: string }[],
  step = 12,
): ProbeQuestion[] {
  const sorted = [...monographs].sort((a, b) => a.drug_id.localeCompare(b.drug_id));
  const picked = sorted.filter((_, i) => i % step === 0);
  return picked.flatMap((m) =>
    TEMPLATES.map((t) => ({
      id: `probe-${m.drug_id}-${t.key}`,
      question: t.ask(m.drug_name.toLocaleLowerCase('vi')),
    })),
  );
}
