import type { BookSentence, BookSentenceKind } from '@/lib/schema/book-sentence';
import type { SectionKey } from '@/lib/schema/section-keys';
import { agesContradict, statesAge } from '@/lib/answer/extractive/compare-label-ages';
import { isConditionHeading, isConditionLabel } from '@/lib/answer/extractive/is-condition-label';
import { isRouteLabel } from '@/lib/answer/extractive/is-route-label';
import { findDoses } from '@/lib/answer/policy/find-doses';
import { readLabelConditions } from '@/lib/answer/policy/read-sentence-bands';
import { splitSentences, type SourceSentence } from '@/lib/answer/policy/split-sentences';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isLongHeading } from '@/lib/text/is-long-heading';
import {
  BARE_LABEL,
  FREQUENCY_HEADING,
  LABEL,
  POPULATION_PHRASES,
  innermostIndication,
  isBareNonAgeLabel,
  isDoseHeading,
  isIndicationLabel,
  isOrganStateLabel,
  isPeerOfDoses,
  labelsOnly,
  longIndicationHeading,
  readOwnLabels,
} from './label-grammar';

let reads = 0;

/** How many texts have been read in this process: a request must read none (they are stored). */
export function countSentenceReads(): number {
  return reads;
}

/** The text whose sentences are read, and what of its place the reading needs. */
export interface SentenceSource {
  text: string;
  sectionKey: SectionKey;
  /** Whether a table or formula was lifted out of the section (ADR 0006). */
  tableLifted: boolean;
  /**
   * Where the lifted blocks sat, as offsets into `text` (ingestion/chunk/locate-lifted-blocks.ts):
   * only the sentence before one may lead into a table. Absent when not known (a chunk read
   * alone): then any label line of a section that lost a table may.
   */
  tableOffsets?: readonly number[];
  /** Labels governing the text's opening paragraph: a chunk read alone carries them. */
  carried: readonly string[];
  /** The monograph's title: a "label" that opens with it is a statement about the drug. */
  drugName?: string;
}

/**
 * A label that governs what follows: a condition label (is-condition-label.ts) that is not a
 * statement about the monograph's own drug. Measured on the real book (DIGOXIN): "Digoxin thường
 * dùng qua đường uống: Ngày uống 1 lần." was read as a label, and the intravenous lines after it
 * were shown as "Cách dùng — Digoxin thường dùng qua đường uống: Thuốc tiêm tĩnh mạch …". A form
 * that names the drug after its noun ("Thuốc mỡ aciclovir:") is still a label.
 */
export function governingLabelTest(
  drugName: string | undefined,
  test: (label: string) => boolean = isConditionLabel,
): (label: string) => boolean {
  const first = drugName ? foldDiacritics(drugName).split(/[^a-z0-9]+/)[0] : undefined;
  if (!first || first.length < 4) return test;
  return (label) => {
    if (!test(label)) return false;
    const words = foldDiacritics(label).trim().split(/\s+/);
    return !(words[0] === first && words.length >= 3);
  };
}

/** What reading one section's sentences needs that does not change from sentence to sentence. */
interface SectionReading {
  source: SentenceSource;
  sentences: SourceSentence[];
  /** Whether a paragraph ends after each sentence: read once, asked of a sentence and the next. */
  endsParagraphAt: boolean[];
  /** Whether a lifted table or formula may follow each sentence, so it may be the block's lead-in. */
  mayLeadIntoBlock: boolean[];
  /** The condition labels carried to the text (a chunk read alone); none for a whole section. */
  carried: string[];
  /**
   * The empty scope left when the carried labels stop governing, told from any other empty
   * scope by identity: until a heading replaces it, the carried chain is the one above.
   */
  afterCarried: string[];
}

/** The label scope as the sentences of one chunk are read, in order. */
interface ScopeState {
  /** Whether a label governs what follows (isConditionLabel, less the drug's own statements). */
  isLabel: (label: string) => boolean;
  /** The same for a label alone on its line, which may be longer (isConditionHeading). */
  isHeading: (label: string) => boolean;
  scope: string[];
  /** A heading too long for a label, and the scope it was printed under. */
  topic: string | null;
  topicScope: string[] | null;
  scopeSeen: string[] | null;
  labelledUnderScope: number;
  inline: string[] | null;
  /**
   * The indication a paragraph of bands was printed under ("Thủy đậu: Trên 2 tuổi: …"): the
   * paragraphs after it that open with a band are its siblings, under the same indication.
   */
  series: string | null;
  /** The last sentence read as content; any other sentence was a heading that set the scope. */
  lastContent: number;
  /** That sentence's innermost own label names a route ("Uống: 8 - 20 mg/kg/ngày …"). */
  routeLast: boolean;
  /** The scope a label printed after its paragraph's last sentence set (readBareLabel). */
  tailScope: string[] | null;
  /** Whether a paragraph with no label of its own has been read under that scope: its items. */
  tailItems: boolean;
}

