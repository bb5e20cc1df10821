import { describe, expect, it } from 'vitest';
import { asksCanUse } from './asks-can-use';

describe('asksCanUse', () => {
  it.each([
    ['Fluconazol dùng được cho trẻ sơ sinh không?', true],
    ['Fluconazol dùng cho trẻ sơ sinh được không?', true],
    ['Bà bầu uống được thuốc này không?', true],
    ['Bs muốn dự phòng HKTM bằng enoxaparin 40 mg TDD, được không?', true],
    // no verb, or a loading / infusing verb (unseen batch 14)
    ['HA 120/75 — IV diltiazem 0.25 mg/kg có được không?', true],
    ['Bs định nạp digoxin TM 0,5 mg để hạ tần số, được không?', true],
    ['Có được không khi dùng thuốc này với rượu', false],
    // a short second ask after a comma; "xin" before the verb (first-set batch 136)
    ['Thuốc natri nitrit có nên xin tiêm cho bé không, tiêm bao nhiêu?', true],
    ['Bé 4 tuổi uống được thuốc này không, liều thế nào?', true],
    // another remedy infused is no can-use of the drug
    ['Đã tiêm natri nitrit, methemoglobin 30%, có nên truyền xanh methylen không?', false],
    // asked as a judgement (unseen batch 11)
    ['Bs định kê diazepam 5 mg x 2 lần/ngày, có phù hợp không?', true],
    ['Có nên tiếp tục colchicin không?', true],
    ['Diazepam có an toàn cho người cao tuổi không?', true],
    // past a condition with the book's words added after it (first-set batch 141)
    ['Thuoc nay co an toan cho benh nhan porphyria roi loan chuyen hoa porphyrin khong?', true],
    ['BS định cho clindamycin truyền TM 600 mg mỗi 8 giờ, liều này ổn không?', true],
    ['Cảm ơn bác sĩ, cho em hỏi thêm không ạ?', false],
    ['BS trực định tiêm natri nitrit 3% 0,2 ml/kg. Làm vậy được không?', true],
    ['Làm thế nào để pha thuốc?', false],
    // the plan is how to give it: a question for Cách dùng (first-set batch 96)
    [
      'ĐD định pha clindamycin 600 mg với 10 ml nước cất rồi tiêm tĩnh mạch trực tiếp trong 2 phút. Làm vậy có được không?',
      false,
    ],
    ['Liều diazepam phù hợp là bao nhiêu?', false],
    // "được 5 ngày" is how long (unseen batch 13)
    ['Tôi uống codein được 5 ngày, giờ bị táo bón, có cách gì không?', false],
    // a verb whose object may be no drug is no cue: "truyền tiểu cầu có được không?" (unseen
    // batch 12, a suspected TTP) asks about platelets
    ['Nghĩ xuất huyết giảm tiểu cầu, xử trí thế nào, truyền tiểu cầu có được không?', false],
    ['Bắt đầu enalapril được không?', true],
    // a prescriber's verb (unseen batch 5)
    ['Bn hẹp động mạch thận, có kê enalapril được không?', true],
    ['Trẻ 2 tuổi có tiêm được ceftriaxon không ạ?', true],
    ['Người cao tuổi sử dụng digoxin được không vậy', true],
    ['Ciprofloxacin cho trẻ em được không?', true],
    ['Liều dùng fluconazol cho trẻ sơ sinh?', false],
    // English (unseen batch 18)
    ['Sick sinus syndrome, pacemaker. Can we use oral diltiazem for rate control?', true],
    ['A colleague wants to give sodium nitrite 300 mg IV. Should we?', true],
    ['Should we simply keep (or increase) the acarbose during this admission?', true],
    ['She wants to start acebutolol. Can I go ahead?', true],
    ['Should we monitor potassium?', false],
    // "suitable", "acceptable", a subject of several words (first-set batches 101, 103, 104)
    ['His endocrinologist suggests adding acarbose. Is acarbose suitable for him?', true],
    ['Is nitroprusside-induced hypotension acceptable for him?', true],
    ['Is acebutolol still a reasonable choice?', true],
    ['Is acarbose absorbed from the gut?', false],
    // "có sao không" after a verb of use (first-set batches 102 and 104), not after an ingestion
    ['Bố tôi bị sa đì như vậy thì uống acarbose có sao không?', true],
    ['Bác sĩ định tiêm natri nitrit, tiêm vào em tôi có sao không?', true],
    ['Cháu uống nhầm 10 viên có sao không?', false],
    ['Bị sa đì có sao không?', false],
    ['Is his coronary disease a contraindication — should we still give IM adrenaline?', true],
    // a wh-question asks what, not whether (unseen batch 57)
    ['What oral doxycycline regimen should I prescribe, and for how long?', false],
    ['How much should we give her? Can we give it IV?', true],
    ['Is dimenhydrinate for seasickness OK for someone with epilepsy, any warning?', true],
    ['72 yo with AF on rivaroxaban. Can we give diclofenac 50 mg tid for one week?', true],
    ['What is the usual adult dose of diclofenac?', false],
    ['How long can the diluted solution be kept?', false],
    ['Cho con bú có sao không?', false],
    ['Fluconazol có tác dụng không mong muốn gì?', false],
    ['Không được dùng warfarin khi nào?', false],
    ['Dùng fluconazol bao lâu thì được?', false],
    ['Trẻ sơ sinh dùng fluconazol liều bao nhiêu?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksCanUse(question)).toBe(expected);
  });
});
