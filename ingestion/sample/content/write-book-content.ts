import type { SectionKey } from '@/lib/schema/section-keys';
import { createRng, type Rng } from '../create-rng';
import type { BookContent } from './content-types';
import { CURATED_DRUGS } from './curated-drugs';
import { CLASS_PROFILES, type ClassKey } from './drug-classes';
import type { DrugFacts } from './drug-facts';
import { listPoolNames, SALT_SUFFIXES } from './drug-name-pool';
import { makeDrugFacts } from './make-drug-facts';
import { writeMonograph, type BlockKindPlan, type MonographPlan } from './write-monograph';
import {
  writeAppendices,
  writeCover,
  writeGeneralChapters,
  writePreface,
  writeTitlePage,
} from './write-front-and-back';

export const DEFAULT_MONOGRAPHS = CURATED_DRUGS.length;

/**
 * The default book's designated traps, each given to at least two monographs so every trap kind
 * occurs at least twice. Everything else is drawn from the seeded generator.
 */
const DESIGNATED: Record<string, Partial<MonographPlan>> = {
  ACICLOVIR: { blocks: ['surface_area'], crossPageHost: true },
  AMIKACIN: { blocks: ['merged_table'] },
  AMOXICILIN: { blocks: ['resistance_table'], crossPageHost: true, pkHeading: true },
  ATORVASTATIN: { qui: true },
  CEFOTAXIM: { blocks: ['renal_table'], crossPageHost: true },
  CIPROFLOXACIN: { blocks: ['renal_table'], pkHeading: true },
  CLARITHROMYCIN: { longInteraction: true },
  DIGOXIN: { adrWithoutSuffix: true },
  FLUCONAZOL: { blocks: ['merged_table'] },
  FUROSEMID: { qui: true },
  GENTAMICIN: { blocks: ['cockcroft_gault'] },
  IBUPROFEN: { crossPageHost: true },
  'KALI CLORID': { xuTriWithoutAdr: true },
  METFORMIN: { blocks: ['renal_table'], steps: true },
  METRONIDAZOL: { qui: true },
  MORPHIN: { steps: true, unknownHeading: true, pkHeading: true },
  OMEPRAZOL: { unknownHeading: true, adrWithoutSuffix: true },
  PARACETAMOL: { crossPageHost: true, pkHeading: true },
  PREDNISOLON: { steps: true, xuTriWithoutAdr: true },
  VANCOMYCIN: { blocks: ['cockcroft_gault'] },
  WARFARIN: { longInteraction: true, unknownHeading: true },
};

const WEIGHT_DOSED_CLASSES = new Set<ClassKey>([
  'beta_lactam',
  'aminoglycoside',
  'macrolide',
  'antibacterial',
  'antifungal',
  'antiviral',
  'antiparasitic',
  'analgesic',
]);

/** Optional sections and how often a monograph keeps them (ADR 0004: 11-19 sections, median 17). */
const KEEP_PROBABILITY: Partial<Record<SectionKey, number>> = {
  ten_thuong_mai: 1,
  thoi_ky_cho_con_bu: 0.95,
  huong_dan_xu_tri_adr: 0.85,
  qua_lieu_va_xu_tri: 0.9,
  do_on_dinh_va_bao_quan: 0.92,
  tuong_ky: 0.35,
  thong_tin_quy_che: 0.7,
  tuong_tac_thuoc: 0.94,
};

export interface BookPlanOptions {
  monographs: number;
  seed: number;
}

export function writeBookContent(options: BookPlanOptions): BookContent {
  const rng = createRng(options.seed);
  const drugs = chooseDrugs(options.monographs, rng.fork('drugs'));
  const isDefault = drugs.every((d) => CURATED_DRUGS.includes(d));
  // Scale mode: about one monograph in seventy asks for a table that runs across a page break
  // (~14% carry a block, ~10% of those); every dosing section may offer the spot for one.
  let crossPageTables = isDefault ? 2 : 0;
  const monographs = drugs.map((facts) => {
    const mrng = rng.fork(`monograph:${facts.title}`);
    const plan = planMonograph(facts, mrng, isDefault);
    if (!isDefault && mrng.chance(0.014)) crossPageTables++;
    return writeMonograph(plan, mrng);
  });
  return {
    cover: writeCover(),
    titlePage: writeTitlePage(),
    preface: writePreface(),
    generalChapters: writeGeneralChapters(),
    monographs,
    appendices: writeAppendices(),
    crossPageTables,
    columnContinuedTables: isDefault ? 2 : 0,
    headingsAtColumnEnd: isDefault ? 3 : Math.max(2, Math.round(monographs.length / 12)),
  };
}

