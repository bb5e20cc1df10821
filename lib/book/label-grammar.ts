import { POPULATION_LABEL_PHRASES } from '@/lib/retrieval/population-cues';
import { readLabelConditions } from '@/lib/answer/policy/read-sentence-bands';
import { statesAge } from '@/lib/answer/extractive/compare-label-ages';
import { isConditionLabel } from '@/lib/answer/extractive/is-condition-label';
import { isGenericLabel } from '@/lib/answer/extractive/is-generic-label';
import { isMonotherapyLabel } from '@/lib/answer/extractive/is-monotherapy-label';
import { isRouteLabel } from '@/lib/answer/extractive/is-route-label';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/*
 * The shapes the book prints its labels and headings in: one grammar, read at ingest by
 * read-book-sentences.ts and asked by the answer layer of a sentence's own labels.
 */

/** A label the book prints before what it governs: short, capitalised, ending in a colon. */
// A dot inside a label only abbreviates a word that goes on in lowercase ("Lỵ trực khuẩn (S.
// flexneri hoặc S. sonnei):", "Do E.coli:"); any other dot ends a sentence, not a label.
// Measured on unseen batch 42 (COTRIMOXAZOL): the Shigella heading was no label, and the
// children's Shigella dose under it was read under no indication.
const LABEL_BODY = String.raw`[\p{Lu}](?:[^:.;\n]|\.(?=\s?\p{Ll})){0,60}`;
// A capital right after the colon ends a label too: the book drops the space now and then
// ("Suy thận:Không sử dụng clozapin …", CLOZAPIN; unseen batch 57 read no label there).
export const LABEL = new RegExp(String.raw`^(${LABEL_BODY}):(?:\s|(?=\p{Lu}))`, 'u');
export const BARE_LABEL = new RegExp(String.raw`^(${LABEL_BODY}):\s*$`, 'u');

/**
 * A label naming an indication: a condition that is neither a population nor a band. A band
 * ("Trên 2 tuổi", "Từ 1 tháng đến 12 tuổi", "Nếu người bệnh có cân nặng trên 60 kg") is judged
 * as a band, not as an indication: on the real book (SPIRONOLACTON, ACICLOVIR) the age line that
 * fitted a child of 5 sorted below lines that fitted only by the "Trẻ em:" heading, and
 * (ACARBOSE) "Liều acarbose cho người nặng 80 kg?" led with "Vì người có cân nặng thấp … chỉ
 * những người bệnh trên 60 kg mới nên dùng liều cao …".
 */
/** What is done to a condition, folded, as a label or heading opens with it. */
const TREATMENT_VERBS = String.raw`dieu\s+tri|du\s+phong|phong|chua`;
/** A label opening with what is done to a condition: the condition is its object. */
const TREATS = new RegExp(String.raw`^(?:${TREATMENT_VERBS})\s+`, 'u');
/** …and a heading, which may open with the risk it lowers ("Giảm nguy cơ tái phát …"). */
const TREATS_HEADING = new RegExp(
  String.raw`^(?:${TREATMENT_VERBS}|giam\s+nguy\s+co)(?![\p{L}])`,
  'u',
);

/**
 * An indication heading too long for a label, opening a line before its colon: what is treated
 * or prevented ("Điều trị …", "Dự phòng …", "Giảm nguy cơ tái phát các hành vi tự tử …:"), not
 * a band or a table's lead-in ("Suy tim kèm Na < 130 mEq/lít …:", "Điều chỉnh liều ở người
 * bệnh suy thận …:"). The heading, or null. Read at ingest (read-book-sentences.ts: it governs
 * the rest of its paragraph) and by the answer layer (which indication a line is said for).
 */
export function longIndicationHeading(text: string): string | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 140) return null;
  const head = text.slice(0, colon).trim();
  // Too long for a label by the label grammar's own measure, whatever its length in characters:
  // a short head of many words is no label either. Measured on unseen batch 35 (DOXYCYCLIN):
  // "Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc:" (59 characters, 13 words) was
  // neither, and its paragraph's "Sau đó tiếp tục uống 100 mg, ngày 2 lần …" read under no label.
  if (colon <= 60 && isConditionLabel(head)) return null;
  return TREATS_HEADING.test(foldDiacritics(head).toLowerCase()) ? head : null;
}
/** Whether a population phrase opens the treated object ("xơ gan" of "xơ gan do rượu"). */
const treats = (object: string | null, phrase: string) =>
  !!object && object.startsWith(foldDiacritics(phrase));

