/**
 * The book writes one drug class by several names, from monograph to monograph: ENALAPRIL's Loại
 * thuốc says "ức chế enzym chuyển angiotensin", DICLOFENAC's interactions "thuốc ức chế men
 * chuyển" ("men" is the Vietnamese word for "enzym"), others "ức chế ACE". Each row is one class,
 * its spellings folded, without "thuốc". A monograph's own class phrase (read-class-phrases.ts)
 * stands for every spelling of its row. Measured on unseen batch 32 (first run): "… enalapril …
 * diclofenac. Uống chung hai thuốc này có được không?" never read DICLOFENAC's "Thuốc chữa tăng
 * huyết áp (thuốc ức chế men chuyển, …)" as naming enalapril.
 */
export const CLASS_NAME_SPELLINGS: readonly (readonly string[])[] = [
  [
    'uc che enzym chuyen angiotensin',
    'uc che enzym chuyen dang angiotensin',
    'uc che enzym chuyen',
    'uc che men chuyen angiotensin',
    'uc che men chuyen',
    'uc che ace',
  ],
  [
    'chong viem khong steroid',
    'khang viem khong steroid',
    'chong viem khong steroid nsaid',
    'nsaid',
    'nsaids',
  ],
  ['chen kenh calci', 'chen calci', 'doi khang calci', 'chen kenh canxi'],
  ['chen beta', 'chen thu the beta', 'chen beta adrenergic', 'chen giao cam beta'],
  ['uc che bom proton', 'uc che bom proton ppi', 'ppi'],
];

/** Every spelling of the rows a phrase is one of (the phrase itself first); itself alone when none. */
export function classNameSpellings(phrase: string): string[] {
  const rows = CLASS_NAME_SPELLINGS.filter((row) => row.includes(phrase));
  return [...new Set([phrase, ...rows.flat()])];
}