/** One sentence in its place: the facts every step of the reading asks. */
interface SentenceAt {
  i: number;
  sentence: SourceSentence;
  next: SourceSentence | undefined;
  afterHeading: boolean;
  newParagraph: boolean;
  endsParagraph: boolean;
  match: RegExpExecArray | null;
  own: RegExpExecArray | null;
  /** The carried chain a heading opening the chunk nests in. */
  parents: string[];
}

/**
 * Every sentence of `source.text` with the label chain it sits under, read once, in order (issue
 * 36 item 2: one label grammar, the chain computed once). A label alone on its paragraph is a
 * scope that governs the paragraphs after it; a label that opens a paragraph governs only that
 * paragraph (the chunker's reading, track-label-context.ts). Only a real population or
 * condition label is carried: "… được tính theo công thức:" before a formula was carried onto
 * every step after it ("… công thức — Bước 2: …"). Ingest reads each whole section so the chain
 * does not depend on where the packer cut it (eval:chains measured 105 of 1,279 real sentences
 * read under another chain when each chunk was read alone at a smaller chunk size).
 */
export function readBookSentences(source: SentenceSource): BookSentence[] {
  reads += 1;
  const isLabel = governingLabelTest(source.drugName);
  const r = sectionReading(source, isLabel);
  const st: ScopeState = {
    isLabel,
    isHeading: governingLabelTest(source.drugName, isConditionHeading),
    scope: r.carried,
    topic: null,
    topicScope: null,
    scopeSeen: null,
    labelledUnderScope: 0,
    inline: null,
    series: null,
    lastContent: -1,
    routeLast: false,
    tailScope: null,
    tailItems: false,
  };
  return r.sentences.map((sentence, i) => {
    const at = sentenceAt(r, st, i, sentence);
    const kind = readHeadingKind(r, st, at);
    if (kind === null) return toContentSentence(st, at);
    return { ...spanOf(sentence), kind, labels: st.scope };
  });
}

/** The first reader, in the book's order of precedence, that takes the sentence as a heading. */
function readHeadingKind(
  r: SectionReading,
  st: ScopeState,
  at: SentenceAt,
): BookSentenceKind | null {
  if (readShortHeading(r, st, at)) return 'heading';
  if (readLabelLine(st, at)) return 'label';
  if (readLongHeading(r, st, at)) return 'heading';
  if (readLabelsOnly(r, st, at) || readBareLabel(r, st, at)) return 'label';
  return null;
}

function spanOf(sentence: SourceSentence): { start: number; end: number } {
  return { start: sentence.start, end: sentence.end };
}

function sectionReading(
  source: SentenceSource,
  isLabel: (label: string) => boolean,
): SectionReading {
  const sentences = splitSentences(source.text);
  return {
    ...{ source, sentences },
    endsParagraphAt: sentences.map((sentence, i) => {
      const next = sentences[i + 1];
      return !next || source.text.slice(sentence.end, next.start).includes('\n');
    }),
    mayLeadIntoBlock: sentences.map((sentence, i) => {
      if (!source.tableLifted) return false;
      if (!source.tableOffsets) return true;
      const until = sentences[i + 1]?.start ?? Infinity;
      return source.tableOffsets.some((at) => at >= sentence.end && at <= until);
    }),
    carried: source.carried.map((l) => l.replace(/:\s*$/, '')).filter(isLabel),
    afterCarried: [],
  };
}

/**
 * The sentence in its place, and the scope as a new paragraph leaves it. The chunk's carried
 * context labels govern its opening paragraph only: whether each was a scope or an inline label
 * is not recorded, and a stale label is worse than none. A paragraph labelled for an age its
 * scope cannot hold ends that scope there: the book prints "Người lớn:", "Trẻ em:", "Người cao
 * tuổi:" as peers. Measured on the real book (SPIRONOLACTON): "Người cao tuổi: Liều ban đầu 12,5
 * - 50 mg/ngày …" was read under the "Trẻ em:" heading before it, shown as "Trẻ em: Người cao
 * tuổi: …", and removed from "Người 70 tuổi dùng spironolacton liều thế nào?" as a child's dose.
 */
