import 'server-only';
import { LABEL } from '@/lib/book/label-grammar';
import { readBookSentences } from '@/lib/book/read-book-sentences';
import type { BookSentence } from '@/lib/schema/book-sentence';
import type { Chunk } from '@/lib/schema/chunk';
import { carriesQuarantine } from '@/lib/answer/policy/carries-quarantine';
import type { SourceSentence } from '@/lib/answer/policy/split-sentences';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/*
 * A chunk's content sentences with the label chains ingest stored for them (book-sentence.ts):
 * what every request asks of a retrieved chunk's lines, whatever the question.
 */

/** Words that say nothing about which sentence answers the question. */
const STOP = new Set(
  'cua cho voi la va the nao bao nhieu co khong duoc gi nhung nhu khi thi ra sao con nay do mot cac nhung hay hoac trong ve theo thuoc dung'.split(
    ' ',
  ),
);

/** The words of folded text that can say which sentence answers: no stop word, no letter alone. */
export const syllablesOfFolded = (folded: string) =>
  folded.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w));

export const syllables = (text: string) => syllablesOfFolded(foldDiacritics(text));

/** A chunk's content line with the label chain it is read under: what no question changes. */
export interface ChunkLine {
  sentence: SourceSentence;
  i: number;
  printed: string[];
  /** The long heading over the line, shown only when the question names it (namesTopic). */
  topicOver: string | null;
  /** The scope the line was read in (withTopic places the long heading after its labels). */
  scope: string[];
  /** The sentence's syllables, and its labels and text folded: read once with the line. */
  words: string[];
  /** The syllables of the labels over it (weigh-question-words.ts reads both). */
  labelWords: string[];
  foldedLine: string;
  foldedLabels: string;
  /** The book's paragraph ends after the sentence (a line break before the next one, or none). */
  endsParagraph: boolean;
}

const CHUNK_LINES_CAP = 2_048;
const chunkLinesByText = new Map<string, ChunkLine[]>();

/**
 * The lines of a chunk, remembered by what they are read from (the text, the carried labels,
 * the section, whether a table was lifted): the chain does not depend on the question, and the
 * same chunks answer many questions. Measured: reading the chains was about a third of the
 * extractive draft's CPU (cpu profile of 600 bench:api questions in one process).
 */
export function readChunkLines(chunk: Chunk): ChunkLine[] {
  const key = [
    chunk.section_key,
    carriesQuarantine(chunk) ? 'q' : '',
    chunk.context_labels.join('\u0001'),
    chunk.source_text,
    chunk.sentences ? sentencesKey(chunk.sentences) : '',
  ].join('\u0000');
  let lines = chunkLinesByText.get(key);
  if (!lines) {
    lines = linesOf(chunk, chunk.sentences ?? readChunkAlone(chunk));
    // Cleared whole past the cap, as memoize-by-token.ts does: bounded, and cheap to refill.
    if (chunkLinesByText.size >= CHUNK_LINES_CAP) chunkLinesByText.clear();
    chunkLinesByText.set(key, lines);
  }
  return lines;
}

/**
 * A chunk with no sentences stored (built by hand in a test, or ingested before they were) is
 * read alone, under the labels the chunker carried to it: a part-local reading, which an index
 * built by `npm run ingest` never needs (answer-sentence-reads.test.ts counts the calls).
 */
function readChunkAlone(chunk: Chunk): BookSentence[] {
  return readBookSentences({
    text: chunk.source_text,
    sectionKey: chunk.section_key,
    tableLifted: carriesQuarantine(chunk),
    carried: chunk.context_labels,
    drugName: chunk.drug_name,
  });
}

/** The content sentences as lines, with what every question asks of them read once. */
function linesOf(chunk: Chunk, sentences: readonly BookSentence[]): ChunkLine[] {
  const lines: ChunkLine[] = [];
  sentences.forEach((s, i) => {
    if (s.kind !== 'content') return;
    const text = chunk.source_text.slice(s.start, s.end);
    const own = LABEL.exec(text);
    lines.push({
      ...{ sentence: { text, start: s.start, end: s.end }, i, printed: s.labels },
      ...{ topicOver: s.topic?.text ?? null, scope: s.topic?.scope ?? [] },
      words: syllables(text),
      labelWords: syllables(s.labels.join(' ')),
      foldedLine: foldDiacritics(`${s.labels.join(' ')} ${text}`),
      foldedLabels: foldDiacritics([...s.labels, ...(own ? [own[1]!] : [])].join(' ')),
      endsParagraph: endsParagraphAfter(chunk.source_text, sentences, i),
    });
  });
  return lines;
}

/** Whether the text breaks its line between sentence `i` and the next, or has no next. */
function endsParagraphAfter(text: string, sentences: readonly BookSentence[], i: number): boolean {
  const next = sentences[i + 1];
  return !next || text.slice(sentences[i]!.end, next.start).includes('\n');
}

/**
 * What tells two stored readings of the same text apart: each sentence's span, kind and chain.
 * Built by hand: JSON.stringify of every retrieved chunk's sentences cost about 5% of an
 * answer's CPU (in-process, 600 questions on the 680 book).
 */
function sentencesKey(sentences: readonly BookSentence[]): string {
  let key = '';
  for (const s of sentences)
    key += `${s.start},${s.end},${s.kind},${s.labels.join('\u0001')},${s.topic ? `${s.topic.text}\u0001${s.topic.scope.join('\u0001')}` : ''};`;
  return key;
}
