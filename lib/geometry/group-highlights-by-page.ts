import type { PatientRows } from '@/lib/schema/citation';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import { groupPatientRows } from './group-patient-rows';

/** `quote`: the quoted sentence(s), drawn strongly; `context`: the rest of the cited chunk. */
export type HighlightStrength = 'quote' | 'context';

export interface HighlightBox {
  bbox: BBox;
  strength: HighlightStrength;
  /**
   * A row of a cited table (issue 38): `outline` the patient's row, `band` its printed band
   * cell; `shade` another body row. Drawn after the table's own box, never scrolled to.
   */
  row?: { kind: 'outline'; band: string } | { kind: 'shade' };
}

/**
 * What the viewer draws, by the 1-based page it shows (physical_page + 1), pages ascending:
 * the chunk's regions faintly and the quote's regions strongly, context first so the quote is
 * painted over it. Every page of either is kept — a quote over a column or page break draws on
 * both sides.
 *
 * Without quote regions (a table or formula opened from its crop, a descriptor's citation, a
 * quote that could not be located, an index built before line boxes) the target's own regions
 * are what is cited and are drawn strongly, as they always were.
 */
export function groupHighlightsByPage(target: {
  regions: readonly PageRegion[];
  quoteRegions?: readonly PageRegion[];
  /** A table's rows, the patient's marked: outlined and shaded as over its crop. */
  rows?: PatientRows['rows'];
}): Map<number, HighlightBox[]> {
  const quote = target.quoteRegions ?? [];
  const boxes: { region: PageRegion; strength: HighlightStrength }[] =
    quote.length === 0
      ? target.regions.map((region) => ({ region, strength: 'quote' }))
      : [
          ...target.regions.map((region) => ({ region, strength: 'context' as const })),
          ...quote.map((region) => ({ region, strength: 'quote' as const })),
        ];
  const { outlines, shaded } = groupPatientRows(target.rows ?? []);
  const rows: { region: PageRegion; row: NonNullable<HighlightBox['row']> }[] = [
    ...shaded.map((region) => ({ region, row: { kind: 'shade' as const } })),
    ...outlines.map(({ region, band }) => ({ region, row: { kind: 'outline' as const, band } })),
  ];
  const byPage = new Map<number, HighlightBox[]>();
  for (const page of [...new Set(boxes.map((b) => b.region.physical_page))].sort((a, b) => a - b)) {
    byPage.set(page + 1, [
      ...boxes
        .filter((b) => b.region.physical_page === page)
        .map((b) => ({ bbox: b.region.bbox, strength: b.strength })),
      ...rows
        .filter((r) => r.region.physical_page === page)
        .map((r) => ({ bbox: r.region.bbox, strength: 'context' as const, row: r.row })),
    ]);
  }
  return byPage;
}

/** Where the viewer scrolls on `page`: the first quote box there, else the first box at all. */
export function firstFocusBox(boxes: readonly HighlightBox[] | undefined): BBox | null {
  return (boxes?.find((b) => b.strength === 'quote') ?? boxes?.find((b) => !b.row))?.bbox ?? null;
}
