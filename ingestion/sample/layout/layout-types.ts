import type { BBox, PageRegion } from '@/lib/schema/geometry';
import type { BlockShape } from '@/lib/schema/block';
import type { TrapKind } from '@/lib/schema/sample-truth';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { MonographContent } from '../content/content-types';

export interface SectionRecord {
  key: SectionKey;
  headingText: string;
  headingPhysical: number;
  headingBbox: BBox;
  /** Prose paragraphs in print order, lifted blocks left out. */
  paragraphs: string[];
}

export interface BlockRecord {
  blockId: string;
  drugId: string;
  sectionKey: SectionKey;
  kind: 'table' | 'formula';
  shape: BlockShape;
  regions: PageRegion[];
  headerRow: string[];
  headerRows: string[][];
  rows: string[][];
  formula: { lhs: string; numerator: string; denominator: string } | null;
  precedingText: string;
}

export interface MonographRecord {
  content: MonographContent;
  titlePhysical: number;
  titleBbox: BBox;
  lastPhysical: number;
  sections: SectionRecord[];
  blocks: BlockRecord[];
}

export interface TrapRecord {
  kind: TrapKind;
  physical: number;
  drugId: string | null;
  sectionKey: SectionKey | null;
  detail: string;
}
