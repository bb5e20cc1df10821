import { describe, expect, it } from 'vitest';
import type { RetrievalResult } from '@/lib/retrieval/retrieve-chunks';
import type { SectionWeight } from '@/lib/retrieval/section-intent';
import type { SectionKey } from '@/lib/schema/section-keys';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { describeMissingSection } from './describe-missing-section';
import { toQuestionText } from '@/lib/question/question-text';

function retrievalOf(
  sections: SectionWeight[],
  present: { key: SectionKey; pages: [number, number]; drug?: string }[],
): RetrievalResult {
  return {
    understanding: {
      normalized: 'q',
      question: toQuestionText('q'),
      route: null,
      drugs: ['natri_nitroprusiat'],
      mentions: [],
      drugsFromHistory: false,
      sections,
      sectionsFromHistory: false,
      populations: [],
      patient: {},
      otherDrugTerms: [],
      writtenInEnglish: false,
      issues: [],
    },
    outcome: 'ok',
    chunks: present.map((p, i) => ({
      chunk: makeChunk({
        drug_id: p.drug ?? 'natri_nitroprusiat',
        section_key: p.key,
        part_index: i,
        printed_page_range: p.pages,
        source_text: 'Tác dụng của thuốc phụ thuộc vào liều.',
      }),
      score: 1 - i / 10,
    })),
  };
}

const dose: SectionWeight = { key: 'lieu_luong_va_cach_dung', weight: 0.6 };

describe('describeMissingSection', () => {
  it.each([
    {
      name: 'names the missing section and the monograph’s printed pages',
      sections: [dose],
      present: [
        { key: 'duoc_ly_va_co_che_tac_dung', pages: [1050, 1050] },
        { key: 'than_trong', pages: [1051, 1051] },
      ],
      message:
        'Chuyên luận NATRI NITROPRUSIAT trong Dược thư không có mục “Liều lượng và cách dùng”; hãy mở sách ở chuyên luận này (trang 1050–1051) nếu cần đối chiếu.',
    },
    {
      name: 'one page is one page, and another drug’s pages are not counted',
      sections: [dose],
      present: [
        { key: 'chong_chi_dinh', pages: [1050, 1050] },
        { key: 'chong_chi_dinh', pages: [40, 41], drug: 'acarbose' },
      ],
      message:
        'Chuyên luận NATRI NITROPRUSIAT trong Dược thư không có mục “Liều lượng và cách dùng”; hãy mở sách ở chuyên luận này (trang 1050) nếu cần đối chiếu.',
    },
    {
      name: 'no printed page (front matter has no folio): no page is invented',
      sections: [dose],
      present: [{ key: 'chong_chi_dinh', pages: [0, 0] }],
      message:
        'Chuyên luận NATRI NITROPRUSIAT trong Dược thư không có mục “Liều lượng và cách dùng”; hãy mở sách ở chuyên luận này nếu cần đối chiếu.',
    },
    {
      name: 'the asked section is there: nothing to say',
      sections: [dose],
      present: [{ key: 'lieu_luong_va_cach_dung', pages: [1052, 1052] }],
      message: null,
    },
    {
      name: 'a weak second section that is there does not hide a missing strong one',
      sections: [
        { key: 'tuong_tac_thuoc', weight: 1 },
        { key: 'than_trong', weight: 0.4 },
      ],
      present: [{ key: 'than_trong', pages: [1051, 1051] }],
      message:
        'Chuyên luận NATRI NITROPRUSIAT trong Dược thư không có mục “Tương tác thuốc”; hãy mở sách ở chuyên luận này (trang 1051) nếu cần đối chiếu.',
    },
    {
      name: 'no section asked: nothing to say',
      sections: [],
      present: [{ key: 'than_trong', pages: [1051, 1051] }],
      message: null,
    },
  ] satisfies {
    name: string;
    sections: SectionWeight[];
    present: { key: SectionKey; pages: [number, number]; drug?: string }[];
    message: string | null;
  }[])('$name', ({ sections, present, message }) => {
    expect(describeMissingSection(retrievalOf(sections, present))?.message ?? null).toBe(message);
  });
});
