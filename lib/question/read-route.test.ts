import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readRoute, routeFit, type RouteKey } from './read-route';

describe('readRoute', () => {
  it.each<[string, RouteKey | null]>([
    ['Digoxin tiêm tĩnh mạch cho trẻ sơ sinh 3 kg?', 'iv'],
    ['furosemid IV cho trẻ 10 kg', 'iv'],
    // the clinician's shorthand (unseen batch 5)
    ['Tiền mê bằng diazepam tiêm TM liều bao nhiêu?', 'iv'],
    ['Dimenhydrinat tiêm bắp cho trẻ 4 tuổi?', 'im'],
    // a route the patient has not is not the one asked (unseen batch 8)
    ['No IV access — can digoxin be given IM instead?', 'im'],
    ['Bn không có đường truyền, tiêm bắp diazepam được không?', 'im'],
    ['Enoxaparin tiêm dưới da liều dự phòng?', 'sc'],
    ['Diazepam đặt hậu môn cho trẻ co giật', 'rectal'],
    ['Bôi gel diclofenac bao nhiêu gam?', 'topical'],
    ['Digoxin đường uống cho trẻ 12 tuổi?', 'oral'],
    ['Acetazolamid uống thế nào?', null],
    ['Lỡ uống gấp đôi liều tiêm bắp?', 'im'],
    // a switch asks the route switched to (unseen batch 35: the IV history read as asked)
    ['Chuyển từ tiêm bắp sang tiêm tĩnh mạch adrenalin?', 'iv'],
    ['Đã tiêm TM doxycyclin 4 ngày, giờ chuyển sang uống thế nào?', 'oral'],
    ['da truyen TM 3 ngay, doi qua duong uong duoc chua', 'oral'],
    ['IV diazepam for 2 days; can we switch him to oral tablets?', 'oral'],
    ['Enoxaparin SC, step down to oral warfarin?', 'oral'],
    // a step-down with the oral route named (first-set batch 154)
    ['afebrile 48h on IV clinda, ready for step-down. What oral clindamycin dose?', 'oral'],
    ['IV-to-PO switch today: clindamycin PO dose?', 'oral'],
    ['Uống không được nữa, chuyển sang tiêm bắp dimenhydrinat?', 'im'],
    ['Đã tiêm TM, chuyển sang chế độ khác?', 'iv'],
    ['Liều digoxin cho trẻ 12 tuổi?', null],
    // a disease's vein is no route (batch 3: the children's subcutaneous doses ranked below)
    ['Trẻ 5 tuổi huyết khối tĩnh mạch, enoxaparin điều trị liều bao nhiêu?', null],
    ['Viêm tắc tĩnh mạch sâu dùng enoxaparin tiêm dưới da?', 'sc'],
    ['Bệnh nhân im lặng, mệt, dùng digoxin?', null],
    ['Dimenhydrinat IM cho trẻ 4 tuổi?', 'im'],
    // "đang uống" is taking a drug, "dạng uống" the oral form (unseen batch 10)
    ['Bn đang uống alprazolam, thêm diazepam được không?', null],
    ['Diazepam dạng uống cho trẻ 5 tuổi?', 'oral'],
    ['dang uong diazepam cho tre 5 tuoi', 'oral'],
    // the oral form named after "liều" (unseen batch 42), not the verb of taking
    ['Liều cotrimoxazol uống cho bé 18 kg là bao nhiêu?', 'oral'],
    ['Liều uống doxycyclin cho người lớn?', 'oral'],
    ['Cho bé uống cotrimoxazol bao nhiêu?', null],
  ])('%s → %s', (question, route) => {
    expect(readRoute(foldWords(question), question)).toBe(route);
  });
});

describe('routeFit', () => {
  it.each<[string, RouteKey | null, number]>([
    ['Tiêm tĩnh mạch chậm 10 microgam/kg.', 'iv', 1],
    ['Uống 45 microgam/kg/ngày.', 'iv', -1],
    ['Trẻ em: 10 microgam/kg/ngày.', 'iv', 0],
    ['Uống 45 microgam/kg/ngày.', null, 0],
    // a route the patient cannot take is not the line's (unseen batch 35)
    [
      'Cho người lớn đang dùng thuốc lợi tiểu nhưng không uống được, liều ban đầu 0,625 mg.',
      'iv',
      0,
    ],
    ['Nếu không uống được, tiêm tĩnh mạch 0,25 mg.', 'iv', 1],
    ['Người bệnh không thể nuốt: tiêm tĩnh mạch.', 'oral', -1],
    // forbidding a route names it (unseen batch 8)
    ['Không tiêm bắp vì kích ứng tại chỗ.', 'im', 1],
  ])('%s (asked %s) → %s', (line, asked, fit) => {
    expect(routeFit(foldWords(line), asked)).toBe(fit);
  });
});