function planMonograph(facts: DrugFacts, rng: Rng, isDefault: boolean): MonographPlan {
  const designated = isDefault ? (DESIGNATED[facts.title] ?? {}) : {};
  // ADR 0004: whole-monograph p90/median = 19,068/11,480, a log-normal spread of about 0.39.
  // The default book is kept compact (40-70 pages); scale mode follows the measured spread.
  // Calibrated on the 680-monograph book to the ADR's median (x1.05 over the section medians,
  // which the fill rule undershoots slightly).
  // About one monograph in seventy is a long one (ADR 0004's max is 3.4x the median), a heavier
  // tail than the log-normal gives on its own.
  const longOne = !isDefault && rng.chance(0.015) ? 1.6 : 1;
  const lengthFactor =
    Math.min(3.5, Math.max(0.35, Math.exp(0.39 * rng.normal()))) *
    (isDefault ? 0.72 : 1.05) *
    longOne;
  // A few monographs are sparse (ADR 0004's minimum is 11 sections): they drop optional sections
  // far more often.
  const sparse = !isDefault && rng.chance(0.05);
  const omit: SectionKey[] = [];
  for (const [key, p] of Object.entries(KEEP_PROBABILITY) as Array<[SectionKey, number]>) {
    if (!rng.chance(sparse ? p ** 12 : p)) omit.push(key);
  }
  const plan: MonographPlan = {
    facts,
    lengthFactor,
    pkHeading: rng.chance(0.5),
    qui: rng.chance(isDefault ? 0 : 0.3),
    adrWithoutSuffix: rng.chance(isDefault ? 0 : 0.15),
    xuTriWithoutAdr: rng.chance(isDefault ? 0 : 0.15),
    omit,
    longInteraction: !isDefault && rng.chance(0.012),
    unknownHeading: !isDefault && rng.chance(0.05),
    steps: !isDefault && Boolean(CLASS_PROFILES[facts.classKey].steps) && rng.chance(0.3),
    blocks: isDefault ? [] : scaleBlocks(facts, rng),
    // Any monograph of a class dosed by body weight may offer the spot for a floating
    // weight-band table; the book's budget decides how many are placed.
    crossPageHost: !isDefault || WEIGHT_DOSED_CLASSES.has(facts.classKey),
    ...designated,
  };
  // A designated variant heading must not be dropped with its section.
  const keep = new Set<SectionKey>();
  if (plan.qui) keep.add('thong_tin_quy_che');
  if (plan.xuTriWithoutAdr) keep.add('huong_dan_xu_tri_adr');
  if (plan.longInteraction) keep.add('tuong_tac_thuoc');
  plan.omit = plan.omit.filter((k) => !keep.has(k));
  return plan;
}

/** ~14% of monographs carry a lifted block, three quarters of them in the dosing section. */
function scaleBlocks(facts: DrugFacts, rng: Rng): BlockKindPlan[] {
  if (!rng.chance(0.14)) return [];
  const r = rng.next();
  if (r < 0.25)
    return [CLASS_PROFILES[facts.classKey].antimicrobial ? 'resistance_table' : 'pk_table'];
  if (r < 0.6) return ['renal_table'];
  if (r < 0.77) return ['merged_table'];
  if (r < 0.93) return ['cockcroft_gault'];
  return ['surface_area'];
}

/** The curated drugs first (all of them from 24 monographs on), then pool names, then salt
 * variants, all unique, in the book's alphabetical order. */
export function chooseDrugs(count: number, rng: Rng): DrugFacts[] {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`write-book-content: monographs must be >= 1, got ${count}`);
  const chosen: DrugFacts[] = [];
  if (count <= CURATED_DRUGS.length) {
    // Keep the designated trap hosts when the book is smaller than the curated set.
    const hosts = CURATED_DRUGS.filter((d) => DESIGNATED[d.title]);
    const rest = CURATED_DRUGS.filter((d) => !DESIGNATED[d.title]);
    chosen.push(...[...hosts, ...rest].slice(0, count));
  } else {
    chosen.push(...CURATED_DRUGS);
    const titles = new Set(chosen.map((d) => d.title));
    const pool = rng.shuffle(listPoolNames());
    for (const name of pool) {
      if (chosen.length >= count) break;
      const facts = makeDrugFacts(name, null, rng.fork(name.vn));
      if (titles.has(facts.title)) continue;
      titles.add(facts.title);
      chosen.push(facts);
    }
    let round = 0;
    while (chosen.length < count && round < SALT_SUFFIXES.length) {
      for (const name of pool) {
        if (chosen.length >= count) break;
        const suffix = SALT_SUFFIXES[(round + name.vn.length) % SALT_SUFFIXES.length] ?? null;
        if (!suffix || name.vn.includes(' ')) continue;
        const facts = makeDrugFacts(name, suffix, rng.fork(`${name.vn}:${suffix.vn}`));
        if (titles.has(facts.title)) continue;
        titles.add(facts.title);
        chosen.push(facts);
      }
      round++;
    }
    if (chosen.length < count) {
      throw new Error(
        `write-book-content: only ${chosen.length} unique drug names available, ${count} asked`,
      );
    }
  }
  return chosen.sort((a, b) => a.title.localeCompare(b.title, 'vi'));
}
