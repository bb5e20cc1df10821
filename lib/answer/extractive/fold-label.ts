import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * A label as its words alone, for matching against a list of headings: no trailing colon,
 * diacritics folded, lower case, punctuation as spaces, single spaces ("Tiêm truyền (tĩnh
 * mạch):" → "tiem truyen tinh mach").
 */
export function foldLabel(label: string): string {
  return foldDiacritics(label.replace(/:\s*$/, ''))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
