import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { readDialysisKinds } from './read-dialysis-kinds';

describe('readDialysisKinds', () => {
  it.each([
    ['Liều digoxin cho bệnh nhân thẩm phân phúc mạc?', ['phuc_mac']],
    ['Paracetamol ở người lọc màng bụng', ['phuc_mac']],
    ['Ở người bệnh thẩm tách máu, dùng liều sau mỗi lần thẩm tách', ['mau']],
    ['Fluconazol cho người chạy thận nhân tạo', ['mau']],
    ['bệnh nhân lọc máu chu kỳ', ['mau']],
    ['Thẩm tách máu hoặc thẩm phân phúc mạc loại bỏ được thuốc.', ['phuc_mac', 'mau']],
    ['người bệnh đang thẩm phân', ['khong_ro']],
    // An indication, not dialysis: "viêm phúc mạc".
    ['Nhiễm khuẩn huyết, viêm phúc mạc, nhiễm khuẩn đường tiết niệu', []],
    ['mức lọc cầu thận 35 ml/phút', []],
    // English, as clinicians write it (stop 66's doctor's questions).
    ['patient on dialysis three times a week for esrd', ['mau']],
    ['72m on haemodialysis, herpes zoster', ['mau']],
    ['on hemodialysis since 2019', ['mau']],
    ['capd patient, peritonitis', ['phuc_mac']],
    ['on peritoneal dialysis at home', ['phuc_mac']],
    ['on dialysis, aciclovir dose?', ['khong_ro']],
    // "HD" after a word that makes it a treatment (unseen batch 148); alone, or as "IHD", not
    ['CKD5 on intermittent HD, 62 kg', ['mau']],
    ['BN chạy HD 3 lần/tuần', ['mau']],
    ['dose post-HD?', ['mau']],
    ['IHD, on aspirin', []],
    ['HD day 2', []],
    // Not dialysis: a drug that is "dialysable" names no patient on it.
    ['is aciclovir dialysable?', []],
  ])('%s', (text, kinds) => {
    expect([...readDialysisKinds(foldDiacritics(text))].sort()).toEqual([...kinds].sort());
  });
});
