import { formatVnNumber } from '../format-vn-number';
import { roundDose } from './build-blocks';
import type { Paragraph } from './content-types';
import {
  MONITOR_TIMES,
  MONITORED,
  ORGANISMS,
  PHARMACOLOGY_TEMPLATES,
  POPULATIONS,
  RISK_FACTORS,
  STUDY_DESIGNS,
  STUDY_OUTCOMES,
  STUDY_TAILS,
} from './sentence-banks';
import {
  body,
  createRotation,
  fill,
  fillTo,
  freshFrom,
  paragraphsLength,
  sentences,
  subheading,
  type WriteContext,
} from './text-tools';

/**
 * `Dược lý và cơ chế tác dụng`: mechanism, effects, (spectrum and resistance for antimicrobials),
 * study findings, then pharmacokinetics, under a bold `Dược động học` sub-heading when asked. The
 * sub-heading stays in this section's text as a paragraph of its own.
 */
export function writePharmacology(
  ctx: WriteContext,
  target: number,
  pkHeading: boolean,
): Paragraph[] {
  const { facts, profile, rng } = ctx;
  const out: Paragraph[] = [];
  const pkShare = 0.35;
  out.push(
    body(
      sentences(
        ctx,
        profile.mechanism.map((s) => fill(s, facts)),
      ),
    ),
  );
  const effects = sentences(
    ctx,
    profile.effects.map((s) => fill(s, facts)),
  );
  if (effects) out.push(body(effects));
  if (profile.antimicrobial) {
    const orgs = rng.sample(ORGANISMS, 4);
    out.push(
      body(
        `In vitro, ${facts.textName} có tác dụng trên ${orgs.slice(0, 3).join(', ')}; nồng độ ức chế tối thiểu đối với phần lớn các chủng nhạy cảm từ ${formatVnNumber(rng.pick([0.06, 0.12, 0.25, 0.5]))} đến ${formatVnNumber(rng.pick([1, 2, 4, 8]))} microgam/ml. ${orgs[3]} thường kém nhạy cảm hơn.`,
      ),
    );
  }
  const mainTarget = target * (1 - pkShare);
  const template = createRotation(ctx, PHARMACOLOGY_TEMPLATES, 1);
  const limited = budget(4);
  fillTo(out, mainTarget, () => studyParagraph(ctx, template, limited));
  if (pkHeading) out.push(subheading('Dược động học'));
  const pk: Paragraph[] = pkParagraphs(ctx, pkHeading);
  out.push(...pk);
  fillTo(out, target, () => specialPopulationParagraph(ctx));
  return out.filter((p) => p.runs.every((r) => r.text.length > 0));
}

function studyParagraph(
  ctx: WriteContext,
  template: () => string | null,
  limited: () => string | null,
): Paragraph | null {
  const { rng, facts, profile } = ctx;
  const parts: string[] = [];
  const n = rng.int(2, 5);
  for (let i = 0; i < n; i++) {
    const s = freshFrom(ctx, () => {
      const kind = rng.int(0, 3);
      if (kind === 3) {
        const t = template();
        if (t) {
          return fill(t, facts)
            .replaceAll('{param}', rng.pick(MONITORED))
            .replace('{time}', rng.pick(MONITOR_TIMES))
            .replace('{pop}', rng.pick(POPULATIONS))
            .replace('{risk}', rng.pick(RISK_FACTORS))
            .replace('{n}', String(rng.pick([3, 5, 6, 10, 12])))
            .replace('{p}', String(rng.int(10, 40)))
            .replace('{d}', String(rng.pick([3, 5, 7, 14])))
            .replace('{h3}', String(rng.pick([36, 48, 72])))
            .replace('{h2}', String(rng.pick([6, 12, 24])))
            .replace('{h}', formatVnNumber(rng.pick([0.5, 1, 1.5, 2, 3])));
        }
      }
      if (kind === 0 || kind === 3) {
        const indication = rng.pick(profile.doseIndications).toLowerCase();
        const [outcome, lo, hi] = rng.pick(STUDY_OUTCOMES);
        return `Trong một nghiên cứu ${rng.pick(STUDY_DESIGNS)} trên ${formatVnNumber(rng.int(4, 120) * 10)} người bệnh ${indication}, ${outcome} ${formatVnNumber(rng.int(lo * 10, hi * 10) / 10)}% ${rng.pick(STUDY_TAILS)}.`;
      }
      // The remaining sentence kinds are each allowed a few times per monograph.
      if (limited() === null) return '';
      if (kind === 1) {
        return `Ở ${rng.pick(POPULATIONS)}, đáp ứng với ${facts.textName} thay đổi nhiều hơn; hệ số biến thiên của nồng độ đáy khoảng ${rng.int(18, 65)}%.`;
      }
      if (profile.antimicrobial) {
        const y = rng.int(2008, 2019);
        return `Tỷ lệ ${rng.pick(ORGANISMS)} kháng ${facts.textName} phân lập tại một số bệnh viện trong giai đoạn ${y} - ${y + rng.int(2, 5)} dao động từ ${rng.int(3, 30)}% đến ${rng.int(31, 78)}%, tùy khoa lâm sàng.`;
      }
      const top = facts.maxDoseMg;
      return `Trong khoảng liều ${formatVnNumber(roundDose(top / 4))} - ${formatVnNumber(top)} mg, tác dụng của ${facts.textName} tăng theo liều; trên mức này hiệu quả tăng không đáng kể trong khi tác dụng không mong muốn tăng rõ.`;
    });
    if (s) parts.push(s);
  }
  return parts.length ? body(parts.join(' ')) : null;
}

