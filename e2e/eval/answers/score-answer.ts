import type { AnswerResponse } from '@/lib/schema/answer';
import type { Citation } from '@/lib/schema/citation';
import { LOCKED_PASSAGE_SHOWN } from '@/lib/answer/extractive/draft-extractive-answer';
import { isSafetyLine } from '@/lib/answer/safety/is-safety-line';
import type { AnswerGoldenQuestion } from './answer-golden-question';

/**
 * How one answer fares against its golden facts, judged as a clinician reads it: line by line
 * from the top. Pure, so the numbers `npm run eval:answers` prints are reproducible.
 */
export interface AnswerScore {
  id: string;
  /** Every must_contain and must_state is in the answer text. */
  stated: boolean;
  /** Every must_contain not stated is quoted by a locked-dose citation (shown as a passage crop). */
  deferred: boolean;
  /** The must_not_contain strings the answer text shows. */
  wrong: string[];
  /** Every must_contain is in (or deferred from) the first two cited lines, every must_state in them. */
  inFirstTwo: boolean;
  /**
   * The first cited line is one that answers: it states a must_state fact (the gap or lead-in
   * that answers), or — when there is none — states or quotes (locked) a must_contain fact. A
   * clinician reads the first line first (the neighbouring band on line one is the defect).
   */
  firstLine: boolean;
  /** Cited lines: kept sentences and captions. */
  sentences: number;
}

export const MARKER = /\s?\[\d+\]/g;
/** Text as the scorer compares it: NFC, one space, lower case. */
export const fold = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').toLowerCase();

export interface CitedLine {
  text: string;
  markers: number[];
}

/** A cited line carries a marker; the lead and the abstention do not. */
export function citedLines(answer: string): CitedLine[] {
  return answer
    .split('\n')
    .filter((line) => /\[\d+\]/.test(line))
    .map((line) => ({
      text: fold(line.replace(MARKER, '')),
      markers: [...line.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])),
    }));
}

/**
 * Whether a cited line states `fact`, or is the locked passage (ADR 0006 rule 3) whose quote
 * holds it. Only the locked line itself: markers are per chunk, so another sentence of the same
 * chunk carries the same marker — it was credited, and one golden question "passed" on a first
 * line that did not answer.
 */
export function lineHolds(line: CitedLine, fact: string, citations: readonly Citation[]): boolean {
  if (line.text.includes(fold(fact))) return true;
  if (!line.text.includes(fold(LOCKED_PASSAGE_SHOWN))) return false;
  return citations.some(
    (c) => c.locked_dose && line.markers.includes(c.marker) && fold(c.quote).includes(fold(fact)),
  );
}

/**
 * The answer's leading safety lines (lib/answer/safety: a contraindication or a "không dùng"
 * whose band holds the patient) and the lines after them. Safety first is the design (issue 36
 * item 4): the line that answers what was asked is judged as the first line after that block,
 * and a fact the block itself states counts as leading.
 */
export function splitAtSafety(lines: readonly CitedLine[]): {
  safety: CitedLine[];
  rest: CitedLine[];
} {
  let k = 0;
  while (k < lines.length && isSafetyLine(lines[k]!.text)) k++;
  return { safety: lines.slice(0, k), rest: lines.slice(k) };
}

export function scoreAnswer(q: AnswerGoldenQuestion, a: AnswerResponse): AnswerScore {
  const lines = citedLines(a.answer);
  const { safety, rest } = splitAtSafety(lines);
  const whole = fold(a.answer.replace(MARKER, ''));
  const locked = a.citations.filter((c) => c.locked_dose);
  const lockedFor = (fact: string) => locked.filter((c) => fold(c.quote).includes(fold(fact)));

  const own = q.must_state ?? [];
  const saysOwn = own.every((f) => whole.includes(fold(f)));
  const stated = saysOwn && q.must_contain.every((f) => whole.includes(fold(f)));
  const deferred =
    !stated &&
    saysOwn &&
    q.must_contain.every((f) => whole.includes(fold(f)) || lockedFor(f).length > 0);
  const firstTwo = [...safety, ...rest.slice(0, 2)];
  const inFirstTwo =
    own.every((f) => firstTwo.some((l) => l.text.includes(fold(f)))) &&
    q.must_contain.every(
      (f) =>
        firstTwo.some((l) => l.text.includes(fold(f))) ||
        lockedFor(f).some((c) => firstTwo.some((l) => l.markers.includes(c.marker))),
    );
  const leading = [...safety, ...rest.slice(0, 1)];
  const firstLine =
    rest.length + safety.length > 0 &&
    (own.length > 0
      ? own.some((f) => leading.some((l) => l.text.includes(fold(f))))
      : q.must_contain.some((f) => leading.some((l) => lineHolds(l, f, a.citations))));
  return {
    id: q.id,
    stated,
    deferred,
    wrong: q.must_not_contain.filter((f) => whole.includes(fold(f))),
    inFirstTwo,
    firstLine,
    sentences: lines.length,
  };
}

export interface AnswerEvalSummary {
  questions: number;
  /** Answering fact present: stated, or deferred to a passage crop for a locked dose. */
  present: number;
  /** Answers that show a neighbouring band or the wrong-direction list. */
  wrong: number;
  inFirstTwo: number;
  firstLine: number;
  medianSentences: number;
}

export const ANSWER_THRESHOLDS = {
  present: 0.95,
  wrong: 0,
  inFirstTwo: 0.9,
  firstLine: 0.95,
  medianSentences: 4,
} as const;

export function summarizeAnswerScores(scores: readonly AnswerScore[]): AnswerEvalSummary {
  const n = Math.max(1, scores.length);
  const counts = [...scores.map((s) => s.sentences)].sort((x, y) => x - y);
  const mid = Math.floor(counts.length / 2);
  const median =
    counts.length === 0
      ? 0
      : counts.length % 2 === 1
        ? counts[mid]!
        : (counts[mid - 1]! + counts[mid]!) / 2;
  return {
    questions: scores.length,
    present: scores.filter((s) => s.stated || s.deferred).length / n,
    wrong: scores.filter((s) => s.wrong.length > 0).length,
    inFirstTwo: scores.filter((s) => s.inFirstTwo).length / n,
    firstLine: scores.filter((s) => s.firstLine).length / n,
    medianSentences: median,
  };
}

/** One line per threshold missed; empty when the answers meet them all. */
export function answerThresholdFailures(s: AnswerEvalSummary): string[] {
  const out: string[] = [];
  if (s.present < ANSWER_THRESHOLDS.present)
    out.push(`answering fact present ${s.present.toFixed(3)} < ${ANSWER_THRESHOLDS.present}`);
  if (s.wrong > ANSWER_THRESHOLDS.wrong) out.push(`wrong band or list shown in ${s.wrong} answers`);
  if (s.inFirstTwo < ANSWER_THRESHOLDS.inFirstTwo)
    out.push(
      `fact in first two sentences ${s.inFirstTwo.toFixed(3)} < ${ANSWER_THRESHOLDS.inFirstTwo}`,
    );
  if (s.firstLine < ANSWER_THRESHOLDS.firstLine)
    out.push(`first line answers ${s.firstLine.toFixed(3)} < ${ANSWER_THRESHOLDS.firstLine}`);
  if (s.medianSentences > ANSWER_THRESHOLDS.medianSentences)
    out.push(`median sentences ${s.medianSentences} > ${ANSWER_THRESHOLDS.medianSentences}`);
  return out;
}
