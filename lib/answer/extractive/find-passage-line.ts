import 'server-only';
import type { AskedQuestion } from '@/lib/question/asked-question';
import type { AnswerDraft, DraftSentence } from '@/lib/answer/policy/answer-draft';
import type { Chunk } from '@/lib/schema/chunk';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { ChunkStore } from '@/lib/store/chunk-store';
import { readChunkLines } from './read-chunk-lines';

/**
 * What crosses to the child, as the book's pharmacokinetics says it: into breast milk for a
 * nursing mother, across the placenta for a pregnancy. Every one of the 18 real monographs names
 * the milk in Dược lý và cơ chế tác dụng ("Enalapril và enalaprilat vào sữa mẹ lượng rất ít",
 * "Nồng độ thuốc trong sữa mẹ xấp xỉ nồng độ thuốc trong huyết thanh mẹ"), beside a lactation
 * section that often says only "bài tiết vào sữa mẹ". Measured on unseen batches 115-116 (first
 * runs): "thuốc có vào sữa nhiều không?", "How much enalapril gets into breast milk?" were shown
 * the lactation section alone, the amount never read.
 */
interface PassageRow {
  name: 'milk' | 'placenta';
  /** The population's own section: the question asks it. */
  section: SectionKey;
  /** The sentence names the passage (as printed, lower case). */
  names: RegExp;
  /** …unless it speaks of milk drunk, as food ("thức ăn và sữa ít ảnh hưởng lên hấp thu"). */
  notFood?: RegExp;
}

const PASSAGES: readonly PassageRow[] = [
  // Milk passed to the child ("Nồng độ digoxin trong huyết tương mẹ và sữa tương tự").
  {
    name: 'milk',
    section: 'thoi_ky_cho_con_bu',
    names: /(?<!\p{L})sữa(?!\p{L})/u,
    notFood: /thức ăn|bữa ăn|(?:uống|dùng) (?:cùng |với )?sữa|(?:sản phẩm|chế phẩm) (?:từ )?sữa/u,
  },
  { name: 'placenta', section: 'thoi_ky_mang_thai', names: /(?<!\p{L})nhau thai(?!\p{L})/u },
];

/** An amount asked ("nhiều không", "bao nhiêu", "how much"): the passage line goes second. */
const ASKS_AMOUNT =
  /(?<!\p{L})(?:nhieu\s+khong|bao\s+nhieu|luong|nong\s+do|how\s+much|how\s+many|amount|levels?|concentrations?)(?!\p{L})/u;

export interface PassageLine {
  line: DraftSentence;
  chunk: Chunk;
  /** Said second, after the answer's first line, when the question asks how much crosses. */
  second: boolean;
  /** How a line names the passage: a shown line that does, with an amount, says it already. */
  names: RegExp;
}

/** An amount said of the passage: a number, "lượng (nhỏ)", "nồng độ", "tỷ lệ", "ít". */
const STATES_AMOUNT = /\d|(?<!\p{L})(?:lượng|nồng độ|tỷ lệ|ít)(?!\p{L})/u;

/**
 * The pharmacokinetic sentence naming the passage of the population the question asks about
 * (its own section asked), from the asked drug's Dược lý. Null when no such section is
 * asked, several drugs are, or the book's pharmacology names no passage.
 */
export async function findPassageLine(
  asked: AskedQuestion,
  drugIds: readonly string[],
  store: ChunkStore,
): Promise<PassageLine | null> {
  const asking = new Set(asked.understood.sections.map((s) => s.key));
  const row = PASSAGES.find((r) => asking.has(r.section));
  if (!row || drugIds.length !== 1) return null;
  const chunks = await store.scrollChunks({
    drug_id: drugIds,
    section_key: ['duoc_ly_va_co_che_tac_dung'],
    chunk_kind: ['prose'],
  });
  const ordered = [...chunks].sort((a, b) => a.part_index - b.part_index);
  for (const chunk of ordered)
    for (const l of readChunkLines(chunk)) {
      const text = l.sentence.text.trim();
      const lower = text.toLowerCase();
      if (!row.names.test(lower) || row.notFood?.test(lower)) continue;
      return {
        line: { text, cites: [chunk.chunk_id], quote: text },
        chunk,
        second: ASKS_AMOUNT.test(asked.text.folded),
        names: row.names,
      };
    }
  return null;
}

/**
 * The draft with the passage line in its place, once: second when an amount is asked, else last;
 * not when a line shown says the amount already (ACEBUTOLOL's lactation section gives the milk to
 * plasma ratio; first-set batch 113 lost its verdict from the first two lines to the repeat).
 */
export function withPassageLine(draft: AnswerDraft, passage: PassageLine | null): AnswerDraft {
  if (!passage) return draft;
  const said = (s: DraftSentence) => {
    const text = s.text.replace(/\s+/g, ' ');
    const lower = text.toLowerCase();
    // Asked how much, a figure says it; "rất ít" does not (DICLOFENAC's lactation section,
    // unseen batch 118: the "100 nanogam/ml" of Dược lý was asked).
    const amount = passage.second ? /\d/u : STATES_AMOUNT;
    return (
      text.includes(passage.line.text) ||
      (passage.names.test(lower) && amount.test(lower.replace(/\[\d+\]/g, '')))
    );
  };
  if (draft.sentences.some(said) || draft.sentences.length === 0) return draft;
  const at = passage.second ? 1 : draft.sentences.length;
  const sentences = [...draft.sentences];
  sentences.splice(at, 0, passage.line);
  return { ...draft, sentences };
}
