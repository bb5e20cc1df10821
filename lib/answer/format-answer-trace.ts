import type { AnswerResponse } from '@/lib/schema/answer';
import type { AnswerTrace } from './answer-trace';

const cut = (text: string, n = 90) =>
  text.length > n ? `${text.slice(0, n - 1).replace(/\s+$/, '')}…` : text;

/** The patient's values as one line ("renal max 25 · age_years 70–70 · pregnancy …"). */
function patientLine(trace: AnswerTrace): string {
  const p = trace.asked?.patient ?? {};
  const parts = Object.entries(p).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return parts.length ? parts.join(' · ') : '(none)';
}

/**
 * `npm run explain`'s report: the question as read, what was retrieved, the safety rules that
 * fired, every ranking table with each candidate's key vector (ranked order, the leading line
 * first), the lead rule that fired, then the answer. Plain text, for a pharmacist or QA.
 */
export function formatAnswerTrace(trace: AnswerTrace, answer: AnswerResponse): string {
  const out: string[] = [];
  const a = trace.asked;
  if (a) {
    const u = a.understood;
    const asks = Object.entries(a.asks)
      .filter(([, v]) => v !== null && v !== false)
      .map(([k]) => k);
    out.push(
      `question: ${a.text.text}`,
      `  drugs: ${u.drugs.join(', ') || '(none)'}${u.drugsFromHistory ? ' (from history)' : ''}${u.interactionPair ? ` · pair ${u.interactionPair.join(' ↔ ')}` : ''}${u.otherDrugTerms.length ? ` · other substances ${u.otherDrugTerms.join(', ')}` : ''}`,
      `  sections: ${u.sections.map((s) => `${s.key} ${s.weight}`).join(', ') || '(none)'}`,
      `  populations: ${u.populations.map((p) => p.key).join(', ') || '(none)'}`,
      `  patient: ${patientLine(trace)}`,
      `  conditions: ${a.conditions.map((c) => `${c.asked} (${c.source})`).join(' · ') || '(none)'}`,
      `  asks: ${asks.join(', ') || '(nothing beyond its sections)'}`,
    );
  }
  if (trace.retrieval) {
    out.push(`retrieved (${trace.retrieval.outcome}):`);
    for (const r of trace.retrieval.chunks)
      out.push(`  ${r.score.toFixed(3)}  ${r.chunk.chunk_id}`);
  }
  const fired = trace.safety.filter((t) => t.fired);
  out.push(`safety: ${trace.safety.length} sentences read, ${fired.length} hold for the patient`);
  for (const t of fired) out.push(`  ${t.fired}  ${cut(t.sentence)}`);
  for (const table of trace.ranks) {
    const keys = Object.keys(table.rows[0]?.vector ?? {});
    if (keys.length === 0) {
      out.push(`table ${table.table}: no candidates`);
      continue;
    }
    out.push(`table ${table.table}: ${keys.join(' > ')}`);
    for (const row of table.rows.slice(0, 12)) {
      const vector = keys.map((k) => String(row.vector[k])).join(' ');
      out.push(`  [${vector}]  ${cut(row.label)}`);
    }
    if (table.rows.length > 12) out.push(`  … ${table.rows.length - 12} more`);
  }
  out.push('answer:', ...answer.answer.split('\n').map((l) => `  ${l}`));
  for (const n of answer.notices) out.push(`  (${n.code}) ${n.message}`);
  return out.join('\n');
}
