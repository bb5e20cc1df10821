/** One readiness gate: how many violations, and a few "drug/section/page/rule: detail" lines. */
export interface GateResult {
  gate: string;
  count: number;
  examples: string[];
}

/** Examples kept per gate: enough to start debugging, short enough for report.json. */
export const MAX_GATE_EXAMPLES = 5;

export function gateResult(gate: string, violations: readonly string[]): GateResult {
  return { gate, count: violations.length, examples: violations.slice(0, MAX_GATE_EXAMPLES) };
}
