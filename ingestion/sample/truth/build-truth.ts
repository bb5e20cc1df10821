import type { BBox } from '@/lib/schema/geometry';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import type { BookLayout } from '../layout/assemble-book';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../layout/page-geometry';

export interface TruthOptions {
  monographs: number;
  seed: number;
  fontFamily: string;
}

/**
 * truth.json from the positions that drew the PDF (never by reading the PDF back). Validated
 * with sampleTruthSchema; a failure names the path of the bad field.
 */
export function buildTruth(layout: BookLayout, options: TruthOptions): SampleTruth {
  const truth: SampleTruth = {
    schema: 'dtqg-sample-truth/1',
    not_for_clinical_use: true,
    generator: {
      monographs: options.monographs,
      seed: options.seed,
      font_family: options.fontFamily,
    },
    page_size: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
    pages: layout.pages.map((p) => ({
      physical_page: p.physical,
      printed_page: p.printed,
      part: p.part,
      running_header: p.header
        ? {
            drug_name: p.header.drugName,
            folio: p.header.folio,
            side: p.header.side,
            bbox: round(p.header.bbox),
          }
        : null,
    })),
    regions: layout.regions.map((r) => ({
      key: r.key,
      title: r.title,
      title_physical_page: r.titlePhysical,
      first_physical_page: r.firstPhysical,
      last_physical_page: r.lastPhysical,
    })),
    monographs: layout.monographs.map((m) => ({
      drug_id: m.content.drugId,
      drug_name: m.content.title,
      inn: m.content.inn,
      atc_codes: m.content.atcCodes,
      drug_class: m.content.drugClass,
      trade_names: m.content.tradeNames,
      title_physical_page: m.titlePhysical,
      title_bbox: round(m.titleBbox),
      last_physical_page: m.lastPhysical,
      sections: m.sections.map((s) => ({
        key: s.key,
        heading_text: s.headingText,
        heading_physical_page: s.headingPhysical,
        heading_bbox: round(s.headingBbox),
        text: s.paragraphs.join('\n'),
      })),
    })),
    blocks: layout.monographs.flatMap((m) =>
      m.blocks.map((b) => ({
        block_id: b.blockId,
        drug_id: b.drugId,
        section_key: b.sectionKey,
        kind: b.kind,
        shape: b.shape,
        regions: b.regions.map((r) => ({ physical_page: r.physical_page, bbox: round(r.bbox) })),
        header_row: b.headerRow,
        header_rows: b.headerRows,
        rows: b.rows,
        formula: b.formula,
        preceding_text: b.precedingText,
      })),
    ),
    traps: [...layout.traps]
      .sort((a, b) => a.physical - b.physical || a.kind.localeCompare(b.kind))
      .map((t) => ({
        kind: t.kind,
        physical_page: t.physical,
        drug_id: t.drugId,
        section_key: t.sectionKey,
        detail: t.detail,
      })),
  };
  const parsed = sampleTruthSchema.safeParse(truth);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `build-truth: truth.json fails sampleTruthSchema at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

function round(b: BBox): BBox {
  return [r2(b[0]), r2(b[1]), r2(b[2]), r2(b[3])];
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}
