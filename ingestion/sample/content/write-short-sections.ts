import type { Paragraph } from './content-types';
import {
  ADR_MANAGEMENT_BANK,
  CAUTION_TEMPLATES,
  CONTRAINDICATION_BANK,
  EXTRA_CAUTION_TEMPLATES,
  FORM_NOTES,
  GENERIC_CAUTIONS,
  INCOMPATIBILITY_BANK,
  INDICATION_TEMPLATES,
  LACTATION_BANK,
  OVERDOSE_BANK,
  PREGNANCY_BANK,
  STORAGE_BANK,
  MONITOR_TIMES,
  MONITORED,
  POPULATIONS,
  RISK_FACTORS,
} from './sentence-banks';
import { formatVnNumber } from '../format-vn-number';
import {
  body,
  createRotation,
  fill,
  fillTo,
  fresh,
  freshFrom,
  groupSentences,
  labelled,
  sentences,
  type WriteContext,
} from './text-tools';

/** The shorter sections, each from the class profile plus generic sentences up to `target`. */

/** Fills `{name}` and the numeric slots of a bank sentence with plausible values. */
function fillBank(ctx: WriteContext, template: string): string {
  const { rng } = ctx;
  return fill(template, ctx.facts)
    .replace('{n}', String(rng.pick([2, 5, 10, 20])))
    .replace('{k}', String(rng.int(3, 40) * 10))
    .replace('{h2}', String(rng.pick([12, 24, 48])))
    .replace('{h}', String(rng.pick([1, 2, 4, 6, 8, 12, 24])))
    .replace('{d}', String(rng.pick([3, 7, 10, 14])))
    .replace('{r}', formatVnNumber(rng.pick([0.1, 0.2, 0.5, 0.8, 1.2])))
    .replace('{p}', String(rng.pick([1, 2, 5, 10])))
    .replace('{age}', String(rng.pick([2, 6, 12, 18])))
    .replace('{param}', rng.pick(MONITORED))
    .replace('{time}', rng.pick(MONITOR_TIMES))
    .replace('{dial}', rng.pick(['ít', 'được một phần', 'không']))
    .replace(
      '{bind}',
      rng.pick(['gắn mạnh với protein', 'có thể tích phân bố lớn', 'tan tốt trong nước']),
    );
}

/** Adds sentences from a bank (in a shuffled order, each once) until `target`. */
function fillFromBank(
  ctx: WriteContext,
  out: Paragraph[],
  target: number,
  bank: readonly string[],
  group = false,
): void {
  const order = ctx.rng.shuffle(bank);
  let i = 0;
  const nextSentence = (): string | null => {
    while (i < order.length) {
      const s = fresh(ctx, fillBank(ctx, order[i++] ?? ''));
      if (s) return s;
    }
    return null;
  };
  fillTo(out, target, () => {
    const text = group ? groupSentences(ctx, nextSentence, 1, 3) : nextSentence();
    return text ? body(text) : null;
  });
}

export function writeForms(ctx: WriteContext, target: number): Paragraph[] {
  const out = ctx.facts.forms.map((f) => body(f));
  fillFromBank(ctx, out, target, FORM_NOTES);
  return out;
}

export function writeIndications(ctx: WriteContext, target: number): Paragraph[] {
  const { facts, profile, rng } = ctx;
  const items = rng.sample(
    profile.indications,
    Math.max(2, Math.min(profile.indications.length, rng.int(2, 5))),
  );
  const out = items.map((s) => body(fill(s, facts)));
  for (const p of out) ctx.used.add(p.runs[0]?.text ?? '');
  const template = createRotation(ctx, INDICATION_TEMPLATES, 1);
  fillTo(out, target, () => {
    const t = template();
    if (!t) return null;
    const s = freshFrom(ctx, () =>
      fill(t, facts)
        .replace('{Indication}', rng.pick(profile.indications).replace(/\.$/, ''))
        .replace('{pop}', rng.pick(POPULATIONS))
        .replace('{dose}', rng.pick(profile.doseIndications).toLowerCase()),
    );
    return s ? body(s) : null;
  });
  return out;
}

