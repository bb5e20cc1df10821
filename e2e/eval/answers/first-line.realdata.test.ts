/**
 * The first line is the one that answers, on the real book's wording (../shared/realdata,
 * third-party conversions of the Dược thư): clinicians' questions asked of the real monographs,
 * chunked by the product's own chunker and answered end to end, extractive. Each case names the
 * book's own words that must open the answer (stated, or quoted by the locked passage the first
 * line cites) and the neighbouring lines that must not lead. The rules were tuned on the sample
 * book; the cases marked "led with" are the real book's wording that the rules failed on. Skipped
 * where the samples are absent; the real text is read at test time, never copied into code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '@/lib/answer/answer-question';
import { findDoses } from '@/lib/answer/policy/find-doses';
import { REALDATA_SECTIONS } from '@/ingestion/chunk/testing/read-realdata-sections';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { Chunk } from '@/lib/schema/chunk';
import { hasRealdata } from '@/lib/testing/realdata';
import { openRealdataAnswerDeps, type RealdataAnswerDeps } from './open-realdata-answer-deps';
import { citedLines, fold, lineHolds, MARKER, splitAtSafety } from './score-answer';
import { FIRST_LINE_CASES as CASES } from './first-line.realdata.cases';

/**
 * Whether the first line states a fact, or is the locked passage that quotes it. The first line
 * is the one after the safety lines (a sentence that holds for the patient leads by design), and
 * a fact the safety lines state counts as leading.
 */
function firstLineHas(a: AnswerResponse, fact: string): boolean {
  const { safety, rest } = splitAtSafety(citedLines(a.answer));
  return [...safety, ...rest.slice(0, 1)].some((line) => lineHolds(line, fact, a.citations));
}

const present = hasRealdata('first-line.realdata', REALDATA_SECTIONS);

describe.skipIf(!present)('the first line answers, on the real book', () => {
  let realdata: RealdataAnswerDeps;
  const answers = new Map<string, AnswerResponse>();

  beforeAll(async () => {
    realdata = (await openRealdataAnswerDeps())!;
    for (const c of CASES)
      answers.set(c.question, await answerQuestion(c.question, [], realdata.deps));
  });
  afterAll(() => realdata?.dispose());

  it.each(CASES)('$question', (c) => {
    const a = answers.get(c.question)!;
    // The line that opens the answer, safety line or not, must not be a neighbouring one.
    const lines = citedLines(a.answer);
    const shown = `first line: ${lines[0]?.text ?? '(none)'}`;
    expect(
      c.leads.some((fact) => firstLineHas(a, fact)),
      shown,
    ).toBe(true);
    for (const wrong of c.notFirst) expect(lines[0]?.text ?? '', shown).not.toContain(fold(wrong));
    for (const wrong of c.never ?? []) expect(fold(a.answer)).not.toContain(fold(wrong));
  });

  it('a dose asked of a monograph without its dose section leads with the gap and the pages', async () => {
    // Led with Dược lý ("Tác dụng của thuốc phụ thuộc vào liều …"): "bao nhiêu" named no section,
    // and the notice that the excerpt prints no Liều lượng was never given.
    const a = await answerQuestion(
      'Natri nitroprusiat truyền tốc độ bao nhiêu cho người 70 kg?',
      [],
      realdata.deps,
    );
    expect(a.notices[0]?.message).toMatch(
      /^Chuyên luận NATRI NITROPRUSIAT trong Dược thư không có mục “Liều lượng và cách dùng”; hãy mở sách ở chuyên luận này \(trang \d+(–\d+)?\)/,
    );
    expect(a.citations).toEqual([]);
  });

  it('a poisoning asked of an antidote without Quá liều và xử trí says so, then answers from its other sections', async () => {
    // Answered "Không tìm thấy" five times in first-set batches 77-84 (stop 57): NATRI NITRIT
    // prints no Quá liều và xử trí, while its ADR management and Thận trọng say what to do.
    const a = await answerQuestion(
      'Đã tiêm natri nitrit giải độc cyanid, methemoglobin lên 30%, có nên truyền xanh methylen không?',
      [],
      realdata.deps,
    );
    const lines = citedLines(a.answer);
    expect(lines[0]?.text).toContain(fold('không có mục “Quá liều và xử trí”'));
    expect(lines.slice(1).some((l) => l.text.includes(fold('xanh methylen')))).toBe(true);
    // a dose is never answered from another section (the test above)
  });

  it('a kidney value answered by lines that name renal impairment in words says so first', async () => {
    // Led with "Suy thận cấp, suy thận nặng, vô niệu …" with nothing saying the book gives no
    // threshold a clinician could place eGFR 35 against.
    const a = await answerQuestion(
      'Bệnh nhân eGFR 35 dùng spironolacton được không?',
      [],
      realdata.deps,
    );
    const lines = citedLines(a.answer);
    expect(lines[0]?.text).toContain(fold('nói về suy thận bằng lời'));
    expect(lines[1]?.text).toContain(fold('Suy thận cấp, suy thận nặng'));
  });

  it('a list asked for whole is shown whole, or says it is not', async () => {
    // Four of ACETAZOLAMID's six contraindications were shown, "Quá mẫn với các sulfonamid"
    // left out with nothing to say so.
    const whole = await answerQuestion('Acetazolamid chống chỉ định khi nào?', [], realdata.deps);
    expect(fold(whole.answer)).toContain(fold('Quá mẫn với các sulfonamid'));
    expect(whole.answer).not.toContain('còn những câu không hiển thị');
    const long = await answerQuestion('Chống chỉ định của acenocoumarol?', [], realdata.deps);
    const lines = citedLines(long.answer);
    expect(lines.at(-1)?.text).toContain(fold('còn những câu không hiển thị ở đây'));
    expect(lines.length).toBeGreaterThan(5);
  });

  it('states no dose from a chunk that lost a table (ADR 0006 rule 3)', () => {
    const byId = new Map<string, Chunk>(realdata.chunks.map((chunk) => [chunk.chunk_id, chunk]));
    const stated: string[] = [];
    for (const [question, a] of answers) {
      for (const line of a.answer.split('\n')) {
        const markers = [...line.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
        const cited = a.citations.filter((c) => markers.includes(c.marker));
        const fromLocked = cited.some((c) => {
          const chunk = byId.get(c.chunk_id);
          return chunk?.chunk_kind === 'prose' && chunk.has_quarantined_content;
        });
        if (!fromLocked) continue;
        if (findDoses(line.replace(MARKER, '')).length > 0) stated.push(`${question}: ${line}`);
      }
    }
    expect(stated).toEqual([]);
  });
});