export function isIndicationLabel(label: string): boolean {
  if (isGenericLabel(label) || !isConditionLabel(label)) return false;
  const folded = foldDiacritics(label).trim();
  // A population as what is treated is the indication: "Điều trị xơ gan" is a dose for
  // cirrhosis, not a cirrhotic patient's dose of another indication. Measured on unseen batch 7
  // (COLCHICIN): read as a population label, "Điều trị xơ gan: Mỗi tuần uống 5 ngày, mỗi ngày
  // 1 mg" was shown under the primary biliary cirrhosis dose asked.
  const object = TREATS.exec(folded) ? folded.replace(TREATS, '') : null;
  if (POPULATION_PHRASES.some((p) => p && containsPhrase(folded, p) && !treats(object, p)))
    return false;
  // A frequency band heads effects, it is no indication ("Thường gặp, ADR > 1/100"); a route
  // or monotherapy heads the doses of the indication above it (is-route-label.ts,
  // is-monotherapy-label.ts).
  if (FREQUENCY_HEADING.test(folded) || isRouteLabel(label) || isMonotherapyLabel(label))
    return false;
  return readLabelConditions([label]).length === 0;
}

/**
 * A chain of labels keeps only its innermost indication, from a scope's second labelled
 * paragraph on (its first is its own: SPIRONOLACTON's "Tăng huyết áp:" / "Đơn trị liệu: …", where
 * dropping the scope led "Spironolacton liều tăng huyết áp?" with the combination line): an
 * indication heading and a later indication label read alike without the book's typography (a sibling or a sub-item), and a
 * stale parent is a wrong context where a dropped one is only less specific (the chunker's own
 * rule, track-label-context.ts). Measured on the real book (ACICLOVIR): the chickenpox doses
 * after "Nhiễm HSV ở mắt:" were shown as "Nhiễm HSV ở mắt — Thủy đậu — Dưới 2 tuổi", leading
 * "Liều aciclovir cho trẻ dưới 1 tuổi bị thủy đậu?" under an eye infection. Routes, populations
 * and bands stay. `own` is the line's own first label, which comes after the chain.
 */
export function innermostIndication(labels: readonly string[], own?: string): string[] {
  let last = own !== undefined && namesOwnIndication(own) ? labels.length : -1;
  for (let i = labels.length - 1; i >= 0 && last < 0; i--)
    if (namesOwnIndication(labels[i]!)) last = i;
  return labels.filter((label, i) => i >= last || !isIndicationLabel(label));
}

/**
 * An indication label that names its condition, not only what is done ("Dự phòng tiên phát …",
 * isPurposeLabel): it replaces the indication above it.
 */
export function namesOwnIndication(label: string): boolean {
  return (
    isIndicationLabel(label) &&
    !isPurposeLabel(label) &&
    !QUALIFIER_LABEL.test(foldDiacritics(label).toLowerCase().trim())
  );
}

/**
 * A label that opens with a condition or a time ("Nếu người bệnh không phẫu thuật:", "Sau khi đã
 * được chẩn đoán:", "Khi …:", "Trong trường hợp …:") qualifies the indication above it and never
 * replaces it. Measured on first-set batches 111 and 112 (first runs, SPIRONOLACTON): "Nếu người
 * bệnh không phẫu thuật: Liều ban đầu 400 mg/ngày, liều duy trì 100 - 300 mg/ngày" was read under
 * no indication, and two questions on primary aldosteronism without surgery led with the
 * pre-operative line.
 */
const QUALIFIER_LABEL =
  /^(?:neu|khi|sau\s+khi|truoc\s+khi|trong\s+truong\s+hop|truong\s+hop|sau\s+do)(?![\p{L}])/u;

/** "Điều trị", "Dự phòng" and the words that only qualify them, folded. */
const PURPOSE_LABEL =
  /^(?:dieu\s+tri|du\s+phong|chan\s+doan)(?:\s+(?:tien\s+phat|thu\s+phat|ban\s+dau|duy\s+tri|lau\s+dai|hoac|va))*$/u;

/**
 * A label that says only what is done ("Điều trị:", "Dự phòng tiên phát hoặc thứ phát:"), no
 * condition of its own: it heads part of the indication above it, and never replaces that
 * indication. Measured on unseen batch 41 (COTRIMOXAZOL): "Dự phòng tiên phát hoặc thứ phát: Ở
 * người lớn và thiếu niên nhiễm HIV: … 160 mg/1 lần/ngày" under "Viêm phổi do Pneumocystis
 * carinii:" was read under no indication, and a Pneumocystis prophylaxis question was led by
 * the urinary-tract dose.
 */
/**
 * Whether the question names a purpose label: asking to prevent names "Dự phòng …"; "Điều trị" is
 * in nearly every question ("thời gian điều trị", "điều trị bằng …") and names none.
 */
export function namesPurposeLabel(askedFolded: string, label: string): boolean {
  return (
    isPurposeLabel(label) &&
    /^du\s+phong/iu.test(foldDiacritics(label)) &&
    containsPhrase(askedFolded, 'du phong')
  );
}

