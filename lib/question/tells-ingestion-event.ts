/**
 * The question tells an ingestion as an event that happened — a dose swallowed by mistake or too
 * much of it — in the grammar of an event, not in a list of amounts: a past "swallowed" /
 * "ingested" that is no instruction ("should be swallowed whole", "can she swallow it with
 * milk"), "nuốt phải / uống phải / ăn phải" (took by accident), "lỡ uống / lỡ nuốt", "uống nhầm",
 * "tiêm nhầm", "tự tử", "overdosed", "took an overdose". "uống phải / ăn phải" only before what
 * was taken (thuốc, viên, a count): "thuốc này uống phải kiêng gì" is a diet rule.
 *
 * Why grammar and not phrases: the overdose cues of section-intent.ts are amounts ("swallowed #
 * tablets", "swallowed about", "swallowed several", "swallowed a handful" …), each added after a
 * batch worded it so; a toddler who "swallowed some of grandma's diazepam 5 mg tablets … What
 * should we do?" matched none and was answered with the children's doses (stop 59's doctor's
 * questions). Unlike TELLS_INGESTION (tells-ingestion.ts), it never reads a bare "nuốt" (a
 * patient who cannot swallow a tablet), nor folded "tu tu" ("tiêm từ từ" is a slow injection).
 *
 * Reads the folded question (lower case, no diacritics) and, for "tự tử", the marked text.
 */
const ENGLISH_EVENT =
  /(?<!\b(?:be|been|being|is|are|was|were|to|should|must|can|could|may|might|not|it)\s+)\b(?:swallowed|ingested|overdosed|took\s+an\s+overdose)\b(?!\s+(?:it\s+)?(?:whole|with|without|after|before))/u;
const VIETNAMESE_EVENT =
  /(?<!\p{L})(?:nuot\s+(?:phai|mat|nham)|(?:uong|an)\s+phai(?=\s+(?:thuoc|vien|\d+|mot|may|vai|ca|nhieu|lo|vi|hop)(?!\p{L}))|lo\s+(?:uong|nuot)|uong\s+nham|tiem\s+nham)(?!\p{L})/u;
const SUICIDE = /(?<!\p{L})tự\s+tử(?!\p{L})/iu;

export function tellsIngestionEvent(text: string, folded: string): boolean {
  return ENGLISH_EVENT.test(folded) || VIETNAMESE_EVENT.test(folded) || SUICIDE.test(text);
}