function sentenceAt(
  r: SectionReading,
  st: ScopeState,
  i: number,
  sentence: SourceSentence,
): SentenceAt {
  const newParagraph = i === 0 || r.endsParagraphAt[i - 1]!;
  const match = LABEL.exec(sentence.text);
  const own = match && st.isLabel(match[1]!) ? match : null;
  if (newParagraph) st.inline = null;
  if (newParagraph && bandOpening(sentence.text) === null) st.series = null;
  if (newParagraph && i > 0 && st.scope === r.carried) st.scope = r.afterCarried;
  if (newParagraph) endTailLead(st, own ? own[1]! : null);
  if (own && newParagraph) {
    const cut = st.scope.findIndex(
      (label) =>
        agesContradict(label, own[1]!) ||
        isPeerHeading(label, own[1]!) ||
        (statesAge(label) && isOrganStateLabel(own[1]!)),
    );
    if (cut >= 0) st.scope = st.scope.slice(0, cut);
  } else if (own) {
    // A sibling heading printed inside a paragraph, after its peer's last line ("… Trẻ 2 tháng -
    // 18 tuổi: 1 mg/kg, ngày 2 lần. Dự phòng huyết khối cho trẻ em (tiêm dưới da): Trẻ sơ sinh:
    // 750 microgam/kg …"): the conversion lost the line break, not the heading. It ends the peer's
    // scope and heads the paragraphs after it. Measured on unseen batch 6 (ENOXAPARIN): the
    // children's prophylaxis doses were read under "Điều trị huyết khối cho trẻ em", and a
    // prophylaxis question was shown the treatment dose.
    const cut = st.scope.findIndex((label) => isPeerHeading(label, own[1]!));
    if (cut >= 0) st.scope = [...st.scope.slice(0, cut), own[1]!];
  }
  return {
    i,
    sentence,
    next: r.sentences[i + 1],
    afterHeading: i > 0 && st.lastContent !== i - 1,
    newParagraph,
    endsParagraph: r.endsParagraphAt[i]!,
    match,
    own,
    // A heading that opens the chunk nests in the labels carried to it: the chunker carries the
    // chain in force after it, without the labels the chunk prints. Measured on a split dose
    // section: the part opening "Trẻ em:" under a carried "Động kinh cơn vắng:" showed the
    // child's epilepsy dose as "Trẻ em: Như liều người lớn", for no indication.
    parents: i === 0 && st.scope === r.carried ? r.carried : [],
  };
}

/**
 * A label printed after its paragraph's last sentence ("Thời gian dùng thuốc … ít nhất phải 1
 * năm. Có thể ngừng điều trị:") leads into a list. When its first items are paragraphs with no
 * label of their own, a later paragraph that opens with an age or an organ's state is not one
 * of them: it ends the lead-in's scope. Measured (stop 61, a doctor's question, ENTECAVIR): "Người cao tuổi:" and
 * "Suy thận:" were read under "Có thể ngừng điều trị", and an eGFR 35 dose question led with
 * "Có thể ngừng điều trị: Suy thận: Phải điều chỉnh liều dựa vào Clcr".
 */
function endTailLead(st: ScopeState, own: string | null): void {
  if (st.tailScope === null || st.tailScope !== st.scope) return;
  if (own === null) st.tailItems = true;
  else if (st.tailItems && isPeerOfDoses(own)) st.scope = st.scope.slice(0, -1);
}

/**
 * A paragraph that is only a short colon-less heading ("Chứng say núi", "Liệt chu kỳ (do hạ kali
 * trong bệnh Westphal)") heads the doses after it, and ends the scope above it: the conversion
 * keeps its words but not its italics. Measured on the real book (ACETAZOLAMID): "Acetazolamid
 * liều chứng say núi?" led with "Trẻ em: Uống 500 - 1 000 mg/ngày …", the altitude dose read
 * under the oedema section's "Trẻ em:". The same for an interaction section's severity heading
 * (ACENOCOUMAROL: "Chống chỉ định phối hợp [1]" led, the heading over the aspirin line) and an
 * ADR section's frequency band (ACARBOSE: "Acarbose tác dụng phụ thường gặp?" led with "Đã có
 * báo cáo về tác dụng phụ gây phù …", not the common ones under "Thường gặp, ADR > 1/100").
 */
