import { groupPatientRows } from '@/lib/geometry/group-patient-rows';
import { placeInBlockCrop, type CropBox } from '@/lib/geometry/place-in-block-crop';
import type { AnswerAttachment, PatientRows } from '@/lib/schema/citation';

const percent = (box: CropBox) => ({
  left: `${box.left * 100}%`,
  top: `${box.top * 100}%`,
  width: `${box.width * 100}%`,
  height: `${box.height * 100}%`,
});

/**
 * The patient's row(s) outlined over the book's picture of the table, the other body rows
 * shaded (issue 38). Geometry only, placed as fractions of the picture so it follows it at any
 * width: the book's own print is what is read (ADR 0006). The outline is a ring outside the row,
 * over its rules: a border inside it covered the row's text at phone width (390 px).
 */
export function CropRowOverlay({
  attachment,
  rows,
}: {
  attachment: AnswerAttachment;
  rows: PatientRows;
}) {
  const { outlines, shaded } = groupPatientRows(rows.rows);
  const place = (region: (typeof shaded)[number]) => placeInBlockCrop(attachment.regions, region);
  return (
    <div className="pointer-events-none absolute inset-0" aria-hidden="true">
      {shaded.map((region, i) => {
        const box = place(region);
        return box ? (
          <div
            key={`s${i}`}
            data-testid="crop-row-shade"
            className="absolute bg-stone-700/25"
            style={percent(box)}
          />
        ) : null;
      })}
      {outlines.map(({ band, region }, i) => {
        const box = place(region);
        return box ? (
          <div
            key={`o${i}`}
            data-testid="crop-row-highlight"
            data-row-band={band}
            className="absolute ring-2 ring-sky-700 bg-sky-300/10"
            style={percent(box)}
          />
        ) : null;
      })}
    </div>
  );
}
