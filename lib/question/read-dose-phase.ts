import { wholeWords } from '@/lib/text/whole-words';

/**
 * The phase of a regimen a dose question asks: the loading dose, the starting dose, the day of a
 * titration, the doses after the first ones, the increase, the maintenance dose, the rate of an
 * injection. The book prints a regimen as a run of lines under one label, one phase each ("Liều
 * tấn công …", "Liều duy trì: Uống 0,125 - 0,5 mg/ngày", "Ngày thứ ba: …", "Các liều tiếp theo …",
 * "… tốc độ không quá 1 ml (5 mg)/phút"). Measured on unseen batches 35–39 (first runs): 12 of
 * 62 dose questions asked one phase, and 10 of them were led by another phase of the same
 * regimen, the line of the phase asked not shown (diltiazem's maintenance under its starting
 * dose; enoxaparin's doses from the third on under the first two).
 */
export type DosePhaseKey =
  | 'loading'
  | 'initial'
  | 'day'
  | 'subsequent'
  | 'titration'
  | 'usual'
  | 'maintenance'
  | 'rate';

export interface DosePhase {
  key: DosePhaseKey;
  /** The day of a titration asked ("ngày thứ 3", "day 2"), for `day`. */
  day?: number;
}

interface PhaseRow {
  key: Exclude<DosePhaseKey, 'day'>;
  /** The question asks it (folded: Vietnamese, with or without diacritics, and English). */
  asked: RegExp;
  /** A line of the book names it (folded). */
  named: RegExp;
}

/** The phases, one row each; the day of a titration is read apart (it has a number). */
export const PHASES: readonly PhaseRow[] = [
  {
    key: 'loading',
    asked: wholeWords(String.raw`tan\s+cong|lieu\s+nap|nap\s+lieu|nap|loading|loaded`, 'gu'),
    // Not "nạp" alone: folded, "nắp" (a lid) reads the same.
    named: wholeWords(String.raw`tan\s+cong|lieu\s+nap|nap\s+lieu`),
  },
  {
    key: 'initial',
    asked: wholeWords(
      String.raw`lieu\s+(?:khoi\s+dau|ban\s+dau|dau\s+tien|dau)|khoi\s+dau|starting\s+dose|initial\s+dose|first\s+dose|start(?:ing)?\s+(?:at|with)`,
      'gu',
    ),
    named: wholeWords(String.raw`khoi\s+dau|ban\s+dau|luc\s+dau|lieu\s+dau|dau\s+tien|bat\s+dau`),
  },
  {
    key: 'subsequent',
    asked: wholeWords(
      String.raw`(?:cac\s+)?lieu\s+tiep\s+theo|cac\s+lieu\s+sau|tu\s+lieu\s+thu|lieu\s+(?:tiem\s+|uong\s+)?thu\s+(?:hai|ba|tu|nam|[2-9])|second\s+dose|subsequent|next\s+doses?|thereafter|after\s+the\s+first`,
      'gu',
    ),
    named: wholeWords(
      String.raw`tiep\s+theo|cac\s+lieu\s+sau|sau\s+(?:\d+|hai|ba)\s+lieu|lieu\s+sau|sau\s+do`,
    ),
  },
  {
    key: 'titration',
    asked: wholeWords(
      String.raw`tang\s+lieu|tang\s+dan|tang\s+them|titrat\w*|up\s*-?\s*titrat\w*|increase\s+the\s+dose|dose\s+increases?`,
      'gu',
    ),
    named: wholeWords(String.raw`tang\s+dan|tang\s+lieu|tang\s+them|moi\s+lan\s+tang`),
  },
  {
    // The usual dose a regimen settles on ("liều thông thường", "usual dose"): measured on
    // unseen batch 40 (GABAPENTIN), "Sau mấy ngày tăng liều đầu thì liều thông thường … bao
    // nhiêu?" led with the first day's dose.
    key: 'usual',
    asked: wholeWords(
      String.raw`lieu\s+(?:thong\s+thuong|thuong\s+dung)|usual\s+(?:daily\s+)?dose`,
      'gu',
    ),
    named: wholeWords(String.raw`lieu\s+(?:thong\s+thuong|thuong\s+dung)`),
  },
  {
    key: 'maintenance',
    asked: wholeWords(String.raw`duy\s+tri|maintenance`, 'gu'),
    named: wholeWords(String.raw`duy\s+tri`),
  },
  {
    key: 'rate',
    asked: wholeWords(
      String.raw`toc\s+do|how\s+fast|how\s+quickly|(?:infusion|injection|push)\s+rate|rate\s+(?:of|per)|per\s+minute`,
      'gu',
    ),
    // Not "ml/phút": a creatinine clearance is printed in it ("Độ thanh thải creatinin 30 - 50
    // ml/phút"), and the renal line led "Kali clorid truyền tĩnh mạch tốc độ tối đa?".
    named: wholeWords(String.raw`toc\s+do|(?:mg|microgam|mcg|mmol|meq|dvqt)\s*\/\s*(?:phut|gio)`),
  },
];

const DAY_WORDS: Readonly<Record<string, number>> = {
  nhat: 1,
  dau: 1,
  hai: 2,
  ba: 3,
  tu: 4,
  nam: 5,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
};
/**
 * English "day N" only beside a word that makes it a day of a regimen ("on day 3", "the day 2 and
 * day 3 doses"): folded, Vietnamese "cách đây 4 giờ" (four hours ago) reads "day 4". Measured on
 * unseen batch 31 (ENOXAPARIN): that overdose question was read as asking a fourth day's dose.
 */
