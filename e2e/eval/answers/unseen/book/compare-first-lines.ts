import type { AnswerResponse } from '@/lib/schema/answer';
import { MARKER, scoreAnswer } from '../../score-answer';
import type { UnseenEvalResult } from '../evaluate-unseen';
import { missReasons } from '../evaluate-unseen';

export interface FirstLineDifference {
  id: string;
  api: string;
  memory: string;
  /** The scorer's first-line verdict on each side, when it changed. */
  verdict: { api: boolean; memory: boolean } | null;
  /** False when the two differ only by a printed page number or letter case (`substance`). */
  substantive: boolean;
}

export interface FirstLineComparison {
  questions: number;
  /** Questions whose first cited line differs. */
  differing: FirstLineDifference[];
  /** Questions whose whole answer text differs (first line alike or not). */
  answersDiffering: number;
  /**
   * Of those, the ones that still differ once a printed page ("trang 79": the harness numbers its
   * pages by a made-up offset) and letter case (the harness keeps "EPINEPHRIN (Adrenalin)", the
   * printed title is all capitals) are set aside.
   */
  answersDifferingInSubstance: number;
  /** Questions scored differently in any respect (present, wrong, first two, first line). */
  scoresDiffering: number;
}

/**
 * The line a clinician reads first: the first one carrying a citation marker (the scorer judges
 * from it), markers dropped; an answer citing nothing (an abstention) by its first line.
 */
export function firstLineOf(answer: AnswerResponse): string {
  const lines = answer.answer.split('\n');
  const cited = lines.find((line) => /\[\d+\]/.test(line)) ?? lines[0] ?? '';
  return cited.replace(MARKER, '').replace(/\s+/g, ' ').trim();
}

/**
 * Where the answers through POST /api/answer and the in-memory answers part, question by
 * question: a first line that differs means the in-memory eval is not measuring what ships.
 */
export function compareFirstLines(
  api: UnseenEvalResult,
  memory: UnseenEvalResult,
): FirstLineComparison {
  const differing: FirstLineDifference[] = [];
  let answersDiffering = 0;
  let answersDifferingInSubstance = 0;
  let scoresDiffering = 0;
  for (const q of api.questions) {
    const a = api.answers.get(q.id)!;
    const m = memory.answers.get(q.id)!;
    if (a.answer !== m.answer) answersDiffering++;
    if (substance(a.answer) !== substance(m.answer)) answersDifferingInSubstance++;
    const sa = scoreAnswer(q, a);
    const sm = scoreAnswer(q, m);
    if (missReasons(sa).join() !== missReasons(sm).join()) scoresDiffering++;
    const [fa, fm] = [firstLineOf(a), firstLineOf(m)];
    if (fa === fm) continue;
    differing.push({
      id: q.id,
      api: fa,
      memory: fm,
      verdict: sa.firstLine !== sm.firstLine ? { api: sa.firstLine, memory: sm.firstLine } : null,
      substantive: substance(fa) !== substance(fm),
    });
  }
  return {
    questions: api.questions.length,
    differing,
    answersDiffering,
    answersDifferingInSubstance,
    scoresDiffering,
  };
}

const substance = (answer: string) =>
  answer.toLocaleLowerCase('vi').replace(/\btrang \d+/g, 'trang #');

/** The comparison as the report prints it, under the API path's own report. */
export function formatFirstLineComparison(
  c: FirstLineComparison,
  memory: UnseenEvalResult,
): string {
  const s = memory.summary;
  const n = s.questions;
  const k = (f: number) => Math.round(f * n);
  const lines = [
    '',
    `in memory (the default eval:unseen) on the same questions: present ${k(s.present)}/${n}, wrong ${s.wrong}, first two ${k(s.inFirstTwo)}/${n}, first line ${k(s.firstLine)}/${n}, median ${s.medianSentences}`,
    `POST /api/answer against in memory: first lines differ ${c.differing.length}/${c.questions} (${c.differing.filter((d) => d.substantive).length} beyond a printed page number or letter case), answers differ ${c.answersDiffering}/${c.questions} (${c.answersDifferingInSubstance} beyond a printed page number or letter case), scored differently ${c.scoresDiffering}/${c.questions}`,
  ];
  for (const d of c.differing) {
    const verdict = d.verdict
      ? ` [first line ${d.verdict.memory ? 'right' : 'wrong'} in memory, ${d.verdict.api ? 'right' : 'wrong'} through the API]`
      : '';
    const only = d.substantive ? '' : ' [page number or letter case only]';
    lines.push(`  ${d.id}${only}${verdict}`, `    api:    ${d.api}`, `    memory: ${d.memory}`);
  }
  return lines.join('\n');
}