function readShortHeading(r: SectionReading, st: ScopeState, at: SentenceAt): boolean {
  const key = r.source.sectionKey;
  const heads =
    at.newParagraph &&
    at.endsParagraph &&
    at.next !== undefined &&
    (((key === 'lieu_luong_va_cach_dung' || key === 'tuong_tac_thuoc') &&
      isDoseHeading(at.sentence.text)) ||
      (key === 'tac_dung_khong_mong_muon' &&
        FREQUENCY_HEADING.test(foldDiacritics(at.sentence.text.trim()))));
  if (!heads) return false;
  const heading = at.sentence.text.trim();
  st.scope = st.isLabel(heading) ? [heading] : [];
  return true;
}

/** A label on a line of its own sets the scope; the label line itself says nothing. */
function readLabelLine(st: ScopeState, at: SentenceAt): boolean {
  const { match } = at;
  if (!match || !at.newParagraph || at.sentence.text.trim().length > match[0].length + 1)
    return false;
  const own = at.own ?? (st.isHeading(match[1]!) ? match : null);
  st.scope = own ? scopeOfHeading(st, at, [own[1]!]) : [];
  return true;
}

/**
 * The scope a heading of labels alone sets: under the carried chain when it opens the chunk.
 * A route heading right after a paragraph that opened with another route is that route's peer,
 * under the same scope: "Trẻ em:" / "Uống: 8 - 20 mg/kg/ngày …" / "Tiêm bắp và tiêm tĩnh
 * mạch:" / "Trẻ trên 1 tháng tuổi: 20 - 40 mg/kg/ngày …" is still the child's injection.
 * Measured on first-set batch 107 (first run, CLINDAMYCIN): the injection lines lost "Trẻ em",
 * and a 2-year-old's intravenous dose led with the children's anthrax line.
 */
function scopeOfHeading(st: ScopeState, at: SentenceAt, chain: readonly string[]): string[] {
  if (isRoutePeer(st, at, chain)) return [...st.scope.filter((l) => !isRouteLabel(l)), ...chain];
  return [...at.parents, ...chain];
}

function isRoutePeer(st: ScopeState, at: SentenceAt, chain: readonly string[]): boolean {
  return st.routeLast && !at.afterHeading && chain.length > 0 && chain.every(isRouteLabel);
}

/**
 * A heading too long for a label ("Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát
 * ở người lớn:", alone on its line, no number) ends the scope above it all the same; printed
 * directly under a heading, it nests in that heading's scope. Its words are not carried as a
 * label: such a heading names indications ("… cổ trướng do xơ gan …"), and read as a population
 * label it led "Spironolacton cho người suy gan được không?" with an elderly dose. Measured on
 * the real book (ACETAZOLAMID): the adult "Uống hoặc tiêm tĩnh mạch 250 mg/lần, 4 giờ/lần" under
 * it was shown as "Glôcôm góc mở — Trẻ em", a child's dose. In a chunk that lost a table the
 * same line may lead into it: left to pointedLeadIn.
 */
function readLongHeading(r: SectionReading, st: ScopeState, at: SentenceAt): boolean {
  const text = at.sentence.text;
  if (
    at.match ||
    !at.newParagraph ||
    !at.endsParagraph ||
    at.next === undefined ||
    r.mayLeadIntoBlock[at.i]! ||
    BARE_LABEL.test(text) ||
    !isLongHeading(text)
  )
    return false;
  if (!at.afterHeading) st.scope = [];
  st.topic = text.trim().replace(/:$/, '');
  st.topicScope = st.scope;
  return true;
}

/**
 * A label alone on its line with nothing after its colon ("Liều dùng:") says nothing either
 * (measured: "Quên một liều digoxin thì làm sao?" showed "Liều dùng [2]:" as its second line);
 * in a chunk that lost a table the same shape may lead into it, kept for pointedLeadIn — unless
 * it names an age. A paragraph of labels only ("Glôcôm góc mở: Người lớn:") heads what follows
 * with all of them. Measured on the real book (ACETAZOLAMID): it was shown as a line of its own,
 * third, and "Acetazolamid liều cho người lớn bị glôcôm góc mở?" led with the epilepsy
 * section's adult line; "Lần đầu tiên uống 250 mg/lần …" under it was read under no label.
 */
