import type { BBox } from '@/lib/schema/geometry';
import type { FontStyle, Paragraph } from '../content/content-types';
import type { DrawRule, DrawText } from './draw-ops';
import type { TextMeasurer } from './measure-text';
import { raiseScripts } from './raise-scripts';
import { BODY_BOTTOM, BODY_TOP, COLUMN_WIDTH, columnX, TYPE } from './page-geometry';
import { measureWords, positionWords, wrapWords, type WrappedLine } from './wrap-words';

export type PagePart =
  | 'front_matter'
  | 'region_title'
  | 'general_chapters'
  | 'monographs'
  | 'appendices';

export interface RunningHeader {
  name: string;
  /** The drug named, or null on general-chapter and appendix pages. */
  drugName: string | null;
  folio: string;
  side: 'left' | 'right';
  bbox: BBox;
}

export interface LaidPage {
  physical: number;
  part: PagePart;
  texts: DrawText[];
  rules: DrawRule[];
  /** Monograph (or chapter) indexes in the order their content appears on the page. */
  owners: number[];
  /** Where the columns start (lower on a page that opens with a full-width chapter title). */
  bodyTop: number;
  printed: string | null;
  header: RunningHeader | null;
  /** Front matter prints its folio at the foot of the page instead of a running header. */
  folioInFooter: boolean;
}

export interface PlacedFragment {
  style: FontStyle;
  x: number;
  width: number;
}

/** One drawn line: where it is and which characters of its paragraph it holds. */
export interface PlacedLine {
  physical: number;
  col: 0 | 1;
  bbox: BBox;
  /** Offsets into the paragraph's plain text (runs joined by one space). */
  start: number;
  end: number;
  text: string;
  fragments: PlacedFragment[];
}

export interface LineStyle {
  size: number;
  leading: number;
  indentFirst: number;
  align: 'justify' | 'left' | 'center';
}

export const BODY_STYLE: LineStyle = {
  size: TYPE.body,
  leading: TYPE.leading,
  indentFirst: TYPE.indent,
  align: 'justify',
};
export const FLUSH_STYLE: LineStyle = { ...BODY_STYLE, indentFirst: 0 };
export const HEADING_STYLE: LineStyle = { ...BODY_STYLE, indentFirst: 0, align: 'left' };

/**
 * Two-column flow over consecutive physical pages. Content only ever moves forward: a line that
 * does not fit goes to the next column, the right column's overflow to a new page.
 */
export class ColumnFlow {
  readonly pages: LaidPage[] = [];
  col: 0 | 1 = 0;
  y = BODY_TOP;

  constructor(
    private readonly part: PagePart,
    private readonly firstPhysical: number,
    readonly measure: TextMeasurer,
  ) {}

  get page(): LaidPage {
    const p = this.pages[this.pages.length - 1];
    if (!p) throw new Error('column-flow: no page yet; call newPage() first');
    return p;
  }

  get nextPhysical(): number {
    return this.firstPhysical + this.pages.length;
  }

  newPage(bodyTop = BODY_TOP): LaidPage {
    const page: LaidPage = {
      physical: this.firstPhysical + this.pages.length,
      part: this.part,
      texts: [],
      rules: [],
      owners: [],
      bodyTop,
      printed: null,
      header: null,
      folioInFooter: false,
    };
    this.pages.push(page);
    this.col = 0;
    this.y = bodyTop;
    return page;
  }

  nextColumn(): void {
    if (this.col === 0) {
      this.col = 1;
      this.y = this.page.bodyTop;
    } else {
      this.newPage();
    }
  }

  fits(height: number): boolean {
    return this.y + height <= BODY_BOTTOM + 1e-6;
  }

  ensure(height: number): void {
    if (!this.fits(height)) this.nextColumn();
  }

  atColumnTop(): boolean {
    return this.y <= this.page.bodyTop + 0.01;
  }

  /** Vertical space before a block, dropped at the top of a column. */
  gap(height: number): void {
    if (!this.atColumnTop()) this.y += height;
  }

  own(owner: number): void {
    const owners = this.page.owners;
    if (owners[owners.length - 1] !== owner) owners.push(owner);
  }

  x(): number {
    return columnX(this.col);
  }

  wrap(p: Paragraph, style: LineStyle): WrappedLine[] {
    const words = measureWords(p.runs, style.size, this.measure);
    return wrapWords(words, COLUMN_WIDTH - style.indentFirst, COLUMN_WIDTH);
  }

  lineBoxHeight(size: number, styles: Iterable<FontStyle>): number {
    let h = 0;
    for (const s of styles)
      h = Math.max(h, (this.measure.ascent(s) + this.measure.descent(s)) * size);
    return h || size * 1.3;
  }

  /** Draws wrapped lines at the flow position, moving to the next column whenever a line does not fit. */
  placeLines(lines: WrappedLine[], style: LineStyle, owner: number): PlacedLine[] {
    const placed: PlacedLine[] = [];
    lines.forEach((line, i) => {
      if (!this.fits(style.leading)) this.nextColumn();
      this.own(owner);
      const indent = i === 0 ? style.indentFirst : 0;
      const left =
        style.align === 'center'
          ? this.x() + Math.max(0, (COLUMN_WIDTH - line.natural) / 2)
          : this.x() + indent;
      const { words, extra, right } = positionWords(line, left, style.align === 'justify');
      const fragments: PlacedFragment[] = [];
      let group: typeof words = [];
      const flush = (): void => {
        const first = group[0];
        const last = group[group.length - 1];
        if (!first || !last) return;
        // Prose scripts (m², 10⁹) are drawn raised/lowered, as word processors draw them (issue 14).
        this.page.texts.push(
          ...raiseScripts(
            {
              text: group.map((w) => w.text).join(' '),
              style: first.style,
              size: style.size,
              x: first.x,
              y: this.y,
              wordSpacing: extra,
            },
            this.measure,
          ),
        );
        fragments.push({ style: first.style, x: first.x, width: last.x + last.width - first.x });
        group = [];
      };
      for (const w of words) {
        if (group.length > 0 && group[0]?.style !== w.style) flush();
        group.push(w);
      }
      flush();
      const first = line.words[0];
      const last = line.words[line.words.length - 1];
      const height = this.lineBoxHeight(style.size, new Set(line.words.map((w) => w.style)));
      placed.push({
        physical: this.page.physical,
        col: this.col,
        bbox: [left, this.y, right, this.y + height],
        start: first?.start ?? 0,
        end: last ? last.start + last.text.length : 0,
        text: line.words.map((w) => w.text).join(' '),
        fragments,
      });
      this.y += style.leading;
    });
    return placed;
  }
}

export function unionBox(boxes: BBox[]): BBox {
  const first = boxes[0];
  if (!first) throw new Error('column-flow: union of no boxes');
  return boxes.reduce<BBox>(
    (u, b) => [
      Math.min(u[0], b[0]),
      Math.min(u[1], b[1]),
      Math.max(u[2], b[2]),
      Math.max(u[3], b[3]),
    ],
    first,
  );
}
