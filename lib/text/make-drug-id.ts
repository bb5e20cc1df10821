import { foldDiacritics } from './fold-diacritics';

/**
 * drug_id from a printed title: diacritics folded (đ → d), lower case, runs of anything else
 * collapsed to "_" ("VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ" → "vitamin_d_va_cac_thuoc_tuong_tu").
 * Ingestion, the sample book's truth and the golden set all name drugs this way.
 */
export function makeDrugId(title: string): string {
  const id = foldDiacritics(title)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!id) throw new Error(`make-drug-id: title "${title}" has no letters or digits`);
  return id;
}
