import { describe, expect, it } from 'vitest';
import { innSpellingKey, reorderedSpellingKeys } from './inn-spelling-key';

const key = (name: string) => name.toLowerCase().split(' ').map(innSpellingKey).join(' ');

describe('innSpellingKey', () => {
  it.each([
    // English INN → the book's Vietnamese INN
    ['amoxicillin', 'amoxicilin'],
    ['cefotaxime', 'cefotaxim'],
    ['ceftriaxone', 'ceftriaxon'],
    ['acetylcysteine', 'acetylcystein'],
    ['acetazolamide', 'acetazolamid'],
    ['spironolactone', 'spironolacton'],
    ['theophylline', 'theophylin'],
    ['chlorpheniramine', 'clorpheniramin'],
    ['sodium chloride', 'natri clorid'],
    ['potassium chloride', 'kali clorid'],
    ['calcium gluconate', 'calci gluconat'],
    ['magnesium sulphate', 'magnesi sulfat'],
    ['ferrous sulfate', 'sắt sulfat'.normalize('NFD').replace(/\p{M}/gu, '')],
    ['zinc oxide', 'kem oxyd'],
    ['cephalexin', 'cefalexin'],
    ['acyclovir', 'aciclovir'],
    ['indomethacin', 'indometacin'],
    ['ketamine', 'ketamin'],
    ['oestradiol', 'estradiol'],
    ['amoxicillin and clavulanic acid', 'amoxicilin va clavulanic acid'],
  ])('%s ≡ %s', (english, vietnamese) => {
    expect(key(english)).toBe(key(vietnamese));
  });

  it.each([
    // different drugs stay apart
    ['cefotaxime', 'ceftriaxone'],
    ['sodium chloride', 'potassium chloride'],
    ['vitamin d', 'vitamin e'],
    ['natri clorid', 'calci clorid'],
    ['ampicillin', 'amoxicillin'],
  ])('%s ≢ %s', (a, b) => {
    expect(key(a)).not.toBe(key(b));
  });

  it('leaves numbers alone', () => {
    expect(innSpellingKey('500')).toBe('500');
  });
});

describe('reorderedSpellingKeys', () => {
  it.each<[string, string[]]>([
    ['acetylsalicylic acid', ['acid acetilsalicilic']],
    ['acid acetylsalicylic', ['acetilsalicilic acid']],
    ['alendronate sodium', ['natri alendronat']],
    ['natri valproat', ['valproat natri']],
    ['amoxicillin', []],
    ['vitamin d', []],
  ])('%s → %j', (name, expected) => {
    const keys = name.split(' ').map(innSpellingKey);
    expect(reorderedSpellingKeys(keys).map((k) => k.join(' '))).toEqual(expected);
  });
});
