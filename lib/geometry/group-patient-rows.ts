import type { PatientRows } from '@/lib/schema/citation';
import type { PageRegion } from '@/lib/schema/geometry';

/** One outline: the printed row whose band holds the patient's value, on one page. */
export interface RowOutline {
  /** The band cell as printed ("30 - 50"): `data-row-band`. */
  band: string;
  region: PageRegion;
}

/**
 * What is drawn over a table for the patient (issue 38): one outline per holding row, a row
 * without a band of its own after it (the same printed row over two ruled rows) joined to it
 * when on the same page, and the other body rows shaded. Used by the crop and by the viewer,
 * so both draw the same rows.
 */
export function groupPatientRows(rows: PatientRows['rows']): {
  outlines: RowOutline[];
  shaded: PageRegion[];
} {
  const outlines: RowOutline[] = [];
  const shaded: PageRegion[] = [];
  let last: RowOutline | null = null;
  for (const row of rows) {
    if (!row.holds) {
      shaded.push(row.region);
      last = null;
    } else if (row.band !== undefined || !last) {
      last = { band: row.band ?? '', region: row.region };
      outlines.push(last);
    } else if (last.region.physical_page === row.region.physical_page) {
      const [x0, y0, x1, y1] = last.region.bbox;
      const [a0, b0, a1, b1] = row.region.bbox;
      last.region = {
        physical_page: row.region.physical_page,
        bbox: [Math.min(x0, a0), Math.min(y0, b0), Math.max(x1, a1), Math.max(y1, b1)],
      };
    } else {
      last = { band: last.band, region: row.region };
      outlines.push(last);
    }
  }
  return { outlines, shaded };
}