function readLabelsOnly(r: SectionReading, st: ScopeState, at: SentenceAt): boolean {
  const chain = at.newParagraph && at.endsParagraph ? labelsOnly(at.sentence.text) : null;
  if (!chain || (r.mayLeadIntoBlock[at.i]! && !chain.some(statesAge))) return false;
  st.scope = scopeOfHeading(st, at, chain.filter(st.isLabel));
  return true;
}

/**
 * A bare label ("Người lớn:" ending its paragraph, as the conversion joins the lines) heads the
 * paragraphs after it. Measured on the real book: CLINDAMYCIN's adult "Uống: 150 - 450 mg/lần
 * …" was read under the "Trẻ em:" before it; ACICLOVIR's "Người lớn:", "Trẻ em:" (every part
 * lost a table) led answers and governed nothing. In a chunk that lost a table a bare label may
 * lead into it, except where it cannot: an indication heading whose next paragraph is itself a
 * heading, and a route heading under an indication heading (ACETYLCYSTEIN: "Tiêu chất nhày:" /
 * "Phun mù …:" — the mucolytic child dose was read under no label). A heading kept as a possible
 * table lead-in still ends the scope above it (ACICLOVIR: "Thuốc mỡ aciclovir:" left "Trẻ sơ
 * sinh cho tới 3 tháng tuổi" over the ointment's "Cách dùng thuốc mỡ: Bôi lên …").
 */
function readBareLabel(r: SectionReading, st: ScopeState, at: SentenceAt): boolean {
  const { newParagraph, endsParagraph, next, i } = at;
  const bareMatch = newParagraph || endsParagraph ? BARE_LABEL.exec(at.sentence.text) : null;
  if (!bareMatch) return false;
  const label = bareMatch[1]!;
  const heading =
    (isIndicationLabel(label) &&
      next !== undefined &&
      r.endsParagraphAt[i + 1]! &&
      isBareNonAgeLabel(next.text)) ||
    (isRouteLabel(label) && st.scope.some(isIndicationLabel));
  const bare =
    (newParagraph || st.isLabel(label)) &&
    (!r.mayLeadIntoBlock[i]! || statesAge(label) || (newParagraph && endsParagraph && heading));
  if (!bare) {
    if (st.isLabel(label) && !statesAge(label)) st.scope = [];
    return false;
  }
  st.scope = scopeUnderBareLabel(r, st, at, label);
  st.tailScope = at.newParagraph || st.scope.length === 0 ? null : st.scope;
  st.tailItems = false;
  return true;
}

/**
 * The scope a bare label sets. An age label after an indication's other age keeps the
 * indication: "Co giật (động kinh): Người lớn:" … "Trẻ em:" heads the child's epilepsy dose, the
 * same wherever the packer cut the chunk (ACETAZOLAMID: "Trẻ em: Giống liều người lớn" was shown
 * for no indication). A route heading keeps the indication heading above it and replaces the
 * route before it; so does an age heading printed directly under the indication heading
 * (ACETAZOLAMID: the oedema child dose was shown for no indication).
 */
function scopeUnderBareLabel(
  r: SectionReading,
  st: ScopeState,
  at: SentenceAt,
  label: string,
): string[] {
  // Alone on its line it is a heading, and may be longer (isConditionHeading).
  const isLabel = at.newParagraph && at.endsParagraph ? st.isHeading : st.isLabel;
  if (isLabel(label) && isRoutePeer(st, at, [label])) return scopeOfHeading(st, at, [label]);
  const above = st.scope === r.afterCarried ? r.carried : st.scope;
  const cut = statesAge(label) ? above.findIndex((l) => agesContradict(l, label)) : -1;
  const indications =
    isRouteLabel(label) || (at.afterHeading && cut < 0 && statesAge(label))
      ? st.scope.filter(isIndicationLabel)
      : [];
  if (!isLabel(label)) return [];
  if (cut > 0) return [...above.slice(0, cut), label];
  return [...(at.parents.length > 0 ? at.parents : indications), label];
}

/**
 * A content sentence with the labels it is read under. An inline label governs the rest of its
 * paragraph with every label it prints (ACICLOVIR: "… trẻ 1 tuổi bị thủy đậu?" led with "Thủy
 * đậu: Uống trong 5 ngày", read under "Thủy đậu" alone). The scope's first labelled paragraph is
 * its own; from the second on, an indication label may be a sibling the scope no longer governs,
 * and two indications already in the chain say the same (innermostIndication). The long heading
 * over the line is shown and judged with its labels only when the question names one of the
 * indications it lists (namesTopic, in candidatesOf; ACETAZOLAMID's secondary glaucoma dose).
 */
