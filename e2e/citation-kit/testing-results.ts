import type { CaseResult } from '@/lib/schema/citation-case-result';

/** Three results for the report renderers' tests: a pass, a wrong printed page, a timeout. */
export const PASSED: CaseResult = {
  id: 'warfarin-pregnancy',
  question: 'Warfarin có dùng được khi có thai không?',
  form: 'answer',
  verdict: 'pass',
  checks: [
    { check: 'citation', ok: true, detail: 'cites [1] WARFARIN · Thời kỳ mang thai · tr. 85' },
  ],
  observation: {
    answer_status: 'done',
    answer_text: 'Nếu người bệnh có thai …',
    notices: [],
    citations: [
      {
        chunk_id: 'warfarin__thoi_ky_mang_thai__0',
        printed_page: '85',
        physical_page: 54,
        label: '[1] WARFARIN · Thời kỳ mang thai · tr. 85',
      },
    ],
    crops: [],
    opened: { citation_index: 0, current_page: 55, highlights: 1, highlighted_spans: 9 },
  },
  screenshot: null,
  error: null,
  duration_ms: 6900,
};

export const FAILED: CaseResult = {
  ...PASSED,
  id: 'warfarin-wrong-page',
  verdict: 'fail',
  checks: [
    {
      check: 'citation',
      ok: false,
      detail: 'no citation of WARFARIN · Thời kỳ mang thai · tr. 84 & <b>',
    },
  ],
  screenshot: 'screenshots/warfarin-wrong-page.png',
};

export const TIMED_OUT: CaseResult = {
  ...PASSED,
  id: 'slow',
  verdict: 'error',
  checks: [],
  observation: null,
  error: 'timed out after 60 s while waiting for the answer',
  duration_ms: 60_000,
};
