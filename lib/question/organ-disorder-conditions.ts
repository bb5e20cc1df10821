/**
 * An inflammation or ulcer of part of an organ, read as the book names it for the whole organ:
 * "viêm túi thừa đại tràng sigma", "deep ileocaecal ulcers", "ulcerative colitis", "lao hồi manh
 * tràng" are each a "viêm nhiễm đường ruột" (ACARBOSE's Chống chỉ định) and a "viêm ruột". The book
 * names the organ broadly; a clinician names the part, or writes one English word that holds both
 * the organ and the disorder ("colitis", "diverticulitis"). Measured on first-set batches 98, 99,
 * 102 and 103 (first runs): acute sigmoid diverticulitis, radiation proctocolitis with ulcers,
 * intestinal Behçet's with ileocaecal ulcers and ileocaecal tuberculosis never met "Viêm nhiễm
 * đường ruột, đặc biệt kết hợp với loét" or CLINDAMYCIN's "viêm ruột non và viêm ruột kết".
 *
 * Two small tables, an anatomy (each part and the wider organs it is part of) and the disorder
 * words of one kind (inflammation: viêm, loét, lao, the English -itis words), and one reader:
 * a part and a disorder word within a few words of each other in one clause. The book phrases are
 * the disorder over the part and over every wider organ. Folded text throughout.
 */
export interface OrganPart {
  /** Folded words a question names the part by, Vietnamese or English. */
  typed: readonly string[];
  /** The book's names of the part itself, then of each wider organ (folded). */
  organs: readonly string[];
}

const INTESTINE = ['ruot', 'duong ruot'];

export const ORGAN_PARTS: readonly OrganPart[] = [
  {
    typed: ['dai trang', 'ruot ket', 'ket trang', 'ruot gia', 'colon', 'colonic', 'sigmoid'],
    organs: ['dai trang', 'ruot ket', 'ruot gia', ...INTESTINE],
  },
  { typed: ['truc trang', 'rectum', 'rectal'], organs: ['truc trang', ...INTESTINE] },
  {
    typed: ['dai truc trang', 'colorectal', 'colorectum'],
    organs: ['dai trang', 'ruot ket', 'truc trang', ...INTESTINE],
  },
  {
    typed: ['ruot non', 'tieu trang', 'hoi trang', 'hong trang', 'ileum', 'ileal', 'jejunum'],
    organs: ['ruot non', 'tieu trang', ...INTESTINE],
  },
  {
    typed: ['hoi manh trang', 'manh trang', 'ileocaecal', 'ileocecal', 'caecum', 'cecum'],
    organs: ['ruot non', 'ruot ket', ...INTESTINE],
  },
  { typed: ['ruot', 'duong ruot', 'bowel', 'intestine', 'intestinal', 'gut'], organs: INTESTINE },
];

/** Disorder words of the inflammation kind, Vietnamese or English (folded). */
const INFLAMED = String.raw`viem(?:\s+nhiem)?|viem\s+loet|loet|lao|ulcers?|ulcerative|ulceration|inflamed|inflammation|inflammatory|tuberculosis|tb`;

/** One English word holding a part and the inflammation: the part's typed word it stands for. */
const ITIS_WORDS: Readonly<Record<string, string>> = {
  colitis: 'colon',
  diverticulitis: 'colon',
  proctocolitis: 'colon',
  proctitis: 'rectum',
  enteritis: 'bowel',
  enterocolitis: 'bowel',
  ileitis: 'ileum',
  crohn: 'bowel',
  // gluten's enteropathy, villous atrophy of the small bowel (first-set batch 107)
  coeliac: 'ileum',
  celiac: 'ileum',
};

/** "không viêm đại tràng", "no colitis", "loại trừ lao ruột": not the patient's. */
const NEGATED_BEFORE =
  /(?<![\p{L}])(?:khong|chua|loai\s+tru|no|not|without|denies|excluded?)(?:\s+[\p{L}]+){0,2}\s*$/u;

/** How many words may stand between a part and its disorder ("viêm túi thừa ⟨đại tràng⟩"). */
const REACH = 4;

export interface OrganDisorder {
  /** What the question typed (folded). */
  typed: string;
  /** The book's phrases for it. */
  book: readonly string[];
}

function bookPhrases(part: OrganPart): string[] {
  return part.organs.flatMap((o) => [`viem ${o}`, `viem nhiem ${o}`, `loet ${o}`]);
}

const partOf = (typed: string) => ORGAN_PARTS.find((p) => p.typed.includes(typed));

/** Each "-itis" word's pattern and each part's name with its disorder near it, compiled once. */
const ITIS_PATTERNS = Object.entries(ITIS_WORDS).map(([word, typed]) => ({
  word,
  part: partOf(typed)!,
  pattern: new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'u'),
}));
const INFLAMED_ANYWHERE = new RegExp(String.raw`(?<![\p{L}])(?:${INFLAMED})(?![\p{L}])`, 'u');
const GAP = String.raw`(?:\s+[\p{L}\d'’-]+){0,${REACH}}?\s+`;
const NEAR_PATTERNS = ORGAN_PARTS.flatMap((part) =>
  part.typed.map((name) => {
    const organ = String.raw`(?<![\p{L}])${name.replace(/ /g, String.raw`\s+`)}(?![\p{L}])`;
    return {
      name,
      part,
      pattern: new RegExp(
        String.raw`(?<![\p{L}])(?:${INFLAMED})(?![\p{L}])${GAP}${organ}|${organ}${GAP}(?:${INFLAMED})(?![\p{L}])`,
        'u',
      ),
    };
  }),
);

export function readOrganDisorders(folded: string): OrganDisorder[] {
  const out = new Map<string, OrganDisorder>();
  const text = folded.toLowerCase();
  for (const clause of text.split(/[.;?!()]/u)) {
    for (const { word, part, pattern } of ITIS_PATTERNS) {
      const m = pattern.exec(clause);
      if (!m || NEGATED_BEFORE.test(clause.slice(0, m.index))) continue;
      out.set(word, { typed: word, book: bookPhrases(part) });
    }
    // Most clauses name no inflammation: one test before the parts' patterns.
    if (!INFLAMED_ANYWHERE.test(clause)) continue;
    for (const { name, part, pattern } of NEAR_PATTERNS) {
      const m = pattern.exec(clause);
      if (!m || out.has(name) || NEGATED_BEFORE.test(clause.slice(0, m.index))) continue;
      out.set(name, { typed: m[0].trim(), book: bookPhrases(part) });
    }
  }
  return [...out.values()];
}
