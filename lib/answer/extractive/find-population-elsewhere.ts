import 'server-only';
import type { Chunk } from '@/lib/schema/chunk';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { ChunkStore } from '@/lib/store/chunk-store';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
import { statesBandCondition } from '@/lib/answer/policy/read-sentence-bands';
import type { ValueInterval } from '@/lib/schema/patient-parameters';
import {
  ELDERLY_FROM_YEARS,
  POPULATION_LABEL_PHRASES,
  type PopulationKey,
} from '@/lib/retrieval/population-cues';
import type { RetrievedChunk } from '@/lib/retrieval/retrieve-chunks';

/**
 * Issue 14 item 2: an abstention is a claim that the book is silent, so it must be true.
 * "Aciclovir có cần chỉnh liều ở người suy thận không?" answered "Không tìm thấy" while its
 * Thận trọng says "liều dùng phải điều chỉnh theo độ thanh thải creatinin". Before giving up on
 * a population the asked section does not name, the drug's other sections are read — Thận trọng
 * and Chống chỉ định first (where adjustments for renal, hepatic, elderly and pregnant patients
 * are written when the dosing section is silent), then Liều lượng (the reverse), then the rest.
 */
const ORDER: readonly SectionKey[] = [
  'than_trong',
  'chong_chi_dinh',
  'lieu_luong_va_cach_dung',
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
  'chi_dinh',
  'tac_dung_khong_mong_muon',
  'duoc_ly_va_co_che_tac_dung',
];

/**
 * The words that name the population itself: "chức năng gan/thận" is also what is monitored in
 * everyone ("theo dõi chức năng gan"), which says nothing about the impaired patient.
 */
function phrasesOf(keys: readonly PopulationKey[]): string[] {
  return keys
    .flatMap((k) => POPULATION_LABEL_PHRASES[k])
    .filter((p) => p.length > 0 && !p.startsWith('chuc nang'));
}

/** A section that is about one population as a whole: every sentence of it answers for it. */
const OWN_SECTION: Partial<Record<PopulationKey, SectionKey>> = {
  phu_nu_co_thai: 'thoi_ky_mang_thai',
  cho_con_bu: 'thoi_ky_cho_con_bu',
};

/**
 * The ages that name an age group without its words: a band that ends before adulthood names
 * children ("người đái tháo đường typ 2 dưới 18 tuổi"), one that starts at 60 the elderly.
 */
const AGE_NAMES: Partial<Record<PopulationKey, (band: ValueInterval) => boolean>> = {
  tre_em: (band) => band.max !== null && band.max <= 18,
  nguoi_cao_tuoi: (band) => band.min !== null && band.min >= ELDERLY_FROM_YEARS,
};

/** Whether the text states an age band that names one of the age groups asked about. */
function bandsAgeGroup(text: string, keys: readonly PopulationKey[]): boolean {
  const tests = keys.flatMap((k) => AGE_NAMES[k] ?? []);
  if (tests.length === 0 || !/\d/.test(text)) return false;
  return statesBandCondition(
    text,
    (c) => c.kind === 'numeric' && c.quantity === 'age_years' && tests.some((t) => t(c.interval)),
  );
}

/**
 * Whether the text names one of the populations asked about (folded, whole words), or an age
 * group by its ages. Measured on the real book (ACARBOSE): "Acarbose có dùng cho trẻ em được
 * không?" abstained ("Không mục nào … nói về “trẻ em”") while Chống chỉ định says "người đái
 * tháo đường typ 2 dưới 18 tuổi".
 */
export function namesPopulation(text: string, keys: readonly PopulationKey[]): boolean {
  const folded = foldDiacritics(text);
  return phrasesOf(keys).some((p) => containsPhrase(folded, p)) || bandsAgeGroup(text, keys);
}

/**
 * Whether a draft already answers for the population: a sentence (with its label) names it, it
 * comes from the population's own section, or it shows a lifted table whose chunk names it.
 */