function toContentSentence(st: ScopeState, at: SentenceAt): BookSentence {
  const { own, sentence, i } = at;
  const series = at.newParagraph ? readSeries(st, sentence.text) : null;
  const parents = own ? routeParents(own[1]!, st.inline, at.newParagraph) : [];
  // A heading too long for a label governs the rest of its paragraph as an inline label does.
  // Measured on unseen batch 9 (CLOZAPIN): "… giảm nguy cơ tái phát hành vi tự sát … duy trì
  // ít nhất bao lâu?" was shown the schizophrenia course ("ít nhất 12 tuần"), the paragraph's
  // "Thời gian điều trị nên được kéo dài ít nhất 2 năm …" read under no label.
  const heading = !own && at.newParagraph ? longIndicationHeading(sentence.text) : null;
  const labels = own ? readOwnLabels(sentence.text).labels.filter(st.isLabel) : [];
  if (own) {
    st.inline = series ? [series, ...labels] : [...parents, ...labels];
  } else if (heading) st.inline = [];
  else if (series) st.inline = [series];
  else if (st.inline) st.inline = withoutContradictedInline(st.inline, sentence.text);
  if (st.scope !== st.scopeSeen) {
    st.scopeSeen = st.scope;
    st.labelledUnderScope = 0;
  }
  const governing = own
    ? [...st.scope.filter((l) => l !== own[1]), ...(series ? [series] : []), ...parents]
    : [...st.scope, ...(st.inline ?? [])];
  const printed =
    st.labelledUnderScope > 0 || governing.filter(isIndicationLabel).length >= 2
      ? innermostIndication(governing, own ? own[1]! : undefined)
      : governing;
  // The heading's own sentence prints it; the sentences after it are read under it.
  if (heading) st.inline = [heading];
  const topic = st.topic !== null && st.scope === st.topicScope ? st.topic : null;
  if (own && at.newParagraph) st.labelledUnderScope += 1;
  st.lastContent = i;
  st.routeLast = labels.length > 0 && isRouteLabel(labels[labels.length - 1]!);
  return {
    ...spanOf(sentence),
    kind: 'content',
    labels: printed,
    ...(topic !== null ? { topic: { text: topic, scope: st.scope } } : {}),
  };
}

/**
 * The labels a route label inside a paragraph is read under: the paragraph's labels before it
 * that are no route. "Viêm miệng hầu: Uống 10 - 20 mg/kg/ngày …. Tiêm tĩnh mạch: 15 - 25
 * mg/kg/ngày …" gives the pharyngitis dose by another route. Measured on first-set batch 97
 * (first run, CLINDAMYCIN): read as a sibling of the indication, the injection line stood under
 * "Trẻ em" alone and led a 6-year-old's osteomyelitis question. An indication label in the same
 * place is a sibling, as before ("Bệnh than: … . Nhiễm ký sinh trùng babesia: …").
 */
function routeParents(own: string, inline: string[] | null, newParagraph: boolean): string[] {
  if (newParagraph || !inline || !isRouteLabel(own)) return [];
  return inline.filter((l) => !isRouteLabel(l) && l !== own);
}

/**
 * The inline labels a sentence opening with another population no longer governs. The book
 * runs an age group's doses on in the paragraph of the one before, with no colon: "Người lớn:
 * Uống, mỗi lần 30 mg …. Trẻ em 12 - 18 tuổi, uống hoặc tiêm bắp, 30 - 60 mg …". Measured on
 * unseen batch 8 (CODEIN): the children's line was shown as "Người lớn: Trẻ em 12 - 18 tuổi …",
 * second in an adult's answer. The labels it contradicts are dropped; the sentence names its own
 * group.
 */
function withoutContradictedInline(inline: string[], text: string): string[] {
  const opening = POPULATION_OPENING.exec(text)?.[1];
  if (opening === undefined) return inline;
  const folded = foldDiacritics(opening).toLowerCase();
  const group = POPULATION_PHRASES.find((p) => p && folded.startsWith(foldDiacritics(p)));
  if (group === undefined) return inline;
  const contradicted = (l: string) => agesContradict(l, opening) || agesContradict(l, group);
  return inline.filter((l) => !contradicted(l));
}

