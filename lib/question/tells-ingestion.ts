/**
 * The question tells that the drug was taken too much or by mistake ("nuốt", "uống nhầm", "lỡ
 * uống", "uống cả vỉ", "uống 30 viên", "tiêm nhầm", "tự tử", "quá liều", "overdose", "swallowed",
 * "ingested"): the patient's state is the overdose's, and what is asked is its management.
 * Folded, "tự tử" is "từ từ" (slowly: "tiêm từ từ được không?"), so it is read only after a word
 * of intent ("để tự tử") or before its means ("tự tử bằng …").
 */
export const TELLS_INGESTION =
  /(?<!\p{L})(?:nuot|uong\s+nham|tiem\s+nham|lo\s+uong|uong\s+ca\s+(?:vi|lo|hop)|uong\s+\d+\s+vien|(?:de|dinh|muon|toan|nham)\s+tu\s+tu|tu\s+tu\s+bang|qua\s+lieu|overdos\w*|swallow\w*|ingest\w*)(?!\p{L})/u;
