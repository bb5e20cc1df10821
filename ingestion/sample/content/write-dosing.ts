import type { Paragraph } from './content-types';
import { DOSE_DAYS, INFECTION_SITES, MONITOR_TIMES, MONITORED } from './sentence-banks';
import { formatVnNumber } from '../format-vn-number';
import { roundDose } from './build-blocks';
import {
  body,
  capitalise,
  createRotation,
  fill,
  fillTo,
  fresh,
  freshFrom,
  labelled,
  type WriteContext,
} from './text-tools';

export interface DosingOptions {
  /** Titration written as `Bước 1:` ... `Bước 5:`. */
  steps: boolean;
  /** Add a bold line that looks like a heading but is part of this section. */
  unknownHeading: boolean;
  /** Renal dosing as a table elsewhere: then no `Suy thận:` prose line. */
  renalInTable: boolean;
}

/**
 * `Liều lượng và cách dùng`: italic sub-labels with the dose on the same line in regular type
 * (`Người lớn: 500 mg ...`). The ADR 0004 packer exists because a chunk ending on such a label
 * separates a dose from its population, so the book must have many of them.
 */
export function writeDosing(ctx: WriteContext, target: number, opts: DosingOptions): Paragraph[] {
  const { facts, profile, rng } = ctx;
  const out: Paragraph[] = [];
  out.push(labelled('Cách dùng:', fill(rng.pick(profile.routeText), facts)));
  out.push(
    labelled(
      'Liều dùng:',
      rng.pick([
        '',
        `Liều tính theo ${facts.textName} base.`,
        'Liều dùng tùy theo mức độ bệnh và đáp ứng của người bệnh.',
      ]),
    ),
  );
  const adult = `Người lớn: ${capitalise(facts.adultDose)}`;
  out.push(
    labelled('Người lớn:', capitalise(facts.adultDose), [{ kind: 'dosing_label', detail: adult }]),
  );
  if (facts.childDose) {
    const label = rng.chance(0.35) ? 'Trẻ em dưới 12 tuổi:' : 'Trẻ em:';
    out.push(labelled(label, capitalise(facts.childDose)));
  }
  if (facts.analogues) {
    for (const a of facts.analogues) {
      out.push(labelled(`${a.name}:`, `Người lớn: ${a.adult}. Trẻ em: ${a.child}.`));
    }
  }
  out.push(labelled('Người cao tuổi:', fill(rng.pick(profile.elderlyDoses), facts)));
  if (!opts.renalInTable) {
    const [, mid, low, esrd] = facts.renalDoses;
    out.push(
      labelled(
        'Suy thận:',
        `Độ thanh thải creatinin 30 - 50 ml/phút: ${lowerFirst(mid)}; 10 - 29 ml/phút: ${lowerFirst(low)}; dưới 10 ml/phút: ${lowerFirst(esrd)}.`,
      ),
    );
  }
  if (opts.steps && profile.steps) {
    profile.steps.forEach((step, i) => out.push(labelled(`Bước ${i + 1}:`, capitalise(step))));
  }
  if (opts.unknownHeading) {
    const [heading, text] = rng.pick(UNKNOWN_HEADINGS);
    out.push({
      role: 'unknown_heading',
      runs: [{ text: heading, style: 'bold' }],
      traps: [{ kind: 'unknown_heading', detail: heading }],
    });
    out.push(body(text.replaceAll('{name}', facts.textName)));
  }
  fillTo(out, target, makeFiller(ctx));
  return out;
}

/** Bold lines inside a section that name no section of the book's vocabulary. */
const UNKNOWN_HEADINGS: Array<[string, string]> = [
  [
    'Chuyển đổi đường dùng',
    'Khi chuyển từ đường tiêm sang đường uống, dùng liều uống tương đương ngay khi người bệnh ăn uống được và tình trạng lâm sàng ổn định.',
  ],
  [
    'Điều trị duy trì',
    'Người bệnh đang dùng {name} dài ngày cần được đánh giá lại liều sau mỗi 3 - 6 tháng, dựa trên đáp ứng và xét nghiệm.',
  ],
  [
    'Xử trí khi quên liều',
    'Khi quên một liều, dùng ngay khi nhớ ra; nếu gần đến giờ dùng liều tiếp theo thì bỏ qua liều đã quên, không dùng gấp đôi liều.',
  ],
];

/** Each of the class's indications once (adult dose, sometimes a child dose), then dosing notes
 * whose numbers vary, so a long dosing section does not repeat one label over and over. */