export function writeContraindications(ctx: WriteContext, target: number): Paragraph[] {
  const { facts, profile } = ctx;
  const out = [
    body(
      sentences(ctx, [
        `Quá mẫn với ${facts.textName} hoặc với bất kỳ thành phần nào của thuốc.`,
        ...profile.contraindications.map((s) => fill(s, facts)),
      ]),
    ),
  ];
  fillFromBank(ctx, out, target, CONTRAINDICATION_BANK);
  return out.filter((p) => (p.runs[0]?.text ?? '').length > 0);
}

export function writeCautions(ctx: WriteContext, target: number): Paragraph[] {
  const { facts, profile, rng } = ctx;
  const out = [
    body(
      sentences(
        ctx,
        profile.cautions.map((s) => fill(s, facts)),
      ),
    ),
  ];
  const generic = rng.shuffle(GENERIC_CAUTIONS);
  let g = 0;
  const rotation = createRotation(ctx, [...CAUTION_TEMPLATES, ...EXTRA_CAUTION_TEMPLATES], 4);
  const next = (): string | null => {
    if (g < generic.length && (rng.chance(0.5) || g < 2)) {
      const s = fresh(ctx, fill(generic[g++] ?? '', facts));
      if (s) return s;
    }
    const template = rotation();
    if (!template) return g < generic.length ? fresh(ctx, fill(generic[g++] ?? '', facts)) : null;
    return freshFrom(ctx, () =>
      fill(template, facts)
        .replace('{pop}', rng.pick(POPULATIONS))
        .replaceAll('{param}', rng.pick(MONITORED))
        .replace('{time}', rng.pick(MONITOR_TIMES))
        .replace('{risk}', rng.pick(RISK_FACTORS)),
    );
  };
  fillTo(out, target, () => {
    const text = groupSentences(ctx, next);
    if (!text) return null;
    if (rng.chance(0.15)) {
      const elderly = fresh(
        ctx,
        `Chức năng thận, gan và tim thường giảm ở người trên ${rng.pick([65, 70, 75])} tuổi; nên bắt đầu bằng liều thấp nhất và tăng liều chậm.`,
      );
      if (elderly) return labelled('Người cao tuổi:', elderly);
    }
    return body(text);
  });
  return out;
}

export function writePregnancy(ctx: WriteContext, target: number): Paragraph[] {
  const out = [body(fill(ctx.rng.pick(ctx.profile.pregnancy), ctx.facts))];
  fillFromBank(ctx, out, target, PREGNANCY_BANK, true);
  return out;
}

export function writeLactation(ctx: WriteContext, target: number): Paragraph[] {
  const out = [body(fill(ctx.rng.pick(ctx.profile.lactation), ctx.facts))];
  fillFromBank(ctx, out, target, LACTATION_BANK, true);
  return out;
}

export function writeAdrManagement(ctx: WriteContext, target: number): Paragraph[] {
  const out = [
    body(
      sentences(
        ctx,
        ctx.profile.adrManagement.map((s) => fill(s, ctx.facts)),
      ),
    ),
  ];
  fillFromBank(ctx, out, target, ADR_MANAGEMENT_BANK, true);
  return out;
}

export function writeOverdose(ctx: WriteContext, target: number): Paragraph[] {
  const out = ctx.profile.overdose.map((s) => body(fill(s, ctx.facts)));
  fillFromBank(ctx, out, target, OVERDOSE_BANK, true);
  return out;
}

export function writeStorage(ctx: WriteContext, target: number): Paragraph[] {
  const out = [body(ctx.rng.pick(ctx.profile.storage))];
  fillFromBank(ctx, out, target, STORAGE_BANK);
  return out;
}

export function writeIncompatibility(ctx: WriteContext, target: number): Paragraph[] {
  const out = [body(fill(ctx.rng.pick(ctx.profile.incompatibility), ctx.facts))];
  fillFromBank(ctx, out, target, INCOMPATIBILITY_BANK);
  return out;
}

export function writeRegulatory(ctx: WriteContext, _target: number): Paragraph[] {
  const { rng, facts, profile } = ctx;
  const base = rng.pick([
    `${facts.headerName} thuộc danh mục thuốc kê đơn.`,
    'Thuốc phải kê đơn và bán theo đơn.',
    `${facts.headerName} có trong danh mục thuốc thiết yếu dùng trong các cơ sở khám bệnh, chữa bệnh.`,
  ]);
  const extra = profile.labels.some((l) => l.includes('opioid'))
    ? ' Thuốc gây nghiện, phải quản lý đặc biệt.'
    : '';
  return [body(`${base}${extra}`)];
}
