import { OD_BY_INTENT } from './tells-ingestion';
/**
 * The question tells an ingestion as an event that happened — a dose swallowed by mistake or too
 * much of it — in the grammar of an event, not in a list of amounts: a past "swallowed" /
 * "ingested" that is no instruction ("should be swallowed whole", "can she swallow it with
 * milk"), "nuốt phải / uống phải / ăn phải" (took by accident), "lỡ uống / lỡ nuốt", "uống nhầm",
 * "tiêm nhầm", "truyền nhầm", "nhầm y lệnh" (an order given in error: first-set batch 142, first run,
 * "do nhầm y lệnh được truyền 500 ml NaCl 3% …" led with Chống chỉ định), "tự tử", "overdosed",
 * "took an overdose". "uống phải / ăn phải" only before what
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
  /(?<!\p{L})(?:nuot\s+(?:phai|mat|nham)|(?:uong|an)\s+phai(?=\s+(?:thuoc|vien|\d+|mot|may|vai|ca|nhieu|lo|vi|hop)(?!\p{L}))|lo\s+(?:uong|nuot)|uong\s+nham|tiem\s+nham|truyen\s+nham|nham\s+y\s+lenh)(?!\p{L})/u;
const SUICIDE = /(?<!\p{L})tự\s+tử(?!\p{L})/iu;

/** A count of units taken: "took three of his 100 mg acarbose tablets", "took twenty … tablets". */
const ENGLISH_COUNT_TAKEN =
  /\b(?:took|taken|swallowed|had|given|gave)\s+(?:(?:about|around|roughly|nearly|almost|maybe|perhaps)\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|several|many|a\s+handful\s+of|all)\s+(?:of\s+(?:his|her|my|their|the|our|your)\s+)?(?:[\w.,/-]+\s+){0,4}?(?:tablets?|pills?|capsules?|caps|tabs|sachets?|ampoules?|vials?|doses)\b/u;
/** Words that make a count of units taken a mistake or too much. */
const ENGLISH_MISTAKE =
  /\b(?:by\s+mistake|mistakenly|accidentally|by\s+accident|at\s+once|in\s+one\s+go|all\s+together|instead\s+of|too\s+many|extra)\b/u;
/** A count no one takes as a dose: five and up. */
const MANY =
  /^(?:\d{2,}|[5-9]|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|many|a\s+handful\s+of|all)$/u;
/**
 * A doubled dose told as past: "took a double dose", "has had roughly double doses for 2 days",
 * "a duplicate clindamycin order". Not "should I take a double dose?" (a missed dose's catch-up,
 * which the book's Cách dùng answers): only after a past verb.
 */
const ENGLISH_DOUBLED =
  /\b(?:took|taken|had|given|gave|received|got)\s+(?:(?:a|an|the|about|around|roughly|nearly)\s+)*double\s+(?:\w+\s+)?doses?\b|\bdoubled\s+(?:up\s+)?(?:his|her|my|the|their)\s+(?:\w+\s+)?doses?\b|\bduplicate\s+(?:[\w-]+\s+){0,2}(?:order|dose|prescription)s?\b/u;

/**
 * An English ingestion told by its count or as a doubled dose. Measured: "took twenty 1 mg
 * colchicine tablets … management?" (stop 64's doctor's questions) led with the trade names;
 * "took three of his 100 mg acarbose tablets at lunch by mistake" and "a duplicate clindamycin
 * order - she has had roughly double doses for 2 days" (first-set batches 135-136, first runs)
 * were answered from the dose and ADR sections.
 */
function tellsEnglishExcess(folded: string): boolean {
  if (ENGLISH_DOUBLED.test(folded)) return true;
  const count = ENGLISH_COUNT_TAKEN.exec(folded);
  return count !== null && (MANY.test(count[1]!) || ENGLISH_MISTAKE.test(folded));
}

/**
 * A route given in error: "gave 1 mg adrenaline IV instead of IM", "tiêm tĩnh mạch thay vì tiêm
 * bắp". The dose meant for one route went in by a faster one, an overdose the book's Quá liều
 * answers. Measured on unseen batch 139 (first run): "A nurse gave 1 mg adrenaline IV instead of
 * IM … BP is now 230/130" led with Chống chỉ định's anaphylaxis exception, and "Tiêm ngay thuốc
 * có tác dụng chẹn alpha (phentolamin)" was never shown.
 */
const ROUTE_WORD = String.raw`(?:iv|intravenous(?:ly)?|im|intramuscular(?:ly)?|sc|subcutaneous(?:ly)?)`;
const VN_ROUTE = String.raw`(?:tinh\s+mach|tm|bap|duoi\s+da)`;
// Only as an event, after a past verb: "Can adrenaline be given IV instead of IM …?" asks a choice.
const WRONG_ROUTE = new RegExp(
  String.raw`(?<!\p{L})(?:(?:gave|injected|pushed|administered|(?<!(?:be|can|could|should|may)\s)given)(?:\s+[^\s.?!]+){0,5}?\s+${ROUTE_WORD}\s+instead\s+of\s+${ROUTE_WORD}|(?:da|lo|vua|nham)\s+tiem\s+(?:nham\s+)?(?:vao\s+)?${VN_ROUTE}\s+thay\s+vi\s+(?:tiem\s+)?${VN_ROUTE})(?!\p{L})`,
  'u',
);

/**
 * An overdose told by intent, as the ward writes it (OD_BY_INTENT, "intentional overdose"). Measured on
 * unseen batch 147 (first run): "Intentional OD, ~20 tabs diltiazem … What atropine dose …?" led
 * with DILTIAZEM's contraindications, not its overdose management. Not "suicide attempt" (what
 * was taken may be another substance, told before it: first-set batch 89's fertiliser) nor a
 * count in Vietnamese (first-set batch 96's "uống 20 viên paracetamol" is the remedy's patient).
 */
const ENGLISH_INTENT = new RegExp(
  String.raw`\b(?:${OD_BY_INTENT}|(?:intentional|deliberate|accidental)\s+(?:overdose|ingestion))\b`,
  'u',
);

export function tellsIngestionEvent(text: string, folded: string): boolean {
  return (
    ENGLISH_EVENT.test(folded) ||
    ENGLISH_INTENT.test(folded) ||
    WRONG_ROUTE.test(folded) ||
    tellsEnglishExcess(folded) ||
    VIETNAMESE_EVENT.test(folded) ||
    SUICIDE.test(text)
  );
}
