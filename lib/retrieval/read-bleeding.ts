import type { PatientParameters } from '@/lib/schema/patient-parameters';

type Bleeding = NonNullable<PatientParameters['bleeding']>;

/**
 * Bleeding as the question tells it, graded as the book grades an anticoagulant's overdose ("INR
 * > 8, không có chảy máu" / "chảy máu nhẹ" / "chảy máu nặng"): the gravest sign told decides.
 * Measured on first-set batch 90 (stop 58, first run): "INR 9,6, có vài vết bầm tím cẳng tay và
 * tiểu hồng nhẹ" led with ACENOCOUMAROL's "INR > 8, không có chảy máu", the neighbouring step;
 * stop 57 saw the same with INR 25 and a major bleed.
 */
const MAJOR =
  /(?<![\p{L}])(?:xuat\s+huyet\s+(?:nao|noi\s+so|duoi\s+nhen|tieu\s+hoa|tieu\s+hoa\s+tren|o\s+bung)|chay\s+mau\s+(?:nao|noi\s+so|nang|o\s+at|nhieu|tieu\s+hoa|khong\s+cam)|non\s+ra\s+mau|ia\s+phan\s+den|di\s+ngoai\s+phan\s+den|phan\s+den|hb\s+(?:tut|giam)|tut\s+hb|soc\s+mat\s+mau|(?:major|severe|massive|life[-\s]threatening|intracranial|gastrointestinal|gi)\s+(?:bleed\w*|haemorrhage|hemorrhage)|haematemesis|hematemesis|melaena|melena)(?![\p{L}])/gu;

const MINOR =
  /(?<![\p{L}])(?:bam\s+tim|vet\s+bam|tu\s+mau\s+duoi\s+da|tieu\s+(?:hong|mau|ra\s+mau)|chay\s+mau\s+(?:nhe|it)|(?:minor|mild)\s+bleed\w*|bruis\w*|ha?ematuria)(?![\p{L}])/gu;

const GUM_NOSE =
  /(?<![\p{L}])(?:chay\s+mau\s+(?:loi|chan\s+rang|cam|mui)|nosebleeds?|epistaxis|(?:gum|gingival)\s+bleed\w*|bleeding\s+gums)(?![\p{L}])/gu;

const NONE =
  /(?<![\p{L}])(?:khong\s+(?:co\s+)?(?:dau\s+hieu\s+|bieu\s+hien\s+)?(?:chay\s+mau|xuat\s+huyet)|no\s+(?:signs?\s+of\s+)?(?:bleeding|haemorrhage|hemorrhage)|not\s+bleeding)(?![\p{L}])/u;

/**
 * A sign said not to be ("Hb không giảm", "không nôn ra máu", "chưa từng xuất huyết tiêu hoá",
 * "never had a GI bleed") is none of the patient's. Measured on first-set batch 98 (first run):
 * "… giãn tĩnh mạch thực quản độ II, chưa từng xuất huyết tiêu hoá" was read as a major bleed.
 */
const NEGATED_BEFORE =
  /(?<![\p{L}])(?:khong|chua|no|without|never)\s+(?:(?:co|tung|bi|bao\s+gio|had|has|have|been|a|any)\s+){0,2}$/u;

/** A sign of `pattern` (global) told and not said not to be. */
function told(folded: string, pattern: RegExp): boolean {
  return [...folded.matchAll(pattern)].some(
    (m) => !NEGATED_BEFORE.test(folded.slice(Math.max(0, m.index - 24), m.index)),
  );
}

export function readBleeding(folded: string): Bleeding | undefined {
  if (told(folded, MAJOR)) return 'major';
  if (told(folded, MINOR)) return 'minor';
  if (told(folded, GUM_NOSE)) return 'gum_nose';
  return NONE.test(folded) ? 'none' : undefined;
}