const DAY_ASKED =
  /(?<![\p{L}])(?:ngay\s+(?:thu\s+)?(\d+|nhat|hai|ba|tu|nam)|ngay\s+(dau)(?:\s+tien)?|(?:(?:on|by|from|until|the)\s+day\s+(\d+)|day\s+(\d+)(?=\s+(?:and|dose|doses|of)(?![\p{L}])))|(first|second|third|fourth|fifth)\s+day)(?![\p{L}\d])/gu;
const DAY_NAMED =
  /(?<![\p{L}])ngay\s+(?:thu\s+(\d+|nhat|hai|ba|tu|nam)|(dau)\s+tien)(?![\p{L}\d])/gu;

const dayOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (DAY_WORDS[word] ?? null));

/**
 * What the question says was already given, not what it asks: a phase a few words after "đã",
 * "qua giai đoạn", "sau khi", "sau", "after", "already" ("hôm qua đã nạp digoxin …", "Qua giai
 * đoạn tăng liều rồi …", "sau ngày thứ 3"). Folded, "dưới da" (under the skin) ends in the same
 * "da" as "đã", and "qua da" (percutaneous) is no "qua giai đoạn": not those.
 * Measured on unseen batch 35 (CLOZAPIN): "Qua giai đoạn tăng liều rồi thì liều trung bình …?"
 * was read as asking the titration, and the increase led over the average dose asked.
 */
const GIVEN_BEFORE =
  /(?:^|[^\p{L}])(?:(?:(?<!duoi\s)da|qua\s+(?:giai\s+doan|dot|thoi\s+ky)|sau\s+khi|sau\s+giai\s+doan|after|already|completed|finished)(?:\s+[\p{L}\p{N}]+(?:[.,]\d+)?){0,3}|sau(?!\s+do)(?:\s+[\p{L}\p{N}]+){0,2}|beyond)\s*$/u;
/** A phase closed by "rồi", "thì", "xong" is the clause of what was done before. */
const DONE_AFTER = /^\s*(?:roi|thi|xong)(?![\p{L}])/u;

const givenBefore = (folded: string, at: number, end = at) =>
  GIVEN_BEFORE.test(folded.slice(Math.max(0, at - 40), at)) || DONE_AFTER.test(folded.slice(end));

/**
 * The phases the question asks, in no order, none when it asks none. A question may ask two
 * ("nạp liều bao nhiêu rồi duy trì thế nào"); one it tells as given before is not asked. A day
 * counts only as a day of a regimen ("ngày thứ 3", "ngày đầu", "day 2"), not a course ("uống 7
 * ngày") or a frequency ("ngày 2 lần").
 */
export function readDosePhases(folded: string): DosePhase[] {
  const out: DosePhase[] = [];
  for (const row of PHASES)
    for (const m of folded.matchAll(row.asked))
      if (
        !givenBefore(folded, m.index, m.index + m[0].length) &&
        !out.some((p) => p.key === row.key)
      )
        out.push({ key: row.key });
  for (const m of folded.matchAll(DAY_ASKED)) {
    const word = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
    const ordinal = /ngay\s+thu|ngay\s+dau|day\s+\d|\s+day$/u.test(m[0]);
    const day = dayOf(word);
    if (!ordinal || day === null || givenBefore(folded, m.index, m.index + m[0].length)) continue;
    if (!out.some((p) => p.key === 'day' && p.day === day)) out.push({ key: 'day', day });
  }
  return out;
}

/** The day numbers a line names ("Ngày thứ ba: …", "Ngày đầu tiên: …"). */
function daysNamed(foldedLine: string): number[] {
  return [...foldedLine.matchAll(DAY_NAMED)]
    .map((m) => dayOf(m[1] ?? m[2]!))
    .filter((d): d is number => d !== null);
}

/**
 * Phases that answer each other: a loading dose is the first one ("Có thể dùng 1 liều đầu tiên
 * 300 - 600 mg" answers "nạp liều bao nhiêu"), and a starting dose may be a loading one.
 */
const ANSWERS_TOO: Partial<Record<DosePhaseKey, DosePhaseKey>> = {
  loading: 'initial',
  initial: 'loading',
};

/** Whether a line names one phase (the day asked, for a day). */
function namesPhase(foldedLine: string, phase: DosePhase): boolean {
  if (phase.key === 'day') return daysNamed(foldedLine).includes(phase.day!);
  return PHASES.find((r) => r.key === phase.key)!.named.test(foldedLine);
}

/**
 * +1 when a line names a phase asked (or one that answers it), −1 when it names only other
 * phases, 0 when it names none. With none asked, a day of a titration is −1: a dose asked with no
 * step is the regimen's usual one, not its first day's (GABAPENTIN, the real book's tables:
 * "liều thông thường … trẻ 4 tuổi" is "Liều thông thường: 30 - 70 mg/kg/ngày", not "Ngày đầu
 * tiên: 10 mg/kg").
 */
export function phaseFit(foldedLine: string, asked: readonly DosePhase[]): number {
  if (asked.length === 0) return daysNamed(foldedLine).length > 0 ? -1 : 0;
  const wanted = asked.flatMap((p) => {
    const too = ANSWERS_TOO[p.key];
    return too ? [p, { key: too }] : [p];
  });
  if (wanted.some((p) => namesPhase(foldedLine, p))) return 1;
  const other = PHASES.some((r) => r.named.test(foldedLine)) || daysNamed(foldedLine).length > 0;
  return other ? -1 : 0;
}
