import type { Rng } from '../create-rng';
import type { ClassProfile } from './drug-classes';
import type { DrugFacts } from './drug-facts';
import type { ContentTrap, FontStyle, Paragraph, Run } from './content-types';

/** What every section writer gets. `used` keeps a monograph from printing one sentence twice:
 * the chunker's provenance gate maps each chunk's source text back to one place in its section. */
export interface WriteContext {
  facts: DrugFacts;
  profile: ClassProfile;
  rng: Rng;
  used: Set<string>;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills {name}, {Name}, {partner}, {Partner}. */
export function fill(template: string, facts: DrugFacts, partner = ''): string {
  return template
    .replaceAll('{Name}', capitalise(facts.textName))
    .replaceAll('{name}', facts.textName)
    .replaceAll('{Partner}', capitalise(partner))
    .replaceAll('{partner}', partner);
}

export function run(text: string, style: FontStyle = 'regular'): Run {
  return { text: text.trim(), style };
}

export function body(text: string, traps?: ContentTrap[]): Paragraph {
  return { role: 'body', runs: [run(text)], ...(traps ? { traps } : {}) };
}

/** `Label:` in italic, the rest in regular type on the same line (the book's dosing style). */
export function labelled(label: string, text: string, traps?: ContentTrap[]): Paragraph {
  const runs = [run(label, 'italic')];
  if (text.trim()) runs.push(run(text));
  return { role: 'body', runs, ...(traps ? { traps } : {}) };
}

export function italicLine(text: string): Paragraph {
  return { role: 'body', runs: [run(text, 'italic')] };
}

export function subheading(text: string, traps?: ContentTrap[]): Paragraph {
  return { role: 'subheading', runs: [run(text, 'bold')], ...(traps ? { traps } : {}) };
}

/** Adds `sentence` to `used` and returns it, or null if the monograph already printed it. */
export function fresh(ctx: WriteContext, sentence: string): string | null {
  const key = sentence.trim();
  if (ctx.used.has(key)) return null;
  ctx.used.add(key);
  return key;
}

/** Tries `make` up to `tries` times for a sentence not printed yet. */
export function freshFrom(ctx: WriteContext, make: () => string, tries = 8): string | null {
  for (let i = 0; i < tries; i++) {
    const s = fresh(ctx, make());
    if (s) return s;
  }
  return null;
}

export function paragraphsLength(paragraphs: Paragraph[]): number {
  let n = 0;
  for (const p of paragraphs) for (const r of p.runs) n += r.text.length + 1;
  return n;
}

/**
 * Keeps adding paragraphs from `next` while that brings the section closer to `target`
 * characters: a paragraph that would overshoot by more than half its own length is dropped, so
 * sections land on their target on average instead of always above it.
 */
export function fillTo(
  paragraphs: Paragraph[],
  target: number,
  next: () => Paragraph | null,
  guard = 400,
): void {
  let length = paragraphsLength(paragraphs);
  for (let tries = 0; length < target && tries < guard; tries++) {
    const p = next();
    if (!p) return;
    const added = paragraphsLength([p]);
    if (length + added / 2 > target) return;
    paragraphs.push(p);
    length += added;
  }
}

/** A paragraph of 2-4 sentences from `make` (null when `make` runs dry first). */
export function groupSentences(
  ctx: WriteContext,
  make: () => string | null,
  min = 2,
  max = 4,
): string | null {
  const n = ctx.rng.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = make();
    if (!s) break;
    out.push(s);
  }
  return out.length > 0 ? out.join(' ') : null;
}

/** Joins sentences to one paragraph, skipping the ones already printed. */
export function sentences(ctx: WriteContext, items: string[]): string {
  return items
    .map((s) => fresh(ctx, s))
    .filter((s): s is string => s !== null)
    .join(' ');
}

export function pickNumber(rng: Rng, values: readonly number[]): number {
  return rng.pick(values);
}

/**
 * Cycles through `templates`, each at most `maxUses` times per monograph, starting at a random
 * one; null once all are spent. A long section ends shorter rather than repeating one structure
 * (a 30,000-character monograph built from five templates read like a loop).
 */
export function createRotation(
  ctx: WriteContext,
  templates: readonly string[],
  maxUses: number,
): () => string | null {
  const order = ctx.rng.shuffle(templates);
  const uses = new Map<string, number>();
  let i = 0;
  return () => {
    for (let tried = 0; tried < order.length; tried++) {
      const t = order[i++ % order.length] ?? '';
      const n = uses.get(t) ?? 0;
      if (n < maxUses) {
        uses.set(t, n + 1);
        return t;
      }
    }
    return null;
  };
}
