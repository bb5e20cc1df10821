/**
 * An interaction partner the book names by its class, as the partner's own Loại thuốc line calls
 * it (read-class-phrases.ts), on the real monographs of ../shared/realdata (the unseen set's 18):
 * DICLOFENAC's Chống chỉ định says "Người đang dùng bất cứ thuốc chống đông máu nào" where
 * ENOXAPARIN NATRI's Loại thuốc is "Thuốc chống đông máu". Before, the answer said only that
 * neither Tương tác thuốc names the pair. Skipped where the samples are absent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readRealdataSections,
  REALDATA_PRINTED_PAGE_OF,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import { answerQuestion } from '@/lib/answer/answer-question';
import { hasRealdata } from '@/lib/testing/realdata';
import { openSectionsAnswerDeps, type SectionsAnswerDeps } from './open-sections-answer-deps';
import { UNSEEN_SECTIONS, UNSEEN_SECTIONS_PATH } from './unseen/unseen-set';

const present = hasRealdata('partner-class.realdata', UNSEEN_SECTIONS);

describe.skipIf(!present)('an interaction partner named by its class', () => {
  let opened: SectionsAnswerDeps;

  beforeAll(async () => {
    const sections = readRealdataSections(UNSEEN_SECTIONS_PATH)!;
    opened = await openSectionsAnswerDeps(
      sections.map((s) => s.input),
      REALDATA_PRINTED_PAGE_OF,
    );
  });
  afterAll(() => opened?.dispose());

  it('finds the contraindication that names the partner by its class', async () => {
    const a = await answerQuestion(
      'Đang tiêm enoxaparin, uống thêm diclofenac được không?',
      [],
      opened.deps,
    );
    expect(a.answer).toContain('Người đang dùng bất cứ thuốc chống đông máu nào');
    expect(a.citations.some((c) => c.section_key === 'chong_chi_dinh')).toBe(true);
  });
});
