import { TELLS_INGESTION } from './tells-ingestion';
import { foldWords } from '@/lib/text/fold-diacritics';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { AskedQuestion } from './asked-question';
import { askedSections } from './asked-sections';

/** Sections about an event (an overdose, an adverse effect), not about a kind of patient. */
export const EVENT_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'qua_lieu_va_xu_tri',
  'huong_dan_xu_tri_adr',
]);

/**
 * Whether the question is about an event — an overdose, or what to do about an adverse effect —
 * rather than about using the drug for a patient. The patient's state there is the event's
 * consequence ("uống quá nhiều viên diltiazem, HA 70/40"), not a reason not to start the drug.
 */
export function asksAboutEvent(asked: AskedQuestion): boolean {
  const a = asked.asks;
  // Whether the drug may be given is asked for the patient, whatever poisoning brought them in,
  // unless the question tells an overdose (then a remedy is asked: "uống 30 viên diltiazem …
  // tiêm calci được không?"). Measured on first-set batches 87-88 (stop 58, first runs): "…
  // after sniffing 'poppers' … methaemoglobin 36% … push sodium nitrite 300 mg IV. Should we
  // give it?" was read as an overdose, and NATRI NITRIT's "Methemoglobin huyết do nhiễm độc
  // nitrat, nitrit" never led; so was an antidote kit opened for a child who drank a cold pack's
  // nitrate (batch 95), read as asking the antidote.
  if (a.canUse && !TELLS_INGESTION.test(asked.text.folded)) return false;
  // Nor when what was swallowed is another drug, and the asked one is the remedy weighed for the
  // patient: measured on first-set batch 97 (first run), "… uong ca lo isosorbid dinitrat … de tu
  // tu … MetHb 36% … tiem TM natri nitrit 300 mg, co nen khong?" was read as NATRI NITRIT's own
  // overdose, and its "Methemoglobin huyết do nhiễm độc nitrat, nitrit" never led.
  if ((a.canUse || a.verdict) && ingestedAnother(asked)) return false;
  if (a.management || a.overdoseSigns || a.antidote) return true;
  // An ingestion told, Quá liều và xử trí asked first: whatever else the question weighs ("có bị
  // tụt đường huyết không? … cho uống sữa … có nên không?"), the patient's state is the
  // overdose's. Measured on first-set batch 114 (first run): "Em gái tôi 16 tuổi … nuốt hết 10 viên
  // acarbose …" led with Chống chỉ định's "… người đái tháo đường typ 2 dưới 18 tuổi".
  // Not when giving the drug is asked yes/no: that is weighed for the patient (batch 94: the
  // nitrite antidote kit opened for a nitrite ingestion still leads with its contraindication).
  // Nor when what was swallowed is another drug and the asked one treats it (first-set batch 111:
  // a toddler's paracetamol on acetylcystein infusion, whose Thận trọng on fluid overload answers).
  if (
    !a.canUse &&
    !a.verdict &&
    asked.understood.sections[0]?.key === 'qua_lieu_va_xu_tri' &&
    TELLS_INGESTION.test(asked.text.folded) &&
    !ingestedAnother(asked)
  )
    return true;
  // What to do about an adverse effect names the effect: "điều trị" alone is no event. Measured
  // on unseen batch 8 (ENOXAPARIN): "vỡ lách … điều trị bảo tồn, Hb tụt …, dự phòng HKTM được
  // không?" was read as one, and the bleeding contraindication was never read.
  if (a.effectManagement && (a.effect !== null || a.adverseEffect !== null)) return true;
  const sections = askedSections(asked.understood.sections);
  return sections.size > 0 && [...sections].every((k) => EVENT_SECTIONS.has(k));
}

/**
 * How far after the ingestion's words the substance taken is read: the rest of its clause, to a
 * comma ("Uống 30 viên digoxin tự tử, mạch 40, tiêm atropin được không?" swallowed digoxin, not
 * the atropine weighed after it).
 */
const INGESTED_REACH = 60;

/**
 * Whether the ingestion the question tells names, right after it, a drug other than the one asked
 * (a mention of another monograph, or a name the book does not hold).
 */
export function ingestedAnother(asked: Pick<AskedQuestion, 'text' | 'understood'>): boolean {
  const folded = asked.text.folded;
  const m = TELLS_INGESTION.exec(folded);
  if (!m) return false;
  const from = m.index + m[0].length;
  const rest = folded.slice(from, from + INGESTED_REACH);
  const stop = rest.search(/[,.;?!]/);
  const clause = stop < 0 ? rest : rest.slice(0, stop);
  const u = asked.understood;
  const askedId = u.drugs[0];
  // Or names it just before, as English does: "took a paracetamol overdose" (first-set batch 89,
  // in memory at stop 68: read as ACETYLCYSTEIN's own overdose once "what … dose … give" was read
  // as asking a remedy).
  const lead = folded
    .slice(0, m.index)
    .split(/[,.;?!]/)
    .at(-1)!
    .split(/\s+/)
    .slice(-3)
    .join(' ');
  const leadFrom = m.index - lead.length;
  const inSpan = (start: number, end: number) =>
    (start >= from && end <= from + clause.length) || (start >= leadFrom && end <= m.index);
  if (u.mentions.some((d) => d.drug_id !== askedId && inSpan(d.start, d.end))) return true;
  const text = `${lead} ${clause}`;
  if (u.otherDrugTerms.some((t) => t.length > 3 && text.includes(foldWords(t)))) return true;
  return NOT_A_MEDICINE.test(clause);
}

/**
 * What is swallowed that is no medicine: water with fertiliser in it, a pesticide, a chemical,
 * pickling salt. Measured on first-set batch 141 (first run): "uống nhầm nước pha phân bón kali
 * nitrat … MetHb 36% … đề xuất tiêm natri nitrit 300 mg TM. Có đúng không?" was read as NATRI
 * NITRIT's own overdose, and its "Methemoglobin huyết do nhiễm độc nitrat, nitrit" never led.
 */
const NOT_A_MEDICINE =
  /^\s*(?:phai\s+|nham\s+)?(?:(?:mot|ca|nua|1)\s+)?(?:(?:chai|coc|ly|can|lo)\s+)?(?:nuoc|phan\s+bon|hoa\s+chat|thuoc\s+(?:tru\s+sau|diet|sau|chuot|co|tay)|muoi\s+diem|xang|dau\s+hoa|chat\s+tay|dung\s+dich\s+(?:tay|ve\s+sinh)|nam|fertili[sz]er|pesticide|bleach|weed\s*killer|antifreeze)(?![\p{L}])/u;

/**
 * Whether the question asks whether the drug causes an effect ("X có gây hạ kali không?"): the
 * condition it names is the effect asked about, not the patient's.
 */
export function asksAboutEffect(asked: AskedQuestion): boolean {
  if (asked.asks.adverseEffect) return true;
  const effect = asked.asks.effect;
  if (!effect) return false;
  // The complaint the drug is given for is no effect of it ("Em bị mọc lông nhiều …, chị bạn bảo
  // uống spironolacton … là đỡ"): the patient's conditions are read. Measured on first-set batch
  // 142 (first run): Addison's disease never met SPIRONOLACTON's "… bệnh Addison's", the hirsutism
  // told read as an adverse effect asked.
  const indication = asked.patient.indication ? foldWords(asked.patient.indication) : '';
  const told = foldWords(effect.phrase);
  return !(indication && told && (indication.includes(told) || told.includes(indication)));
}
