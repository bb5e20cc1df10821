import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { loadBlocks } from '@/lib/index/load-blocks';
import { loadDrugLexicon } from '@/lib/retrieval/open-retrieval-context';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import type { AnswerResponse } from '@/lib/schema/answer';
import { answerQuestion, type AnswerDeps } from './answer-question';

/**
 * Issue 38 item 3 on the sample book: a table crop banded by a value the patient has carries its
 * rows, the patient's marked, for the crop to outline; one banded by another quantity does not.
 */
let deps: AnswerDeps;

beforeAll(async () => {
  const env = parseEnv({ INDEX_DIR: inject('sampleIndexDir') });
  deps = {
    retrieval: {
      store: await openChunkStore(env.INDEX_DIR, env),
      lexicon: await loadDrugLexicon(env.INDEX_DIR),
    },
    blocks: await loadBlocks(env.INDEX_DIR),
    model: null,
  };
});

/** Per attachment with rows: the bands of the rows outlined, and the note. */
function outlined(a: AnswerResponse) {
  return Object.fromEntries(
    a.attachments.flatMap((at) =>
      at.patient_rows
        ? [
            [
              at.block_id,
              {
                bands: at.patient_rows.rows.filter((r) => r.holds).map((r) => r.band),
                note: at.patient_rows.note,
              },
            ],
          ]
        : [],
    ),
  );
}

describe('answerQuestion: the patient’s rows on a table crop', () => {
  it.each([
    [
      'Liều cefotaxim cho người bệnh Clcr 40 ml/phút?',
      { cefotaxim__t2: { bands: ['30 - 50'], note: undefined } },
    ],
    [
      'Metformin Clcr 20 ml/phút dùng được không?',
      { metformin__t1: { bands: ['10 - 29'], note: undefined } },
    ],
    [
      'Liều ciprofloxacin khi Clcr 29,5 ml/phút?',
      { ciprofloxacin__t1: { bands: ['30 - 50', '10 - 29'], note: 'between' } },
    ],
    [
      'Liều amoxicilin cho trẻ 15 kg?',
      { amoxicilin__t2: { bands: ['14 - dưới 16'], note: undefined } },
    ],
    // A continued table: its rows are placed on both pieces.
    [
      'Liều aciclovir cho trẻ 16 kg?',
      { aciclovir__t1: { bands: ['16 - dưới 18'], note: undefined } },
    ],
  ])('%s', async (question, want) => {
    expect(outlined(await answerQuestion(question, [], deps))).toEqual(want);
  });

  it('gives every body row its place, and only the holding rows their band', async () => {
    const a = await answerQuestion('Liều cefotaxim cho người bệnh Clcr 40 ml/phút?', [], deps);
    const at = a.attachments.find((x) => x.block_id === 'cefotaxim__t2')!;
    const rows = at.patient_rows!.rows;
    expect(rows).toHaveLength(deps.blocks.get('cefotaxim__t2')!.band_columns![0]!.cells.length);
    expect(rows.filter((r) => r.band !== undefined)).toEqual(rows.filter((r) => r.holds));
    for (const r of rows) {
      expect(r.region.physical_page).toBe(at.physical_page);
      expect(r.region.bbox[1]).toBeGreaterThanOrEqual(at.bbox[1]);
      expect(r.region.bbox[3]).toBeLessThanOrEqual(at.bbox[3]);
    }
  });

  it('outlines nothing without a value the table is banded by', async () => {
    const a = await answerQuestion('Liều cefotaxim cho người suy thận?', [], deps);
    expect(a.attachments.length).toBeGreaterThan(0);
    expect(outlined(a)).toEqual({});
  });
});
