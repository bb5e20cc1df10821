import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '@/lib/schema/answer';
import { newAnswerTrace } from './answer-trace';
import { formatAnswerTrace } from './format-answer-trace';

const answer: AnswerResponse = {
  mode: 'extractive',
  answer: 'Theo Dược thư …:\nChống chỉ định, …: Trẻ em dưới 12 tuổi [1].',
  citations: [],
  attachments: [],
  notices: [],
};

describe('formatAnswerTrace', () => {
  it('prints the safety rule that fired, each table with its key order and vectors, and the answer', () => {
    const trace = newAnswerTrace();
    trace.safety.push(
      { chunk_id: 'x', sentence: 'Trẻ em dưới 12 tuổi.', fired: 'band_holds_value' },
      { chunk_id: 'x', sentence: 'Quá mẫn.', fired: null },
    );
    trace.ranks.push(
      {
        table: 'answering',
        rows: [
          { label: 'Trẻ em dưới 12 tuổi: 3 mg/kg', vector: { organ_band: 0, book_order: -3 } },
          { label: 'Trẻ em: 6 mg/kg', vector: { organ_band: 0, book_order: -6 } },
        ],
      },
      { table: 'relevance', rows: [] },
    );
    const text = formatAnswerTrace(trace, answer);
    expect(text).toContain('safety: 2 sentences read, 1 hold for the patient');
    expect(text).toContain('  band_holds_value  Trẻ em dưới 12 tuổi.');
    expect(text).toContain('table answering: organ_band > book_order');
    expect(text.indexOf('[0 -3]')).toBeLessThan(text.indexOf('[0 -6]'));
    expect(text).toContain('table relevance: no candidates');
    expect(text).toMatch(/answer:\n {2}Theo Dược thư/);
  });
});
