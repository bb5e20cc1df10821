import { describe, expect, it } from 'vitest';
import { hashQuestion } from './hash-question';

const salt = Buffer.alloc(32, 7);

describe('hashQuestion', () => {
  it('is 16 hex digits, the same for the same question and salt', () => {
    const a = hashQuestion('liều paracetamol cho bé 12 kg', salt);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hashQuestion('liều paracetamol cho bé 12 kg', salt)).toBe(a);
  });

  it('reads NFC and NFD spellings of one question as one', () => {
    const nfc = 'Liều dùng'.normalize('NFC');
    expect(hashQuestion(nfc.normalize('NFD'), salt)).toBe(hashQuestion(nfc, salt));
  });

  it.each([
    ['another question', 'liều paracetamol cho bé 13 kg', salt],
    ['another salt', 'liều paracetamol cho bé 12 kg', Buffer.alloc(32, 8)],
  ])('differs for %s', (_name, text, otherSalt) => {
    expect(hashQuestion(text, otherSalt)).not.toBe(
      hashQuestion('liều paracetamol cho bé 12 kg', salt),
    );
  });
});
