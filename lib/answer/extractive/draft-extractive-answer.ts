import 'server-only';
import type { Chunk } from '@/lib/schema/chunk';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
import { captionAttachment, captionUnlocatedBlock } from '@/lib/answer/policy/caption-attachment';
import { attachmentsToShow, carriesQuarantine } from '@/lib/answer/policy/carries-quarantine';
import { findDoses } from '@/lib/answer/policy/find-doses';
import { splitSentences } from '@/lib/answer/policy/split-sentences';
import { POPULATION_LABEL_PHRASES } from '@/lib/retrieval/population-cues';
import type { RetrievedChunk } from '@/lib/retrieval/retrieve-chunks';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';

/**
 * The default answerer: verbatim sentences from the best chunks, each citing its chunk, a dose
 * kept with the population label it sits under, and a lead line that frames without stating
 * anything. Deterministic — no model, no clock — so the same question gives the same answer.
 * The policy still checks every sentence; this only proposes.
 */

export const MAX_SENTENCES = 8;
const MAX_CHUNKS = 4;

/** Words that say nothing about which sentence answers the question. */
const STOP = new Set(
  'cua cho voi la va the nao bao nhieu co khong duoc gi nhung nhu khi thi ra sao con nay do mot cac nhung hay hoac trong ve theo thuoc dung'.split(
    ' ',
  ),
);

const syllables = (text: string) =>
  foldDiacritics(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));

/** A label the book prints before what it governs: short, capitalised, ending in a colon. */
const LABEL = /^([\p{Lu}][^:.;\n]{0,60}):\s/u;

interface Candidate {
  chunk: Chunk;
  text: string;
  /** The label chain the sentence sits under, when it does not print its own. */
  labels: string[];
  order: number;
  /** The sentence or its label names a population the question asks about. */
  population: boolean;
  score: number;
}

function candidatesOf(
  chunk: Chunk,
  rank: number,
  terms: Set<string>,
  u: UnderstoodQuery,
): Candidate[] {
  const out: Candidate[] = [];
  const popPhrases = u.populations.flatMap((p) => POPULATION_LABEL_PHRASES[p.key]);
  // A label alone on its paragraph is a scope that governs the paragraphs after it; a label that
  // opens a paragraph governs only that paragraph (the same reading as the chunker's).
  const carried: string[] = chunk.context_labels.map((l) => l.replace(/:\s*$/, ''));
  let scope: string[] = carried;
  let inline: string | null = null;
  let lastEnd = 0;
  for (const [i, sentence] of splitSentences(chunk.source_text).entries()) {
    const newParagraph = i === 0 || chunk.source_text.slice(lastEnd, sentence.start).includes('\n');
    lastEnd = sentence.end;
    const own = LABEL.exec(sentence.text);
    if (newParagraph) inline = null;
    // The chunk's carried context labels govern its opening paragraph only: whether each was a
    // scope or an inline label is not recorded, and a stale label is worse than none.
    if (newParagraph && i > 0 && scope === carried) scope = [];
    if (own && newParagraph && sentence.text.trim().length <= own[0].length + 1) {
      scope = [own[1]!];
      continue; // the label line itself says nothing
    }
    if (own) inline = own[1]!;
    const labels = own
      ? scope.filter((l) => l !== own[1])
      : [...scope, ...(inline ? [inline] : [])];
    const words = syllables(sentence.text);
    const overlap = words.filter((w) => terms.has(w)).length;
    const haystack = foldDiacritics(`${labels.join(' ')} ${sentence.text}`);
    const population = popPhrases.some((p) => p && containsPhrase(haystack, p));
    out.push({
      chunk,
      text: sentence.text,
      labels,
      order: rank * 1000 + i,
      population,
      score: overlap / Math.max(1, terms.size) + (population ? 2 : 0) - rank * 0.05,
    });
  }
  return out;
}

/** The sentence as shown: verbatim, behind the labels it sits under when it prints none itself. */
function displayText(c: Candidate): string {
  return c.labels.length ? `${c.labels.join(' — ')}: ${c.text}` : c.text;
}

/**
 * The policy's own caption for a chunk's lifted block: the one sentence a descriptor chunk may be
 * cited by, and how a quarantined chunk is cited when none of its sentences can be quoted.
 */
function captionOf(chunk: Chunk): string {
  const attachment = attachmentsToShow(chunk)[0];
  return attachment ? captionAttachment(attachment, chunk, true) : captionUnlocatedBlock(chunk);
}

/** The draft for a retrieval that found the drug. Empty `sentences` means nothing fit. */
export function draftExtractiveAnswer(
  u: UnderstoodQuery,
  retrieved: readonly RetrievedChunk[],
): AnswerDraft {
  // The sections the question is about, not every section a cue brushed against.
  const top = Math.max(0, ...u.sections.map((s) => s.weight));
  const wanted = new Set<SectionKey>(
    u.sections.filter((s) => s.weight >= 0.75 * top).map((s) => s.key),
  );
  const relevant = retrieved.filter((r) => wanted.size === 0 || wanted.has(r.chunk.section_key));
  if (relevant.length === 0) return { sentences: [] };

  const chosen = relevant.slice(0, MAX_CHUNKS).map((r) => r.chunk);
  const drugWords = new Set(chosen.flatMap((c) => syllables(c.drug_name)));
  const terms = new Set(syllables(u.normalized).filter((w) => !drugWords.has(w)));

  const sentences: AnswerDraft['sentences'] = [];
  // A lifted table or formula is answered by its crop: cite the descriptor with nothing to say.
  for (const chunk of chosen.filter((c) => c.chunk_kind === 'block_descriptor')) {
    sentences.push({ text: captionOf(chunk), cites: [chunk.chunk_id] });
  }
  const prose = chosen.filter((c) => c.chunk_kind === 'prose');
  let candidates = prose.flatMap((chunk, rank) => candidatesOf(chunk, rank, terms, u));
  // No numeric dose is proposed from a chunk that lost a table (ADR 0006 §3); the policy would
  // remove it anyway, and the clinician is sent to the crop instead.
  candidates = candidates.filter(
    (c) => !(carriesQuarantine(c.chunk) && findDoses(c.text).length > 0),
  );
  // Overlapping chunks repeat sentences; a question about a population is answered from what
  // the book says for that population when it says anything.
  const seen = new Set<string>();
  candidates = candidates.filter((c) => {
    const key = foldDiacritics(displayText(c)).replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (candidates.some((c) => c.population)) candidates = candidates.filter((c) => c.population);
  const picked = [...candidates]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.order - b.order);
  for (const c of picked) sentences.push({ text: displayText(c), cites: [c.chunk.chunk_id] });
  // A quarantined chunk with no dose-free sentence left still has to be cited, so the policy
  // shows its crop and says the answer is incomplete.
  for (const chunk of prose) {
    if (carriesQuarantine(chunk) && !picked.some((p) => p.chunk === chunk)) {
      sentences.push({ text: captionOf(chunk), cites: [chunk.chunk_id] });
    }
  }

  const first = chosen[0]!;
  const sectionNames = [...new Set(chosen.map((c) => SECTION_DISPLAY_NAMES[c.section_key]))];
  const drugNames = [...new Set(chosen.map((c) => c.drug_name))];
  return {
    lead: `Theo Dược thư Quốc gia Việt Nam, ${sectionNames.join(', ')} của ${drugNames.join(', ') || first.drug_name}:`,
    sentences,
  };
}
