/**
 * An overdose told by intent, as the ward writes it in English: "intentional OD", "OD on …". "OD"
 * alone is also "once daily": only with intent before it or "on/of/with" after it. Measured on
 * unseen batch 147 (first run): "Intentional OD, ~20 tabs diltiazem 60 mg about 6 h ago. HR 38 …
 * What atropine dose …?" led with DILTIAZEM's contraindications, not its overdose management.
 * One source for every reader of an overdose (this file, tells-ingestion-event.ts,
 * read-overdose-management.ts), each with its own word bounds around it.
 */
export const OD_BY_INTENT = String.raw`(?:intentional|deliberate|accidental)\s+od|od\s+(?:on|of|with)`;

/**
 * A dose given in error: "gave enoxaparin 80 mg SC instead of 40 mg", "tiêm 80 mg thay vì 40 mg".
 * Measured on unseen batch 152 (first run): "Nurse gave enoxaparin 80 mg SC instead of 40 mg …
 * gross haematuria. How much protamine?" was read as a dose question, and ENOXAPARIN's bleeding
 * contraindication withheld the dose while Quá liều's protamine line was never shown. Shared as
 * OD_BY_INTENT is.
 */
export const GIVEN_IN_ERROR = String.raw`\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|g|ml|ui|iu|units?|don\s+vi)(?:\s+[\p{L}]+){0,6}?\s+(?:instead\s+of|thay\s+vi)\s+\d`;

/**
 * A drug's toxicity told as the patient's state ("Digoxin toxicity, … VT"): an overdose's
 * management is asked. Not its risk ("to avoid toxicity", "nguy cơ ngộ độc"). Measured on unseen
 * batch 155 (first run): "Digoxin toxicity … Cần bao nhiêu vials digoxin immune Fab?" led with
 * DIGOXIN's contraindications and withheld the dose, Quá liều's Fab line never shown.
 */
export const TOXICITY_TOLD = String.raw`(?!(?:avoid|avoiding|prevent|preventing|risk|signs|monitor|cause|causes|without)\s)[a-z]{4,}\s+(?:toxicity|intoxication)`;

/** The English overdose words read here beside OD_BY_INTENT: a count of tablets taken. */
const ENGLISH_OVERDOSE = String.raw`${OD_BY_INTENT}|${GIVEN_IN_ERROR}|${TOXICITY_TOLD}|(?:mixed|polypharmacy)\s+od|(?:took|takes|taken|ingested|swallowed|had)\s+(?:~\s*|about\s+|around\s+|approx\.?\s*)?\d{2,3}\s*(?:tabs?|tablets?|pills?|caps(?:ules)?)`;

/**
 * The question tells that the drug was taken too much or by mistake ("nuốt", "uống nhầm", "lỡ
 * uống", "uống cả vỉ", "uống 30 viên", "tiêm nhầm", "tự tử", "quá liều", "overdose", "swallowed",
 * "ingested", "intentional OD", "took ~20 tabs"): the patient's state is the overdose's, and what
 * is asked is its management. Folded, "tự tử" is "từ từ" (slowly: "tiêm từ từ được không?"), so it
 * is read only after a word of intent ("để tự tử") or before its means ("tự tử bằng …").
 */
export const TELLS_INGESTION = new RegExp(
  String.raw`(?<!\p{L})(?:nuot|uong\s+nham|tiem\s+nham|lo\s+uong|uong\s+ca\s+(?:vi|lo|hop)|uong\s+\d+\s+vien|(?:de|dinh|muon|toan|nham)\s+tu\s+tu|tu\s+tu\s+bang|qua\s+lieu|overdos\w*|swallow\w*|ingest\w*|${ENGLISH_OVERDOSE})(?!\p{L})`,
  'u',
);

/**
 * An INR told well above any therapeutic range (5 or more): an anticoagulant's overdose, as the
 * book's Quá liều và xử trí bands it ("INR > 8, không có chảy máu: …"). Read beside a remedy named
 * (read-overdose-management.ts, read-question.ts). Measured on first-set batches 153 and 157
 * (first runs): "INR today 9.2, no bleeding … How much vitamin K?" and "INR today 6.8 … Vitamin K
 * needed or just hold doses?" led with ACENOCOUMAROL's contraindications.
 */
export const INR_OVER_RANGE =
  /(?<![\p{L}])inr(?:\s+(?:today|now|hom\s+nay|hien\s+tai|la|is|of|was))*\s*[:=]?\s*(?:[5-9]|[1-9]\d)(?:[.,]\d+)?(?![\d])/u;
