import type { Chunk } from '@/lib/schema/chunk';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';

/**
 * A draft's framing line: the sections and drugs of the chunks its lines cite, each once, in
 * order ("Theo Dược thư Quốc gia Việt Nam, Liều lượng và cách dùng, Thận trọng của X:"). It names
 * no number and no fact (check-lead.ts).
 */
export function writeDraftLead(chunks: readonly Chunk[]): string {
  const sections = [...new Set(chunks.map((c) => SECTION_DISPLAY_NAMES[c.section_key]))];
  const drugs = [...new Set(chunks.map((c) => c.drug_name))];
  return `Theo Dược thư Quốc gia Việt Nam, ${sections.join(', ')} của ${drugs.join(', ') || chunks[0]!.drug_name}:`;
}
