import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it.each(['k+', 'x10^9/l', '(nặng)', 'a.b*c?', '[1]', 'a|b', '$1 \\ {2}'])(
    'matches %s as typed',
    (text) => {
      expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text)).toBe(true);
    },
  );

  it('leaves letters, digits and spaces alone', () => {
    expect(escapeRegExp('tang kali 5,0 mmol/l')).toBe('tang kali 5,0 mmol/l');
  });
});
