import { SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import type { SectionWeight } from '@/lib/retrieval/section-intent';
import type { Asks } from './asked-question';

/**
 * A topic `asks` reads that the book answers in sections no section cue names: stopping the drug
 * is said in Thận trọng, the dose section and Hướng dẫn cách xử trí ADR ("tránh ngừng thuốc đột
 * ngột mà phải giảm liều từ từ"), whatever else the question names. Measured on unseen batch 13
 * (after its first run): "… đang uống aspirin với clopidogrel, … muốn tự bỏ clopidogrel, chỉ uống
 * aspirin thôi có sao không?" was read as an interaction and led with Tương tác thuốc, and "…
 * diazepam 5 mg mỗi tối đã hơn 2 tháng …, giờ muốn bỏ hẳn từ mai có được không?" named no section
 * and led with a dose line; the book's stopping lines were in Thận trọng and Hướng dẫn.
 */
interface TopicSections {
  name: string;
  /** Whether the question asks the topic, from what `asks` read. */
  asked: (asks: Asks) => boolean;
  /** The sections the book says the topic in, strongest first. */
  sections: readonly SectionWeight[];
  /** Sections that already answer it when the question's cues put them first. */
  answeredBy: ReadonlySet<SectionKey>;
  /** …and those that do when the cues put them first at full weight (asked outright). */
  answeredWhenAsked?: ReadonlySet<SectionKey>;
  /**
   * A section that keeps the lead when the question's own words ask it, not only the patient's
   * values: "liều" asked beside an effect is a dose question.
   */
  onlyWhenUnasked?: SectionKey;
}

export const TOPIC_SECTIONS: readonly TopicSections[] = [
  {
    // How fast an injection or infusion goes in is said in Liều lượng và cách dùng ("Tiêm tĩnh
    // mạch … tiêm chậm trong ít nhất 2 phút"). Measured on unseen batch 51 (first run):
    // "Dimenhydrinat 50 mg đã pha loãng, tiêm TM … thì đẩy thuốc trong bao lâu?" was answered
    // from Độ ổn định và bảo quản, which "pha loãng" names.
    name: 'infusionTime',
    asked: (a) => a.infusionTime,
    sections: [{ key: 'lieu_luong_va_cach_dung', weight: 1 }],
    answeredBy: new Set<SectionKey>(['lieu_luong_va_cach_dung', 'tuong_ky']),
    // How long a made-up solution stays stable is asked of storage outright ("… truyền hết trong
    // vòng bao lâu để thuốc còn ổn định", unseen batch 19).
    answeredWhenAsked: new Set<SectionKey>(['do_on_dinh_va_bao_quan']),
  },
  {
    // A dose forgotten, or days of doses missed and the drug taken again: Cách dùng in the dose
    // section says what to do ("Nếu quên …", "Trong trường hợp điều trị lại sau khi ngừng …").
    // Measured on unseen batch 139 (first run): "… hết thuốc, bỏ mất 5 ngày … uống lại luôn 300 mg
    // như cũ có được không?" was read as a can-use question and led with Chống chỉ định.
    name: 'missedDose',
    asked: (a) => a.missedDose,
    sections: [{ key: 'lieu_luong_va_cach_dung', weight: 1 }],
    // Only over the safety sections a can-use reading put first: a question whose own words ask
    // another section ("… tôi quên mất. Chai thuốc này để ở tủ thuốc được không?") keeps it.
    answeredBy: new Set<SectionKey>(
      SECTION_KEYS.filter((key) => key !== 'chong_chi_dinh' && key !== 'than_trong'),
    ),
  },
  {
    // What is tested before the drug is started is said in Thận trọng, sometimes in Cách dùng
    // (read-baseline-test.ts; unseen batches 143 and 144: ENTECAVIR's HIV test).
    name: 'baselineTest',
    asked: (a) => a.baselineTest,
    sections: [
      { key: 'than_trong', weight: 1 },
      { key: 'lieu_luong_va_cach_dung', weight: 0.8 },
    ],
    answeredBy: new Set<SectionKey>(['than_trong']),
  },
  {
    // A change of route is said in the dose section (read-route-switch.ts).
    name: 'routeSwitch',
    asked: (a) => a.routeSwitch,
    sections: [{ key: 'lieu_luong_va_cach_dung', weight: 1 }],
    answeredBy: new Set<SectionKey>(['lieu_luong_va_cach_dung']),
  },
  {
    name: 'withdrawal',
    asked: (a) => a.withdrawal,
    sections: [
      { key: 'than_trong', weight: 1 },
      { key: 'lieu_luong_va_cach_dung', weight: 0.8 },
      { key: 'huong_dan_xu_tri_adr', weight: 0.8 },
    ],
    answeredBy: new Set<SectionKey>([
      'than_trong',
      'lieu_luong_va_cach_dung',
      'huong_dan_xu_tri_adr',
    ]),
  },
  {
    // One adverse effect asked ("… có gây giảm bạch cầu không?"): the ADR section says it, and how
    // to watch for it is in Hướng dẫn cách xử trí ADR; the patient's kidney value is context.
    // Measured on unseen batch 32 (first run): "… bệnh thận mạn giai đoạn 3b (eGFR 38) uống
    // enalapril … Enalapril có gây giảm bạch cầu không …?" led with the renal dose lines.
    name: 'adverseEffect',
    asked: (a) => a.adverseEffect !== null,
    sections: [
      { key: 'tac_dung_khong_mong_muon', weight: 1 },
      { key: 'huong_dan_xu_tri_adr', weight: 0.8 },
    ],
    answeredBy: new Set<SectionKey>([
      'tac_dung_khong_mong_muon',
      'huong_dan_xu_tri_adr',
      'than_trong',
      'chong_chi_dinh',
      'thoi_ky_mang_thai',
      'thoi_ky_cho_con_bu',
      'qua_lieu_va_xu_tri',
      'tuong_tac_thuoc',
      'duoc_ly_va_co_che_tac_dung',
    ]),
    onlyWhenUnasked: 'lieu_luong_va_cach_dung',
  },
  {
    // Whether food changes the drug is said in Dược lý ("Thức ăn làm chậm tốc độ hấp thu …");
    // when to take it stays in the dose section below it (asks-food-effect.ts). Measured on
    // unseen batches 67 and 71 (first runs): three such questions answered with the doses.
    name: 'foodEffect',
    asked: (a) => a.foodEffect,
    sections: [
      { key: 'duoc_ly_va_co_che_tac_dung', weight: 1 },
      { key: 'lieu_luong_va_cach_dung', weight: 0.8 },
    ],
    answeredBy: new Set<SectionKey>(['duoc_ly_va_co_che_tac_dung']),
  },
  {
    // What to do about an effect the patient has had on the drug ("… sưng lưỡi, khàn tiếng. Xử
    // trí cụ thể gồm những thuốc gì?"): Hướng dẫn cách xử trí ADR says it, Thận trọng often the
    // monitoring. Measured on unseen batches 1-62: 92 of 129 such questions held no answering
    // line, 75 of them never citing Hướng dẫn cách xử trí ADR; "liều đầu" told as the event's
    // time put the dose section level with it and its lines led.
    name: 'effectManagement',
    asked: (a) => a.effectManagement && a.effect !== null,
    // Quá liều và xử trí stays asked: it may say how the effect is treated when the ADR's
    // guidance does not (SPIRONOLACTON's "Nếu tăng kali huyết …: Tiêm tĩnh mạch natri bicarbonat").
    sections: [
      { key: 'huong_dan_xu_tri_adr', weight: 1 },
      { key: 'than_trong', weight: 0.8 },
      { key: 'qua_lieu_va_xu_tri', weight: 0.8 },
      { key: 'tac_dung_khong_mong_muon', weight: 0.6 },
    ],
    // Level with the dose and overdose sections (one "xử trí" cue names all three) is not first.
    answeredBy: new Set<SectionKey>(),
    answeredWhenAsked: new Set<SectionKey>(['huong_dan_xu_tri_adr']),
    onlyWhenUnasked: 'lieu_luong_va_cach_dung',
  },
  {
    // A pharmacology topic asked in words no section cue reads ("how quickly should I expect the
    // blood pressure to fall, and when is the drop maximal?"): Dược lý says it. Only when no cue
    // named a section: routed over the cues' sections, such questions lost their answers (stop 65).
    // Measured on unseen batch 139 (first run): that DILTIAZEM question read no section and led
    // with the infusion's peak concentrations.
    name: 'pharmacologyTopic',
    asked: (a) => a.pharmacologyTopic !== null,
    sections: [{ key: 'duoc_ly_va_co_che_tac_dung', weight: 1 }],
    answeredBy: new Set<SectionKey>(SECTION_KEYS),
  },
];

/** Below the share of the top weight that makes a section asked (asked-sections.ts). */
const DEMOTED = 0.5;

/**
 * The patient's own sections keep their weight: stopping a drug in pregnancy is answered by Thời
 * kỳ mang thai too. Measured on unseen batch 16 (first run): "… siêu âm thai 7 tuần. Thuốc này có
 * làm hại em bé không, em có phải bỏ thuốc ngay không?" lost Thời kỳ mang thai to the stopping
 * sections and led with CLOPIDOGREL's adult dose.
 */
const KEPT: ReadonlySet<SectionKey> = new Set(['thoi_ky_mang_thai', 'thoi_ky_cho_con_bu']);

/**
 * The question's sections with its topic's sections first (after the patient's own pregnancy or
 * breastfeeding section), the others kept as context below them; unchanged when no topic is
 * asked or its sections already lead.
 */
export function sectionsForTopic(
  sections: readonly SectionWeight[],
  asks: Asks,
  /** Whether the question's words ask that section (a cue of its own, not a patient's value). */
  cued: (key: SectionKey) => boolean = () => true,
): readonly SectionWeight[] {
  const topic = TOPIC_SECTIONS.find((t) => t.asked(asks));
  if (!topic) return sections;
  const first = sections[0]?.key;
  if (first !== undefined && topic.answeredBy.has(first)) return sections;
  if (first !== undefined && topic.answeredWhenAsked?.has(first) && sections[0]!.weight >= 1)
    return sections;
  if (topic.onlyWhenUnasked !== undefined && first === topic.onlyWhenUnasked && cued(first))
    return sections;
  const own = new Set(topic.sections.map((s) => s.key));
  const rest = sections.filter((s) => !own.has(s.key));
  return [
    ...rest.filter((s) => KEPT.has(s.key)),
    ...topic.sections,
    ...rest
      .filter((s) => !KEPT.has(s.key))
      .map((s) => ({ key: s.key, weight: Math.min(s.weight, DEMOTED) })),
  ];
}
