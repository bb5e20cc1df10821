/**
 * A spelling key that English INNs and the book's Vietnamese INNs share, so "amoxicillin",
 * "Amoxicilline" and the title AMOXICILIN meet without a hand-made alias list.
 *
 * The book writes international names the Vietnamese way (Tên chung quốc tế "Acetylcysteine"
 * → title ACETYLCYSTEIN, "Sodium chloride" → NATRI CLORID, "Spironolactone" → SPIRONOLACTON)
 * and doctors type either form. Rather than generate every variant, both sides are reduced
 * to one key by rules that only ever remove a difference the two spellings are known to have:
 *
 *   - chemistry words translated the way the book names them: sodium → natri, potassium →
 *     kali, calcium → calci, magnesium → magnesi, aluminium → nhom, ferrous/iron → sat,
 *     zinc → kem, silver → bac, iodine → iod, and → va (combination titles "A VÀ B"); and
 *     everyday Vietnamese chemistry spellings: clorua → clorid, sunfat → sulfat, oxit → oxyd,
 *     magie → magnesi, canxi → calci;
 *   - ph → f (sulphate/sulfat, cephalexin/cefalexin), th → t (methyl/metyl),
 *     ch → c (chloride/clorid, chlorpheniramine/clorpheniramin), k → c (ketamine/cetamin is the
 *     same key either way), y → i (acyclovir/aciclovir, oxide/oxyd);
 *   - ae, oe → e (haem-, oestr-);
 *   - -ium → -i (calcium/calci, magnesium/magnesi, lithium/lithi);
 *   - double letters → single (amoxicillin/amoxicilin, theophylline/theophylin);
 *   - a final e after a consonant is dropped: -ine → -in, -one → -on, -ate → -at, -ide → -id,
 *     -ole → -ol, -ose → -os on both sides (cefotaxime/cefotaxim, sulfate/sulfat).
 *
 * Tokens shorter than 3 letters are left alone (vitamin letters, oxidation states).
 *
 * Not rule-derivable and therefore NOT here: paracetamol/acetaminophen, epinephrine/
 * adrenalin, aspirin/acid acetylsalicylic. Those only come from the book's own data (INN
 * line, trade names).
 */
const WORD_TRANSLATIONS: Readonly<Record<string, string>> = {
  sodium: 'natri',
  potassium: 'kali',
  calcium: 'calci',
  magnesium: 'magnesi',
  aluminium: 'nhom',
  aluminum: 'nhom',
  ferrous: 'sat',
  ferric: 'sat',
  iron: 'sat',
  zinc: 'kem',
  silver: 'bac',
  iodine: 'iod',
  and: 'va',
  // Everyday Vietnamese chemistry spellings ("kali clorua", "magie sunfat", "canxi") for the
  // pharmacopoeia's (KALI CLORID, MAGNESI SULFAT, CALCI …).
  clorua: 'clorid',
  bromua: 'bromid',
  iodua: 'iodid',
  sunfat: 'sulfat',
  sunfit: 'sulfit',
  sunfua: 'sulfid',
  oxit: 'oxyd',
  hidroxit: 'hydroxyd',
  photphat: 'phosphat',
  cacbonat: 'carbonat',
  bicacbonat: 'bicarbonat',
  magie: 'magnesi',
  canxi: 'calci',
};

export function innSpellingKey(foldedToken: string): string {
  // Numbers and one- or two-letter tokens are kept as typed: "vitamin k" must not key like
  // "vitamin c" (k → c), nor "(ii)" like anything else.
  if (/^\p{N}+$/u.test(foldedToken) || foldedToken.length < 3) return foldedToken;
  let s = WORD_TRANSLATIONS[foldedToken] ?? foldedToken;
  s = s
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ch/g, 'c')
    .replace(/k/g, 'c')
    .replace(/y/g, 'i')
    .replace(/ae/g, 'e')
    .replace(/oe/g, 'e');
  if (s.length > 4) s = s.replace(/ium$/, 'i');
  s = s.replace(/(.)\1+/g, '$1');
  if (s.length > 3 && /[^aeiou]e$/.test(s)) s = s.slice(0, -1);
  return s;
}

/**
 * Chemical word orders the book reverses: English "acetylsalicylic acid", "alendronate
 * sodium" ↔ Vietnamese "acid acetylsalicylic", "natri alendronat". Given a name's keyed
 * tokens, returns the other orders worth indexing (the input order is not repeated).
 */
const CATION_KEYS = new Set(['natri', 'cali', 'calci', 'magnesi', 'nhom', 'sat', 'cem', 'bac']);

export function reorderedSpellingKeys(keys: readonly string[]): string[][] {
  const out: string[][] = [];
  if (keys.length < 2) return out;
  const last = keys[keys.length - 1] ?? '';
  const first = keys[0] ?? '';
  if (last === 'acid' || CATION_KEYS.has(last)) out.push([last, ...keys.slice(0, -1)]);
  if (first === 'acid' || CATION_KEYS.has(first)) out.push([...keys.slice(1), first]);
  return out;
}