function makeFiller(ctx: WriteContext): () => Paragraph | null {
  const { rng, profile, facts } = ctx;
  // Antimicrobials are dosed by infection site; other classes by indication and severity.
  const labels: Array<{ text: string; severity: 'mild' | 'severe' | null }> = rng.shuffle(
    profile.antimicrobial
      ? [...profile.doseIndications, ...rng.sample(INFECTION_SITES, 6)].map((text) => ({
          text,
          severity: null,
        }))
      : profile.doseIndications.flatMap((d) =>
          // An indication that already names a severity ("Đau nhẹ và vừa") gets no variants.
          /nhẹ|vừa|nặng/.test(d)
            ? [{ text: d, severity: null }]
            : [
                { text: d, severity: null },
                { text: `${d} mức độ nhẹ`, severity: 'mild' as const },
                { text: `${d} mức độ vừa và nặng`, severity: 'severe' as const },
              ],
        ),
  );
  let i = 0;
  const queue: Paragraph[] = [];
  const note = createRotation(ctx, DOSING_NOTES, 3);
  return () => {
    const queued = queue.shift();
    if (queued) return queued;
    while (i < labels.length) {
      const entry = labels[i++];
      if (!entry) continue;
      const label = `${entry.text}:`;
      const days = rng.pick(DOSE_DAYS);
      const severity =
        entry.severity === 'mild'
          ? ' Dùng liều thấp nhất trong khoảng trên.'
          : entry.severity === 'severe'
            ? ` Dùng liều cao nhất trong khoảng trên và theo dõi ${rng.pick(MONITORED)}.`
            : '';
      const adult = fresh(
        ctx,
        `${label} Người lớn: ${facts.adultDose.replace(/\.$/, '')}; thời gian điều trị ${days} ngày.${severity}`,
      );
      if (!adult) continue;
      if (facts.childDose && rng.chance(0.6)) {
        // mgPerKg every intervalHours is the drug's ordinary child dose; never scaled up.
        const mg = formatVnNumber(roundDose(facts.mgPerKg * rng.pick([0.5, 1])));
        const child = fresh(
          ctx,
          `${mg} mg/kg/lần, cách ${facts.intervalHours} giờ một lần; không vượt quá liều người lớn (${label.slice(0, -1).toLowerCase()}).`,
        );
        if (child) queue.push(labelled('Trẻ em:', child));
      }
      if (rng.chance(0.35)) {
        const elderly = fresh(
          ctx,
          `Với ${label.slice(0, -1).toLowerCase()}, người trên ${rng.pick([65, 70, 75])} tuổi dùng liều như người lớn nhưng đánh giá lại sau ${rng.pick(DOSE_DAYS)} ngày.`,
        );
        if (elderly) queue.push(labelled('Người cao tuổi:', elderly));
      }
      return labelled(label, adult.slice(label.length).trim());
    }
    const template = note();
    if (!template) return null;
    const text = freshFrom(ctx, () =>
      template
        .replaceAll('{name}', facts.textName)
        .replace('{days}', String(rng.pick(DOSE_DAYS)))
        .replace('{hours}', String(facts.intervalHours))
        .replace('{param}', rng.pick(MONITORED))
        .replace('{time}', rng.pick(MONITOR_TIMES))
        .replace('{pct}', String(rng.pick([10, 20, 25, 30, 50])))
        .replace('{min}', String(rng.pick([15, 20, 30, 60]))),
    );
    return text ? body(text) : null;
  };
}

const DOSING_NOTES = [
  'Thời gian điều trị phụ thuộc vào mức độ bệnh và đáp ứng lâm sàng; thường tiếp tục thêm {days} ngày sau khi hết triệu chứng.',
  'Nếu không đạt đáp ứng sau {days} ngày, cần đánh giá lại chẩn đoán trước khi tăng liều {name}.',
  'Khi dùng kéo dài, theo dõi {param} {time} và giảm {pct}% liều nếu có bất thường.',
  'Dạng tiêm truyền được pha loãng và truyền trong ít nhất {min} phút; không tiêm nhanh.',
  'Ở người bệnh béo phì, liều tính theo cân nặng hiệu chỉnh thay vì cân nặng thực.',
  'Khi chuyển từ đường tiêm sang đường uống, giữ nguyên tổng liều ngày và khoảng cách {hours} giờ giữa các lần dùng.',
  'Không cần điều chỉnh liều ở người suy gan nhẹ; ở người suy gan nặng, giảm {pct}% liều và theo dõi {param}.',
  'Nếu quên một liều, dùng ngay khi nhớ ra trừ khi đã gần đến liều tiếp theo; không dùng gấp đôi liều.',
  'Ở người bệnh thẩm tách máu, dùng liều sau mỗi lần thẩm tách vào những ngày thẩm tách.',
  'Liều duy trì được điều chỉnh sau {days} ngày dựa trên đáp ứng lâm sàng và {param}.',
  'Người bệnh suy dinh dưỡng hoặc giảm albumin máu cần liều thấp hơn và theo dõi {param} {time}.',
  'Không dùng quá {days} ngày nếu không có ý kiến của thầy thuốc chuyên khoa.',
  'Nếu cần dùng kéo dài, đánh giá lại lợi ích và nguy cơ sau mỗi {days} ngày và giảm {pct}% liều khi bệnh ổn định.',
  'Khi ngừng thuốc sau điều trị dài ngày, giảm liều dần trong {days} ngày thay vì ngừng đột ngột.',
];

function lowerFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
