import { describe, expect, it } from 'vitest';
import { REMOVAL_RULES, type RemovedClaim } from './answer-draft';
import { summarizeRemovals } from './summarize-removals';

const removal = (
  rule: RemovedClaim['rule'],
  text = 'Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ.',
): RemovedClaim => ({
  text,
  rule,
  reason: 'test',
  sentence_index: 0,
});

describe('summarizeRemovals', () => {
  it('nothing removed → no notice', () => {
    expect(summarizeRemovals([])).toEqual([]);
  });

  it('one claim_removed notice per rule, counted, in rule order', () => {
    const notices = summarizeRemovals([
      removal('ungrounded_number'),
      removal('quarantined_dose'),
      removal('ungrounded_number'),
    ]);
    expect(notices).toEqual([
      {
        code: 'claim_removed',
        message: expect.stringMatching(/^Đã bỏ 1 câu nêu liều từ đoạn có bảng/),
      },
      {
        code: 'claim_removed',
        message: expect.stringMatching(/^Đã bỏ 2 câu có con số không tìm thấy/),
      },
    ]);
  });

  it.each(REMOVAL_RULES)('%s: Vietnamese, short, never repeats the removed text', (rule) => {
    const [notice] = summarizeRemovals([removal(rule)]);
    expect(notice?.code).toBe('claim_removed');
    expect(notice?.message).toMatch(/^Đã bỏ/);
    expect(notice!.message.length).toBeLessThan(140);
    expect(notice?.message).not.toContain('500');
  });
});
