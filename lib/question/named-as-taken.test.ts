import { describe, expect, it } from 'vitest';
import type { AskedQuestion } from './asked-question';
import { toQuestionText } from './question-text';
import { drugsAskedAbout } from './named-as-taken';

/** A question with its drug mentions found by their names. */
const asked = (question: string, names: string[]): AskedQuestion =>
  ({
    text: toQuestionText(question),
    understood: {
      mentions: names.flatMap((name) =>
        [...question.matchAll(new RegExp(name, 'g'))].map((m) => ({
          drug_id: name,
          matched: name,
          start: m.index,
          end: m.index + name.length,
        })),
      ),
    },
  }) as unknown as AskedQuestion;

const CASES: [string, string[], string[]][] = [
  [
    'BN nữ 76t đang uống furosemid 40 mg, xin tiêm diclofenac 75 mg được không?',
    ['furosemid', 'diclofenac'],
    ['diclofenac'],
  ],
  [
    'Pt on warfarin, can we give diclofenac for one week?',
    ['warfarin', 'diclofenac'],
    ['diclofenac'],
  ],
  // both asked: both read
  [
    'digoxin và furosemid dùng chung được không?',
    ['digoxin', 'furosemid'],
    ['digoxin', 'furosemid'],
  ],
  // every drug already taken: all read
  [
    'Đang uống digoxin và đang uống furosemid, có lưu ý gì?',
    ['digoxin', 'furosemid'],
    ['digoxin', 'furosemid'],
  ],
  // a route between the taken word and the name (unseen batch 130)
  [
    'Chest X-ray shows congestion and he is on IV furosemide. Start oral diltiazem 60 mg?',
    ['furosemide', 'diltiazem'],
    ['diltiazem'],
  ],
  // one drug: itself
  ['Đang uống digoxin, mạch 52 có uống tiếp không?', ['digoxin'], ['digoxin']],
  // a list opened by the taken words (unseen batch 42)
  [
    'Suy tim, đang dùng digoxin, furosemid và bisoprolol. Khi thêm enalapril thì khởi đầu liều thế nào?',
    ['digoxin', 'furosemid', 'enalapril'],
    ['enalapril'],
  ],
  [
    'on digoxin 0.125 mg and furosemide, starting enalapril: first dose?',
    ['digoxin', 'furosemide', 'enalapril'],
    ['enalapril'],
  ],
  // a course already taken, told after the names (unseen batch 115): the cause, not the drug asked
  [
    'tự mua diclofenac và meloxicam uống liền 10 ngày, nay suy thận cấp. Tiêm furosemid 80 mg được không?',
    ['diclofenac', 'furosemid'],
    ['furosemid'],
  ],
  [
    'took diclofenac for 2 weeks, now AKI; is IV furosemide 80 mg acceptable?',
    ['diclofenac', 'furosemide'],
    ['furosemide'],
  ],
  // "đã dùng" opens a list taken too (unseen batch 119)
  [
    'NYHA III dù đã dùng enalapril, furosemid. BS muốn thêm digoxin 0,125 mg/ngày, có nên không?',
    ['enalapril', 'furosemid', 'digoxin'],
    ['digoxin'],
  ],
  // what is added after the taken one is asked
  [
    'Đang uống digoxin, nay thêm furosemid và enalapril thì cần lưu ý gì?',
    ['digoxin', 'furosemid', 'enalapril'],
    ['furosemid', 'enalapril'],
  ],
];

describe('drugsAskedAbout', () => {
  it.each(CASES)('%s', (q, ids, want) => {
    expect(drugsAskedAbout(asked(q, ids), ids)).toEqual(want);
  });
});