export function draftAnswersPopulation(
  draft: AnswerDraft,
  keys: readonly PopulationKey[],
  chunks: ReadonlyMap<string, Chunk>,
): boolean {
  const own = new Set(keys.flatMap((k) => OWN_SECTION[k] ?? []));
  // A gap line names the population to say what the book does not give it (find-renal-words-gap
  // says "suy thận"): it answers nothing.
  return draft.sentences.some(
    (s) =>
      (!s.gap && namesPopulation(s.text, keys)) ||
      (s.quote !== undefined && namesPopulation(s.quote, keys)) ||
      s.cites.some((id) => {
        const c = chunks.get(id);
        if (!c) return false;
        if (own.has(c.section_key)) return true;
        // A lifted table or formula shown as a crop answers when its chunk names the population
        // ("Cột: Độ thanh thải creatinin (ml/phút) | Liều dùng" for a renal question).
        return (
          (c.chunk_kind === 'block_descriptor' || c.has_quarantined_content) &&
          namesPopulation(c.text, keys)
        );
      }),
  );
}

/** The child populations: a newborn or a child, the patient and not the mother's. */
export const CHILD_KEYS: ReadonlySet<PopulationKey> = new Set(['tre_so_sinh', 'tre_em']);
const MOTHERS_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
]);

/**
 * Sections whose population words say what the drug does, not whom it is given to: Quá liều
 * và xử trí lists "suy thận" among an overdose's signs. Measured on first-set batches 111 and
 * 112 (first runs, ACETYLCYSTEIN): a patient at eGFR 38 asking the dose that protects the kidney
 * from contrast was answered with "Các triệu chứng khác bao gồm … suy thận" twice.
 */
const CONSEQUENCES: ReadonlySet<SectionKey> = new Set(['qua_lieu_va_xu_tri']);

export interface PopulationElsewhere {
  section: SectionKey;
  chunks: RetrievedChunk[];
}

/**
 * The first other section of the drug's monograph (in ORDER) whose text names the population;
 * null when none does. `passes` are the sections to leave out, tried in turn over one read of the
 * monograph: the sections asked, then (answer-question.ts) only those the draft drew from.
 * `read` collects every section key read, so an abstention can name them.
 */
export async function findPopulationElsewhere(
  store: ChunkStore,
  drugId: string,
  keys: readonly PopulationKey[],
  passes: readonly ReadonlySet<SectionKey>[],
  read: Set<SectionKey>,
): Promise<PopulationElsewhere | null> {
  const all = await store.scrollChunks({ drug_id: [drugId] });
  for (const c of all) read.add(c.section_key);
  for (const leftOut of passes) {
    const found = populationIn(all, keys, leftOut);
    if (found) return found;
  }
  return null;
}

/** The first section of `all`, not in `leftOut`, that is about the population or names it. */
function populationIn(
  all: readonly Chunk[],
  keys: readonly PopulationKey[],
  leftOut: ReadonlySet<SectionKey>,
): PopulationElsewhere | null {
  // A child patient is not the child the mother's sections speak of (exposed in the womb or
  // through milk): measured on unseen batch 32 (first run), a 9-day-old with tetanus was
  // answered from Thời kỳ mang thai ("… gây hạ thân nhiệt ở trẻ sơ sinh") instead of the dose.
  const childOnly = keys.length > 0 && keys.every((k) => CHILD_KEYS.has(k));
  const prose = all.filter(
    (c) =>
      c.chunk_kind === 'prose' &&
      !leftOut.has(c.section_key) &&
      !CONSEQUENCES.has(c.section_key) &&
      !(childOnly && MOTHERS_SECTIONS.has(c.section_key)),
  );
  const rank = (k: SectionKey) => (ORDER.includes(k) ? ORDER.indexOf(k) : ORDER.length);
  const sections = [...new Set(prose.map((c) => c.section_key))].sort((a, b) => rank(a) - rank(b));
  // The population's own section (Thời kỳ cho con bú for a nursing mother) is about it as a
  // whole, whether or not it repeats the words ("Lượng thuốc vào sữa nhỏ …").
  const own = new Set(keys.flatMap((k) => OWN_SECTION[k] ?? []));
  const ownHits = prose.filter((c) => own.has(c.section_key));
  if (ownHits.length > 0)
    return {
      section: ownHits[0]!.section_key,
      chunks: ownHits.map((chunk) => ({ chunk, score: 1 })),
    };
  for (const section of sections) {
    const hits = prose.filter((c) => c.section_key === section && namesPopulation(c.text, keys));
    if (hits.length > 0) return { section, chunks: hits.map((chunk) => ({ chunk, score: 1 })) };
  }
  return null;
}