export function isPurposeLabel(label: string): boolean {
  return PURPOSE_LABEL.test(
    foldDiacritics(label).toLowerCase().replace(/[:,]/g, ' ').replace(/\s+/g, ' ').trim(),
  );
}

export const POPULATION_PHRASES = Object.values(POPULATION_LABEL_PHRASES).flat();

/** Whether a paragraph is a label alone on its line that names no age ("Uống:"). */
export function isBareNonAgeLabel(text: string): boolean {
  const bare = BARE_LABEL.exec(text);
  return bare !== null && !statesAge(bare[1]!);
}

/** The labels of a line that is nothing but two or more labels ("Glôcôm góc mở: Người lớn:"). */
export function labelsOnly(text: string): string[] | null {
  const { labels, rest } = readOwnLabels(text);
  const last = BARE_LABEL.exec(rest.trim());
  return labels.length > 0 && last ? [...labels, last[1]!] : null;
}

/**
 * The labels a sentence prints before what it says, outermost first ("Liều dùng: Người lớn: …"
 * → ["Liều dùng", "Người lớn"]), and the text after them.
 */
export function readOwnLabels(text: string): { labels: string[]; rest: string } {
  const labels: string[] = [];
  let rest = text;
  for (let own = LABEL.exec(rest); own; own = LABEL.exec(rest)) {
    labels.push(own[1]!);
    rest = rest.slice(own[0].length);
  }
  return { labels, rest };
}

/** The book's ADR frequency bands, heading the effects under them: "Ít gặp, 1/1000 < ADR < 1/100". */
export const FREQUENCY_HEADING =
  /^(?:rat\s+)?(?:thuong\s+gap|it\s+gap|hiem\s+gap|chua\s+ro\s+tan\s+suat|khong\s+ro\s+tan\s+suat)(?![\p{L}])/u;

/**
 * A dose section's heading printed without a colon: a few words, no digit (a dose has one), no
 * sentence end or colon; a closing parenthesis may end it ("Liệt chu kỳ (do hạ kali …)").
 */
export function isDoseHeading(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || /\d/.test(trimmed) || /[.!?…:;,]$/.test(trimmed)) return false;
  return trimmed.split(/\s+/).length <= 10 && /^\p{Lu}/u.test(trimmed);
}

/**
 * A label that joins two degrees of one thing, by each: "đau nhẹ và vừa" → "đau nhẹ", "đau
 * vừa". Measured on unseen batch 8 (CODEIN): "đau vừa" named no label, and the cough dose
 * ("Ho khan:") came before the pain dose.
 */
export function coordinatedNames(folded: string): string[] {
  const m = /^(.+)\s(\S+)\s(?:va|hoac)\s(\S+)$/u.exec(folded);
  if (m) return [`${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`];
  // Two heads of one thing, by each: "rung hoặc cuồng động nhĩ" → "rung nhĩ", "cuồng động nhĩ".
  // Measured on unseen batch 56 (first run): "BN … rung nhĩ mới phát hiện … đạt nhanh nồng độ
  // digoxin bằng đường uống" named no "Rung hoặc cuồng động nhĩ:" line.
  const t = /^(\S+)\s(?:va|hoac)\s(\S+(?:\s\S+)?)\s(\S+)$/u.exec(folded);
  return t ? [`${t[1]} ${t[3]}`, `${t[2]} ${t[3]}`] : [];
}

/**
 * A kidney or liver label ("Suy thận:", "Người suy gan:") is the peer of the age headings, as
 * "Người cao tuổi:" is: the book prints it after the ages' doses, for every age. Measured on
 * unseen batch 57 once a heading of ten words was read ("Liều dùng cho trẻ em từ 12 đến 18
 * tuổi:", CLOZAPIN): "Suy thận: Không sử dụng clozapin cho bệnh nhân suy thận nặng" was read as
 * the adolescents' and left out of a 45-year-old's answer at eGFR 18.
 */
const ORGAN_STATE_LABEL =
  /^(?:(?:nguoi|benh\s+nhan|nguoi\s+benh)\s+)?(?:bi\s+)?suy\s+(?:giam\s+)?(?:chuc\s+nang\s+)?(?:than|gan)(?![\p{L}])/u;

export function isOrganStateLabel(label: string): boolean {
  return ORGAN_STATE_LABEL.test(foldDiacritics(label).toLowerCase().trim());
}

/**
 * A label the book prints as the peer of a dose section's headings, for every age and
 * indication: an age group or a kidney or liver state ("Người cao tuổi:", "Suy thận:"). A band
 * ("Creatinin huyết thanh > 2 mg/dl:") is another item of the lead-in's list (ACARBOSE's
 * "Điều chỉnh liều trong suy thận:", first-set batch 106 once lead-ins were ended).
 */
export function isPeerOfDoses(label: string): boolean {
  return statesAge(label) || isOrganStateLabel(label);
}
