import type { Paragraph } from './content-types';
import { listPoolNames } from './drug-name-pool';
import { GENERIC_INTERACTIONS } from './sentence-banks';
import {
  body,
  capitalise,
  fill,
  fillTo,
  freshFrom,
  labelled,
  type WriteContext,
} from './text-tools';

/** How many names the one-sentence interaction list carries; with this book's spellings that is
 * well over 1,000 cl100k tokens (VORICONAZOL's real list produced 981- and 888-token parts). */
export const LONG_LIST_NAMES = 230;

/**
 * `Tương tác thuốc`. Normally "Với X:" paragraphs and plain sentences; for a long-list
 * monograph, the whole section is ONE comma-separated sentence naming LONG_LIST_NAMES drugs,
 * the case that made the chunker split on commas.
 */
export function writeInteractions(
  ctx: WriteContext,
  target: number,
  longList: boolean,
): Paragraph[] {
  const { facts, profile, rng } = ctx;
  if (longList) {
    const names = rng
      .shuffle(listPoolNames().map((n) => n.vn))
      .filter((n) => n !== facts.textName)
      .slice(0, LONG_LIST_NAMES)
      .sort((a, b) => a.localeCompare(b, 'vi'));
    const last = names.pop() ?? '';
    const sentence = `Nồng độ hoặc tác dụng của ${facts.textName} có thể bị thay đổi khi dùng đồng thời với ${names.join(', ')} và ${last}.`;
    ctx.used.add(sentence);
    return [
      body(sentence, [
        { kind: 'long_interaction_list', detail: sentence.split(' ').slice(0, 18).join(' ') },
      ]),
    ];
  }
  const out: Paragraph[] = [];
  const partners = rng.shuffle([
    ...profile.interactionPartners,
    ...rng.sample(
      listPoolNames().map((n) => n.vn),
      70,
    ),
  ]);
  let i = 0;
  const next = (): Paragraph | null => {
    while (i < partners.length) {
      const partner = partners[i++] ?? '';
      if (!partner || partner === facts.textName) continue;
      const own = profile.interactionEffects.length > 0 && rng.chance(0.5);
      const template = own ? rng.pick(profile.interactionEffects) : rng.pick(GENERIC_INTERACTIONS);
      const s = freshFrom(ctx, () => fill(template, facts, partner), 1);
      if (!s) continue;
      return rng.chance(0.5) ? labelled(`Với ${partner}:`, s) : body(s);
    }
    return null;
  };
  fillTo(out, target, next);
  if (out.length === 0)
    out.push(body(`Chưa ghi nhận tương tác có ý nghĩa lâm sàng của ${facts.textName}.`));
  return out.map((p) => ({
    ...p,
    runs: p.runs.map((r) => ({ ...r, text: r.style === 'regular' ? capitalise(r.text) : r.text })),
  }));
}