/** Allows `n` uses, then says no. */
function budget(n: number): () => string | null {
  let left = n;
  return () => (left-- > 0 ? 'ok' : null);
}

function pkParagraphs(ctx: WriteContext, headed: boolean): Paragraph[] {
  const { rng, facts, profile } = ctx;
  const lead = headed ? '' : 'Về dược động học, ';
  const tmax = formatVnNumber(rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]));
  const vd = formatVnNumber(rng.pick([0.2, 0.25, 0.3, 0.6, 0.8, 1.2, 2.5, 4]));
  const absorption = `${lead}${headed ? 'Sau' : 'sau'} khi dùng, ${facts.textName} đạt nồng độ tối đa trong huyết tương sau khoảng ${tmax} giờ; sinh khả dụng ${facts.bioavailability}. Thức ăn ${rng.pick(['làm chậm nhưng không làm giảm mức độ hấp thu', 'không ảnh hưởng đáng kể đến hấp thu', 'làm giảm hấp thu khoảng 20%'])}.`;
  const distribution = `Thể tích phân bố khoảng ${vd} lít/kg; tỷ lệ gắn với protein huyết tương ${facts.proteinBinding}. Thuốc ${rng.pick(['qua được nhau thai và vào sữa mẹ', 'khuếch tán tốt vào phần lớn các mô và dịch cơ thể', 'ít qua hàng rào máu - não khi màng não không bị viêm'])}.`;
  const elimination = `Nửa đời thải trừ ${facts.halfLife}. ${fill(rng.pick(profile.elimination), facts)}`;
  return [body(absorption), body(distribution), body(elimination)].filter((p) => {
    const text = p.runs[0]?.text ?? '';
    return ctx.used.has(text) ? false : (ctx.used.add(text), true);
  });
}

function specialPopulationParagraph(ctx: WriteContext): Paragraph | null {
  const parts: string[] = [];
  const n = ctx.rng.int(2, 3);
  for (let i = 0; i < n; i++) {
    const s = specialPopulationSentence(ctx);
    if (s) parts.push(s);
  }
  return parts.length ? body(parts.join(' ')) : null;
}

function specialPopulationSentence(ctx: WriteContext): string | null {
  const { rng, facts } = ctx;
  return freshFrom(ctx, () => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      return `Ở người có độ thanh thải creatinin dưới ${rng.pick([10, 20, 30, 50])} ml/phút, nửa đời thải trừ của ${facts.textName} kéo dài gấp ${formatVnNumber(rng.pick([1.5, 2, 2.5, 3, 4, 5]))} lần và diện tích dưới đường cong tăng khoảng ${rng.int(30, 250)}%.`;
    }
    if (kind === 1) {
      return `Ở ${rng.pick(POPULATIONS)}, độ thanh thải toàn phần của ${facts.textName} giảm khoảng ${rng.int(10, 60)}% so với người trưởng thành khỏe mạnh.`;
    }
    return `Sau ${rng.int(2, 14)} ngày dùng nhắc lại, nồng độ ở trạng thái ổn định cao hơn nồng độ sau liều đầu khoảng ${formatVnNumber(rng.int(11, 40) / 10)} lần.`;
  });
}

export { paragraphsLength };
