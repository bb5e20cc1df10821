import type { DrugMatchHow } from '@/lib/schema/drug-index';
import type { DrugLexicon, MentionHow } from './drug-lexicon';
import { findDrugMentions } from './find-drug-mentions';
import { innSpellingKey } from './inn-spelling-key';
import { tokenizeName } from './tokenize-query';

const ORDER: Record<DrugMatchHow, number> = { name: 0, inn: 1, trade: 2, spelling: 3, typo: 4 };

type OwnerSource = 'title' | 'analogue' | 'inn' | 'trade' | 'trade_base' | 'derived';

function howOf(source: OwnerSource, via: 'folded' | 'spelling'): DrugMatchHow {
  if (source === 'trade' || source === 'trade_base') return 'trade';
  if (via === 'spelling') return 'spelling';
  return source === 'inn' ? 'inn' : 'name';
}

const MENTION_HOW: Record<MentionHow, DrugMatchHow> = {
  exact: 'name',
  folded: 'name',
  inn: 'inn',
  trade: 'trade',
  spelling: 'spelling',
  typo: 'typo',
};

/** `query` starts the key, or starts one of its later words. */
const startsWord = (key: string, query: string) =>
  key.startsWith(query) || key.includes(` ${query}`);

/**
 * The drug index's filter, as the reader types: the monographs whose names start with what
 * was typed — the title, the INN line, a trade name — through the chat's own drug lexicon, so
 * diacritics are optional, English INN spellings meet the book's ("amoxicillin" →
 * AMOXICILIN, by innSpellingKey) and a misspelt whole name still finds its drug (the
 * lexicon's typo matching). Unlike a question, a filter is a prefix: "amox" already lists
 * AMOXICILIN. Best way of matching per drug, in no particular order (the caller sorts).
 */
export function matchDrugFilter(lexicon: DrugLexicon, query: string): Map<string, DrugMatchHow> {
  const found = new Map<string, DrugMatchHow>();
  const note = (drugId: string, how: DrugMatchHow) => {
    const had = found.get(drugId);
    if (had === undefined || ORDER[how] < ORDER[had]) found.set(drugId, how);
  };
  const tokens = tokenizeName(query);
  if (tokens.length === 0) return found;
  const folded = tokens.map((t) => t.folded).join(' ');
  const spelling = tokens.map((t) => innSpellingKey(t.folded)).join(' ');
  for (const [key, owners] of lexicon.folded) {
    if (!startsWord(key, folded)) continue;
    for (const o of owners) note(o.drug_id, howOf(o.source, 'folded'));
  }
  for (const [key, owners] of lexicon.spelling) {
    if (!startsWord(key, spelling)) continue;
    for (const o of owners) note(o.drug_id, howOf(o.source, 'spelling'));
  }
  for (const mention of findDrugMentions(lexicon, query)) {
    note(mention.drug_id, MENTION_HOW[mention.how]);
  }
  return found;
}
