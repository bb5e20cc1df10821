import { formatVnNumber } from '../format-vn-number';
import type { Paragraph } from './content-types';
import { ADR_ORGANS, ADR_TEMPLATES, POPULATIONS, RISK_FACTORS } from './sentence-banks';
import {
  body,
  capitalise,
  createRotation,
  fill,
  fillTo,
  fresh,
  freshFrom,
  groupSentences,
  italicLine,
  type WriteContext,
} from './text-tools';

/** `Tác dụng không mong muốn (ADR)`: a lead paragraph, then the book's frequency bands, each an
 * italic line followed by `Organ: symptoms.` lines. */
export function writeAdverseEffects(ctx: WriteContext, target: number): Paragraph[] {
  const { facts, profile, rng } = ctx;
  const out: Paragraph[] = [];
  const lead = fresh(
    ctx,
    `Tác dụng không mong muốn của ${facts.textName} thường nhẹ và hồi phục khi ngừng thuốc; khoảng ${formatVnNumber(rng.int(12, 95) / 10)}% người bệnh trong các thử nghiệm lâm sàng phải ngừng điều trị.`,
  );
  if (lead) out.push(body(lead));
  const bands: Array<[string, string[]]> = [
    ['Thường gặp, ADR > 1/100', profile.adrCommon],
    ['Ít gặp, 1/1 000 < ADR < 1/100', profile.adrUncommon],
    ['Hiếm gặp, ADR < 1/1 000', profile.adrRare],
  ];
  const organsUsed = new Set<string>();
  for (const [label, lines] of bands) {
    out.push(italicLine(label));
    for (const line of lines) {
      const s = fresh(ctx, fill(line, facts));
      if (s) {
        out.push(body(s));
        organsUsed.add(s.split(':')[0] ?? '');
      }
    }
  }
  const rotation = createRotation(ctx, ADR_TEMPLATES, 3);
  const prose = (): string | null => {
    const template = rotation();
    if (!template) return null;
    return freshFrom(ctx, () => {
      const sym = rng.pick(rng.pick(ADR_ORGANS)[1]);
      return fill(template, facts)
        .replace('{Sym}', capitalise(sym))
        .replace('{sym}', sym)
        .replace('{rare}', rng.pick(['hiếm', 'rải rác', 'một số']))
        .replace('{n}', String(rng.int(2, 12)))
        .replace('{pop}', rng.pick(POPULATIONS))
        .replace('{risk}', rng.pick(RISK_FACTORS));
    });
  };
  let proseLeft = true;
  fillTo(out, target, () => {
    if (!proseLeft || rng.chance(0.4)) {
      const s = freshFrom(ctx, () => {
        const [organ, symptoms] = rng.pick(ADR_ORGANS);
        const picked = rng.sample(symptoms, rng.int(2, 4));
        return `${organ}: ${capitalise(picked.join(', '))}.`;
      });
      return s ? body(s) : null;
    }
    const text = groupSentences(ctx, prose);
    if (text) return body(text);
    // Prose templates spent: organ lines, as long ADR sections in the book are mostly lists.
    proseLeft = false;
    const s = freshFrom(ctx, () => {
      const [organ, symptoms] = rng.pick(ADR_ORGANS);
      return `${organ}: ${capitalise(rng.sample(symptoms, rng.int(2, 4)).join(', '))}.`;
    });
    return s ? body(s) : null;
  });
  return out;
}
