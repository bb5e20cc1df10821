import 'server-only';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { foldWords } from '@/lib/text/fold-diacritics';
import { dropClassFillers } from './read-class-phrases';

/**
 * Whether an interaction sentence says what a direction question asks: "Những thuốc nào làm
 * giảm tác dụng của warfarin?" is answered by the sentence that says "làm giảm tác dụng của
 * warfarin", and never by the list of drugs that increase it (measured: the 50-drug increase
 * list came first). The sentence's own verb, attached to the asked target ("tác dụng", "nồng
 * độ", "INR" …), decides; when the question names the asked drug after the target, the
 * sentence must act on that drug, not on its partner.
 *
 * fits: same verb on the target; excludes: the opposite verb on the target; silent otherwise.
 */
/** What may follow the target when the sentence names no other drug after it. */
const UNNAMED_NEXT = /^(?:trong|va|co|can|o|khi|,|;|\.|$)/u;

/**
 * Whether the words after the target name the asked drug by its class ("tác dụng của thuốc
 * uống chống đông máu" in ACENOCOUMAROL; read-class-phrases.ts), and not others of that class
 * ("… các thuốc kháng vitamin K khác").
 */
function namesOwnClass(next: string, classPhrases: readonly string[]): boolean {
  if (classPhrases.length === 0) return false;
  const bare = dropClassFillers(next);
  return classPhrases.some(
    (phrase) =>
      (bare === phrase || bare.startsWith(`${phrase} `) || bare.startsWith(`${phrase},`)) &&
      !/^khac(?![\p{L}])/u.test(bare.slice(phrase.length).trimStart()),
  );
}

export function matchDirection(
  sentence: string,
  direction: NonNullable<PatientParameters['direction']>,
  askedDrug: string,
  classPhrases: readonly string[] = [],
): 'fits' | 'excludes' | 'silent' {
  if (!direction.target) return 'silent';
  const folded = foldWords(sentence);
  const target = direction.target.replace(/ /g, ' ');
  const drugHead = askedDrug.split(/\s+/)[0] ?? '';
  // The verb governs the target directly or over a few words ("làm tăng và kéo dài nồng độ"),
  // never across the other verb ("tăng chuyển hóa và giảm tác dụng": giảm governs tác dụng).
  const re = new RegExp(
    `(?<![\\p{L}])(tang|giam)(?:\\s+(?!tang(?![\\p{L}])|giam(?![\\p{L}]))[\\p{L}]+){0,3}?\\s+${target}(?![\\p{L}])`,
    'gu',
  );
  let verdict: 'fits' | 'excludes' | 'silent' = 'silent';
  for (const m of folded.matchAll(re)) {
    // What the verb acts on: the asked drug, an unnamed "it" (this monograph's drug), or
    // another drug ("… làm tăng nồng độ thuốc này" is the partner's level, not the asked one's).
    const next = folded
      .slice(m.index + m[0].length)
      .trimStart()
      .replace(/^cua\s+/, '');
    const onAsked =
      (drugHead && next.startsWith(drugHead)) ||
      UNNAMED_NEXT.test(next) ||
      namesOwnClass(next, classPhrases);
    // "Fluconazol làm tăng nồng độ thuốc nào?" asks what it acts on: "Levetiracetam làm tăng
    // nồng độ fluconazol" (the asked drug's own level) led that answer.
    if (onAsked !== (direction.of !== 'other')) continue;
    if (m[1] === direction.verb) return 'fits';
    verdict = 'excludes';
  }
  return verdict;
}