/** A sentence's opening words up to its first comma, short enough to name a group. */
const POPULATION_OPENING = /^([\p{Lu}][^,:;.]{2,40}),\s/u;

/**
 * The indication a band paragraph continues, and the series its own labels start. The book
 * prints an indication's age or renal bands as a run of paragraphs, the indication only on the
 * first ("Thủy đậu: Trên 2 tuổi: 20 mg/kg …" / "Hoặc dưới 2 tuổi: 200 mg/lần …" / "2 - 5 tuổi:
 * 400 mg/lần …"). Measured on the real book (ACICLOVIR): read under no indication, the
 * under-2 chickenpox scheme lost "Liều aciclovir cho trẻ 1 tuổi bị thủy đậu?" to the adult
 * chickenpox line "Thủy đậu: Uống trong 5 - 7 ngày".
 */
function readSeries(st: ScopeState, text: string): string | null {
  const labels = readOwnLabels(text).labels.filter(st.isLabel);
  const [first, second] = labels;
  if (
    first !== undefined &&
    isIndicationLabel(first) &&
    (second === undefined ? headsDoses(text) : isBandLabel(second))
  ) {
    st.series = first;
    return null;
  }
  return st.series !== null && bandOpening(text) !== null ? st.series : null;
}

/**
 * An indication label alone over a paragraph that states no dose ("Đau nhẹ và vừa: Liều …
 * tương tự nhau ở người lớn và trẻ em trên 12 tuổi.", "Ho khan: Thường dùng dạng sirô.") heads
 * the age paragraphs after it ("Người lớn: …"): it starts a series. Measured on unseen batches 2
 * and 8 (CODEIN): read under no indication, the pain doses answered a 14-year-old's cough. An
 * indication paragraph with its own doses is a peer of the population paragraphs after it
 * (ACEBUTOLOL: "Loạn nhịp: Liều uống khởi đầu là 200 mg/lần …" / "Người cao tuổi: …" is every
 * elderly patient's line, and was read under "Loạn nhịp" when any label alone opened a series).
 */
const headsDoses = (paragraph: string) => findDoses(readOwnLabels(paragraph).rest).length === 0;

/** A band the paragraph opens with, as a label ("Hoặc dưới 2 tuổi:", "2 - 5 tuổi:"), or null. */
function bandOpening(text: string): string | null {
  const label = (LABEL.exec(text) ?? NUMBER_LABEL.exec(text))?.[1];
  return label !== undefined && isBandLabel(label) ? label : null;
}

/** A label that opens with its number, which LABEL (a capital first) does not take. */
const NUMBER_LABEL = /^(\d[^:.;\n]{0,40}):\s/u;

/** A label that states a band: an age, a weight, a renal function, a population. */
function isBandLabel(label: string): boolean {
  return statesAge(label) || readLabelConditions([label]).length > 0;
}

/**
 * Whether a paragraph's own label is the sibling of a heading in force: both open with the same
 * two words and name something else ("Liều dùng trong suy thận" / "Liều dùng cho trẻ em: …"). The
 * book prints such sub-headings as a run; without its typography a label line and the next
 * sibling read alike. Measured on the real book (ENOXAPARIN): the children's paragraphs, the
 * obese and the low-weight patients' doses were all read under "Liều dùng trong suy thận". Ages
 * are left to agesContradict ("Trẻ em" / "Trẻ em dưới 12 tuổi" is a band inside the group).
 */
function isPeerHeading(heading: string, label: string): boolean {
  const words = (text: string) => foldDiacritics(text).split(/\s+/).filter(Boolean);
  const a = words(heading);
  const b = words(label);
  if (a.length < 3 || b.length < 3 || statesAge(heading) || statesAge(label)) return false;
  if (a.join(' ') === b.join(' ')) return false;
  if (a[0] === b[0] && a[1] === b[1]) return true;
  // Or the same last four words, the first two other: "Điều trị huyết khối cho trẻ em (tiêm
  // dưới da)" / "Dự phòng huyết khối cho trẻ em (tiêm dưới da)" (ENOXAPARIN).
  const tail = (w: string[]) => w.slice(-4).join(' ');
  return a.length >= 5 && b.length >= 5 && tail(a) === tail(b) && a[0] !== b[0] && a[1] !== b[1];
}
