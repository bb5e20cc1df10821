/**
 * Readings of the book's and the question's conventions fixed after unseen batch 4's first run
 * (docs/eval-log.md), held on the 18 real monographs of ../shared/realdata's unseen set, each in
 * words of its own (not the batch's question): the first cited line (or one of the first two, where a gap line or a safety line comes first) must say the book's words.
 * Skipped where the samples are absent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readRealdataSections,
  REALDATA_PRINTED_PAGE_OF,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import { answerQuestion } from '@/lib/answer/answer-question';
import { hasRealdata } from '@/lib/testing/realdata';
import { openSectionsAnswerDeps, type SectionsAnswerDeps } from './open-sections-answer-deps';
import { UNSEEN_SECTIONS, UNSEEN_SECTIONS_PATH } from './unseen/unseen-set';

/** `within` 0: the words must not open the answer; `nowhere`: no cited line may say them. */
const CASES: {
  why: string;
  question: string;
  first: string;
  within?: number;
  nowhere?: boolean;
}[] = [
  {
    why: "a partner the book names by its class, as the partner's Loại thuốc calls it",
    question: 'Đang tiêm enoxaparin, uống thêm diclofenac được không?',
    first: 'Người đang dùng bất cứ thuốc chống đông máu nào',
  },
  {
    why: 'a class the book shortens (DIGOXIN "glycosid trợ tim", FUROSEMID "Glycosid tim:")',
    question: 'Đang uống digoxin, tiêm thêm furosemid có tương tác không?',
    first: 'Làm tăng độc tính của glycosid trên tim',
    within: 1,
  },
  {
    why: 'a route asked of a can-use question is read in Cách dùng too',
    question: 'Doxycyclin tiêm bắp được không?',
    first: 'Không dùng các tetracyclin tiêm bắp',
    within: 1,
  },
  {
    why: "an adult's age in a can-use question does not send the answer out of Chống chỉ định",
    question: 'Bn 66 tuổi bị hẹp cả hai động mạch thận, có kê enalapril được không?',
    first: 'Hẹp động mạch thận hai bên thận',
    within: 1,
  },
  {
    why: 'a line of Chống chỉ định naming the condition leads a can-use question',
    question:
      'Bn nam 75 tuổi bí tiểu do tuyến tiền liệt, say tàu xe dùng dimenhydrinat được không?',
    first: 'Bí tiểu tiện liên quan đến bệnh lý ở niệu đạo - tuyến tiền liệt',
    within: 1,
  },
  {
    why: 'an indication opened by what the drug does for it gives its dose in the next sentence',
    question: 'Cầm máu ổ loét tá tràng qua nội soi bằng adrenalin thì tiêm bao nhiêu ml?',
    first: 'Tiêm 0,5 ml dung dịch adrenalin (1:10 000)',
  },
  {
    why: 'an effect told in plain words is found under the book name of its management',
    question:
      'Mẹ tôi uống gabapentin, đi loạng choạng, bác sĩ đã giảm liều mà không đỡ thì phải làm sao?',
    first: 'Nếu giảm liều mà không đỡ, phải ngừng thuốc',
  },
  {
    why: 'an English overdose told by its count of tablets is answered from Quá liều',
    question: 'My father took twenty 1 mg colchicine tablets by mistake an hour ago. What now?',
    first: 'Không có thuốc kháng độc đặc hiệu cho ngộ độc colchicin',
  },
  {
    why: "an overdose is answered from Quá liều whatever the patient's age",
    question: 'Trẻ 3 tuổi nuốt nhầm 8 viên diazepam, xử trí ra sao?',
    first: 'Theo dõi hô hấp, mạch và huyết áp',
    within: 1,
  },
  {
    why: 'a label named with one of its words left out',
    question: 'Bé 9 tuổi 28 kg bị viêm khớp dạng thấp thiếu niên, liều diclofenac?',
    first: 'Trẻ em từ 1 - 12 tuổi: 1 - 3 mg/ kg/ngày',
    within: 1,
  },
  {
    why: 'an overdose in plain words asks its signs; the line naming them leads',
    question: 'Uống nhầm 5 viên clopidogrel 75 mg một lúc thì có biểu hiện gì?',
    first: 'Các triệu chứng của quá liều clopidogrel là nôn',
  },
  {
    why: 'a state the question negates is not the patient’s',
    question: 'Bn eGFR 20, không chạy thận, tiêm enoxaparin dự phòng được không?',
    first: 'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân',
  },
  {
    why: 'a condition typed by its initials leads a question that is not a can-use one',
    question: 'Bn có WPW, rung nhĩ đáp ứng thất nhanh, digoxin liều nạp bao nhiêu?',
    first: 'Wolff - Parkinson - White',
    within: 1,
  },
  {
    why: 'a lab value is read as the condition the book names in words',
    question: 'Kali máu 2,6 mmol/l, phù chân, furosemid uống liều bao nhiêu?',
    first: 'hạ kali huyết nặng',
    within: 1,
  },
  {
    why: "a condition the drug treats, or inside the book's exception, is not said to hold",
    question: 'Bn rung nhĩ, suy tim, dùng digoxin được không?',
    first: 'nêu tình trạng mà câu hỏi nêu',
    within: 0,
  },
  {
    why: 'an overdose question is not led by a contraindication its signs fall in',
    question: 'Uống 30 viên diltiazem, huyết áp 75/40, xử trí thế nào?',
    first: 'Chống chỉ định',
    within: 0,
  },
  {
    why: 'coffee is named by what acts in it (cafein)',
    question: 'Uống diazepam mà sáng nào cũng uống cà phê thì có sao không?',
    first: 'Cafein làm giảm tác dụng an thần của diazepam',
    within: 1,
  },
  {
    why: "a dose for another indication is not shown once the asked indication's line fits",
    question: 'Bé 10 tuổi 30 kg cần dự phòng huyết khối, enoxaparin tiêm dưới da bao nhiêu?',
    first: 'Điều trị huyết khối cho trẻ em',
    nowhere: true,
  },
  {
    why: 'no other indication’s dose follows the asked indication’s (no patient band)',
    question: 'Diclofenac uống cho viêm cột sống dính khớp một ngày bao nhiêu mg?',
    first: 'Thoái hóa (hư) khớp',
    nowhere: true,
  },
  // Stop 38, from unseen batch 8's misses (new wordings, not the batch's own questions).
  {
    why: 'a long indication heading the question names leads, another indication is left out',
    question: 'Ảo giác, kích động ở bn Parkinson: clozapin khởi đầu liều bao nhiêu, uống giờ nào?',
    first: 'Điều trị tâm thần phân liệt',
    nowhere: true,
  },
  {
    why: 'a route forbidden is the verdict for that route asked in English',
    question: 'Can digoxin be given IM?',
    first: 'Không tiêm bắp vì kích ứng tại chỗ',
  },
  {
    why: "the overdose line naming the patient's lab state leads",
    question: 'Quá liều digoxin, kali máu 6,5 mmol/l, có cho thêm kali không?',
    first: 'không dùng nếu có tăng kali huyết',
    within: 1,
  },
  {
    why: 'a partner the book has no monograph for is found by the class it names',
    question: 'Đang uống nortriptylin, tiêm adrenalin có sao không?',
    first: 'Thuốc chống trầm cảm ba vòng',
    within: 1,
  },
  {
    why: 'a contraindication naming the partner leads the interaction question',
    question: 'Từng dị ứng lidocain khi nhổ răng, nay dùng doxycyclin được không?',
    first: 'thuốc gây tê "loại cain"',
    within: 1,
  },
  // Stop 42 (unseen batches 23–25's misses, in new wordings).
  {
    why: "a part opening inside a sentence never shows the children's clause under the adult's label",
    question:
      'Người lớn 52 tuổi tăng huyết áp, chưa dùng lợi tiểu: enalapril uống liều đầu bao nhiêu?',
    first: '0,08 mg/kg',
    nowhere: true,
  },
  {
    why: 'an English INN spelling of the partner finds the book’s line',
    question: 'Any interaction between diltiazem and quinidine — what happens to quinidine levels?',
    first: 'Quinidin',
  },
  {
    why: 'a rare long word names the indication’s dose line for an adult told by age',
    question: 'Adult 40 yo with tularemia, oral doxycycline: what dose and for how many days?',
    first: 'tularemia',
  },
  {
    why: 'the child of a breastfeeding question is the nursing infant: Thời kỳ cho con bú answers',
    question: 'Doxycyclin có qua sữa mẹ không, trẻ đang bú có hấp thu thuốc không?',
    first: 'Ở trẻ dưới 8 tuổi',
    nowhere: true,
  },
  {
    why: "a poisoning told, asked only how to care for it, is not answered with the child's doses",
    question:
      'Cháu 9 tuổi 28 kg uống nhầm cả vỉ dimenhydrinat của mẹ. Ở trạm y tế xã cần làm gì trước?',
    first: 'Mỗi lần 25 - 50 mg',
    within: 0,
  },
  {
    why: 'tests on a schedule ask Thận trọng, and platelets counted are no thrombocytopenia',
    question:
      'BN tiêm enoxaparin điều trị tắc mạch phổi, có cần xét nghiệm tiểu cầu định kỳ không?',
    first: 'cần phải theo dõi số lượng tiểu cầu',
  },
  {
    why: 'a label for patients on a drug the patient takes gives their dose; one for those not on it is left out',
    question:
      'Ông 70 tuổi đang uống furosemid hằng ngày, nay không uống được, enalaprilat tiêm tĩnh mạch liều đầu bao nhiêu?',
    first: 'Cho người lớn đang dùng thuốc lợi tiểu nhưng không uống được',
  },
  {
    why: 'effects told in the book’s own words, then asked whether the drug caused them: the line naming them leads',
    question:
      'Cô tôi uống gabapentin, dạo này hay khô miệng, táo bón. Có phải tác dụng phụ của thuốc không?',
    first: 'Khó tiêu, khô miệng, táo bón',
  },
  {
    why: 'two effects asked at once ("có làm đau lưng, đau khớp không")',
    question: 'Uống clopidogrel lâu ngày có làm đau lưng, đau khớp không?',
    first: 'đau lưng (6%)',
  },
  {
    why: 'a switch of route asks the route switched to, under the indication heading too long for a label',
    question:
      'BN nữ 30t viêm phần phụ, đã tiêm TM doxycyclin 4 ngày, giờ chuyển sang uống thì liều thế nào?',
    first: 'Sau đó tiếp tục uống 100 mg, ngày 2 lần để hoàn thành trị liệu 10 - 14 ngày',
  },
  {
    why: 'a drug the patient takes, named beside a dose question: the pair’s line comes second',
    question:
      'Bà 60 tuổi đang uống lithi hằng ngày, nay đau khớp, phối hợp diclofenac thì liều 50 mg ngày mấy lần?',
    first: 'Lithi: Diclofenac có thể làm tăng nồng độ lithi trong huyết thanh',
  },
  {
    why: 'a drug the patient takes, named in Tương tác thuốc, is shown whatever was asked (by its class)',
    question: 'Ông 70 tuổi đang uống warfarin, phù chân, furosemid uống liều bao nhiêu?',
    first: 'Thuốc chống đông: Làm tăng tác dụng chống đông',
  },
  {
    why: 'a clearance over a band printed as "vượt quá 50 ml/phút" fits it',
    question:
      'Bệnh nhân gút 66 tuổi, Clcr 70 ml/phút, colchicin mỗi lần uống bao nhiêu, ngày mấy lần?',
    first: 'Đối với người có thanh thải creatinin vượt quá 50 ml/phút',
  },
  {
    why: 'a normal clearance is no renal patient: the indication asked leads',
    question:
      'Người 50 tuổi bị gút, Clcr 95 ml/phút, sắp mổ nhỏ, colchicin dự phòng phẫu thuật thế nào?',
    first: 'Dự phòng cho người bị gút phải phẫu thuật',
  },
  {
    why: 'drugs the patient takes are context: the drug added is answered from its own monograph',
    question:
      'Ông 70 tuổi suy tim đang dùng digoxin, furosemid và bisoprolol, nay thêm enalapril thì liều đầu bao nhiêu?',
    first: 'Liệu pháp liều cao',
    nowhere: true,
  },
  {
    why: 'a route asked yes/no: the line forbidding it leads',
    question: 'Không có đường truyền, tiêm bắp digoxin được không?',
    first: 'Không tiêm bắp vì kích ứng tại chỗ',
  },
  // Stop 56 (unseen batches 63–64's misses, in new wordings).
  {
    why: "a spouse's death told plainly holds the bereavement contraindication",
    question: 'Vợ mất được 5 ngày, anh ấy mất ngủ triền miên, dùng diazepam được không?',
    first: 'người thân chết',
    within: 1,
  },
  {
    why: 'an antidote asked as "thuốc giải" is answered by the line on the book\'s "thuốc kháng độc"',
    question: 'Ngộ độc colchicin có thuốc giải không?',
    first: 'Không có thuốc kháng độc đặc hiệu',
    within: 1,
  },
  {
    why: 'another drug compared with ("so với") is no interaction partner',
    question: 'So với captopril, tác dụng của enalapril đến chậm hơn hay nhanh hơn?',
    first: 'bắt đầu chậm hơn và kéo dài hơn so với captopril',
    within: 1,
  },
  {
    why: "a pregnant patient's newborn is her baby: no newborn's contraindication, Thời kỳ mang thai answers",
    question:
      'Thai phụ 35 tuần viêm bàng quang, nếu dùng cotrimoxazol thì trẻ sơ sinh có bị ảnh hưởng gì không?',
    first: 'trẻ nhỏ dưới 2 tháng tuổi',
    nowhere: true,
  },
  {
    why: 'what to do about an effect after the first dose is Hướng dẫn cách xử trí ADR, not the dose section',
    question: 'Uống enalapril viên đầu tiên thì bị sưng môi, sưng lưỡi, xử trí thế nào?',
    first: 'khi thấy có triệu chứng này phải ngừng dùng thuốc',
    within: 1,
  },
  // Stop 56 (unseen batches 65–66's misses, in new wordings).
  {
    why: 'kilograms gained, then what to do: the management line after the effect leads',
    question: 'Em tôi uống clozapin nửa năm lên 7 kg, phải làm sao?',
    first: 'Cần hướng dẫn chế độ ăn',
    within: 1,
  },
  // Stop 68 (unseen batches 147–148's misses, in new wordings).
  {
    why: "a contraindication's exception the patient has lifts it, and a band shares the dose after its partner",
    question:
      'Cháu 7 tuổi 22 kg, tiếp xúc bò chết nghi phơi nhiễm bệnh than qua đường hô hấp, doxycyclin dự phòng cho cháu bao nhiêu?',
    first: 'Trẻ em dưới 8 tuổi và trẻ trên 8 tuổi nặng dưới 45 kg: 2,2 mg/kg',
    within: 1,
  },
  {
    why: 'haemodialysis written "HD", a bleeding said absent: the circuit dose, no contraindication',
    question:
      'Patient on chronic HD, no ongoing bleeding, enoxaparin to stop the dialysis circuit clotting: dose?',
    first: 'tiêm vào đường động mạch của hệ thống 1 mg/kg',
  },
  {
    why: 'an English yes/no about one effect is answered by the ADR line that names it',
    question: 'Is a dry cough a recognised side effect of enalapril?',
    first: 'Ho khan, có thể do tăng kinin',
    within: 1,
  },
  {
    why: 'the eosinophil in English is the book\'s "bạch cầu ái toan"',
    question: 'On clozapine for 5 weeks, eosinophils 4,800/mm3. What should we do?',
    first: 'Nếu số lượng bạch cầu ái toan tăng',
    within: 1,
  },
  {
    why: "Graves' disease holds the contraindication named for hyperthyroidism",
    question:
      "Woman with Graves' disease having a severe asthma attack: how much adrenaline subcutaneously?",
    first: 'người bệnh bị cường giáp',
    within: 1,
  },
  // Stop 56 (unseen batches 71–72's misses, in new wordings).
  {
    why: 'the antagonist the book names by its drug answers which antidote',
    question: 'Bố tôi uống quá nhiều viên codein, ở viện sẽ dùng thuốc giải gì?',
    first: 'naloxon',
    within: 1,
  },
  {
    why: 'both renal arteries narrowed, in English, hold the stenosis contraindication',
    question: 'Both renal arteries are narrowed on angiography. Can I start enalapril?',
    first: 'Hẹp động mạch thận hai bên thận',
    within: 1,
  },
  {
    why: 'a past neutrophil count told with its English verb is a past agranulocytosis',
    question: 'Clozapine stopped years ago after his ANC fell to 400/mm3. Can we try it again?',
    first: 'Tiền sử mất bạch',
    within: 1,
  },
  // Stop 56 (unseen batch 74's misses, in new wordings).
  {
    why: "blood counts that cannot be followed hold CLOZAPIN's contraindication",
    question: 'Nhà ở xa, không thể xét nghiệm máu định kỳ, có dùng clozapin được không?',
    first: 'không có khả năng theo dõi chặt chẽ',
    within: 1,
  },
  {
    why: 'a bruised brain on the scan is a head injury',
    question: 'Fell off his bike, CT shows a cerebral contusion. Codeine 30 mg for the headache?',
    first: 'chấn thương sọ não',
    within: 1,
  },
  {
    why: 'an age band said for one use ("để điều trị ỉa chảy cấp") does not hold for a cough',
    question: 'Bé trai 4 tuổi ho khan kéo dài, cho dùng siro codein được không?',
    first: 'Chống chỉ định để điều trị ỉa chảy cấp ở trẻ dưới 12 tuổi',
    within: 0,
  },
  {
    why: 'the same band holds for a child with the diarrhoea, told in everyday words',
    question: 'Con tôi 7 tuổi bị tiêu chảy cấp, uống codein cho cầm được không?',
    first: 'Chống chỉ định để điều trị ỉa chảy cấp ở trẻ dưới 12 tuổi',
  },
  {
    why: 'a stomach ache is no active bleeding the contraindication gives an ulcer as example of',
    question: 'Đang uống clopidogrel, dạo này hay đau dạ dày, có phải ngừng thuốc không?',
    first: 'Biểu hiện cháy máu bệnh lý hoạt động',
    within: 0,
  },
  {
    why: "a food asked is answered by the book's own line on it before its acting part's",
    question: 'Có nên uống doxycyclin cùng sữa không?',
    first: 'Có thể uống doxycyclin với thức ăn hoặc sữa',
  },
  {
    why: 'a renal artery stenosis told the long way, for the one kidney left',
    question:
      'Bà 58 tuổi từng hiến một thận cho con, nay siêu âm Doppler thấy hẹp khít động mạch của quả thận còn lại, HA 170/100. Khởi đầu enalapril bao nhiêu?',
    first: 'hẹp động mạch thận ở người có thận đơn độc',
  },
  {
    why: 'fainting when the neck is turned is the carotid sinus, told by its triggers',
    question:
      'He has fainted three times this month when turning his head quickly or wearing a tight collar; AF at 120. Can he start digoxin?',
    first: 'Hội chứng tăng cảm xoang cảnh',
  },
  {
    why: 'unable to come back for blood counts, in words no row lists',
    question:
      'BN TTPL kháng trị ở vùng sâu, nói không có cách nào quay lại viện để lấy máu xét nghiệm hằng tuần. Khởi liều clozapin ra sao?',
    first: 'không có khả năng theo dõi chặt chẽ',
  },
  {
    why: 'a pulse told with its rhythm between the word and the number',
    question:
      'BN 75 tuổi, điện tim nhịp xoang chậm 44 l/p, đau thắt ngực. Dùng diltiazem được không?',
    first: 'Nhịp tim chậm < 50/phút',
  },
  {
    why: 'days of doses missed, then taken again: the book restarts the titration',
    question:
      'Chồng tôi uống clozapin 200 mg/ngày, đi công tác quên mang thuốc, bỏ 4 ngày. Về nhà uống lại 200 mg luôn được không?',
    first: 'Trong trường hợp điều trị lại sau khi ngừng clozapin trước đó',
  },
  {
    why: "a newborn's gestational age is no age in weeks",
    question: 'Bé sinh non 30 tuần, nặng 1,2 kg, suy tim. Digoxin tiêm TM liều ban đầu bao nhiêu?',
    first: 'Sơ sinh dưới 1,5 kg',
  },
  {
    why: 'a switch from injection to mouth is answered by the line on the switch',
    question:
      'BN nhiễm khuẩn tiết niệu đang truyền cotrimoxazol TM, nay ăn uống được, chuyển sang uống thì liều uống so với liều truyền thế nào?',
    first: 'Liều tiêm truyền tương tự như liều uống',
  },
  {
    why: '"thải" (excreted) folds to "thai" (fetus): no pregnancy read, no pregnancy line cited',
    question: 'Ông 72 tuổi eGFR 45, diclofenac có thải qua thận nhiều không, tỷ lệ thải ra sao?',
    first: 'cho người mang thai',
    nowhere: true,
  },
  {
    why: 'a class named as the cause of a state is no drug taken when no state is told',
    question: 'Bệnh nhân 60 tuổi đang tiêm amikacin, phù chân, furosemid uống liều bao nhiêu?',
    first: 'Vô niệu hoặc suy thận do các thuốc gây độc',
    nowhere: true,
  },
  {
    why: 'a monograph without Tương kỵ answers mixing from its Cách dùng, the mixing line first',
    question: 'Cotrimoxazol truyền tĩnh mạch có pha chung chai với ceftriaxon được không?',
    first: 'Không được trộn với thuốc hoặc dung dịch khác',
  },
  {
    why: 'a Tương kỵ line forbidding any drug answers for every partner, with no gap line',
    question: 'Bơm chung furosemid với ondansetron trong 1 bơm tiêm có được không?',
    first: 'không được phối hợp bất cứ thuốc gì',
    within: 1,
  },
  {
    why: 'a chemotherapy regimen by its acronym is a marrow suppressant taken now',
    question:
      'Bệnh nhân đã thất bại haloperidol, hiện đang hóa trị FOLFIRI, clozapin khởi đầu bao nhiêu?',
    first: 'đang dùng các thuốc ức chế hoạt động của tủy xương',
    within: 1,
  },
  {
    why: "an excipient allergy in English names the book's excipient",
    question: 'Known benzyl alcohol allergy. Can she have the enoxaparin multidose vial?',
    first: 'quá mẫn với cồn benzylic',
    within: 1,
  },
  {
    why: 'an electrolyte effect in English is the ADR list that names it',
    question: 'Is hypocalcaemia a recognised side effect of furosemide?',
    first: 'giảm calci huyết',
    within: 1,
  },
  {
    why: 'a creatinine band whose dash the text lost is a range (COLISTIN "từ 1,6 2,5 mg/dl")',
    question:
      'Người bệnh 70 kg, creatinin huyết thanh 1,8 mg/dl, tiêm natri colistimetat liều bao nhiêu?',
    first: 'Nồng độ creatinin từ 1,6 2,5 mg/dl',
    within: 1,
  },
  {
    why: "what is tested before starting is the line that says so (ENTECAVIR's HIV test)",
    question: 'What must be tested before we start a patient on entecavir?',
    first: 'phải làm test HIV',
    within: 1,
  },
  {
    why: 'the birth coming near is asked of the line that says it (ENOXAPARIN)',
    question:
      'Chị ấy mang thai 38 tuần, sắp chuyển dạ, vẫn đang tiêm enoxaparin hằng ngày. Có nên đổi thuốc chống đông không?',
    first: 'khi sắp đến ngày sinh',
    within: 1,
  },
  {
    why: 'a phobic or obsessional state is the contraindication of DIAZEPAM',
    question: 'Bệnh nhân nam 35 tuổi có rối loạn ám ảnh cưỡng bức, kê diazepam được không?',
    first: 'trạng thái ám ảnh hoặc sợ hãi',
    within: 1,
  },
  {
    why: "an injured brain is the brain lesion of ADRENALIN's contraindication (stop 69, batch 151)",
    question:
      'Pt 50M, traumatic brain injury 3 days ago, now septic shock on noradrenaline. Adrenaline infusion dose?',
    first: 'Người bị tổn thương não',
    within: 1,
  },
  {
    why: 'a class named by what it does is no contraindication of the drug taken (batch 151)',
    question:
      'BN 60 tuổi tăng huyết áp đang uống amlodipin 5 mg, thêm enalapril khởi đầu bao nhiêu?',
    first: 'Hạ huyết áp có trước',
    nowhere: true,
  },
  {
    why: 'an English "breastfed" baby makes the patient a nursing mother (batch 152)',
    question: 'Mother of a 2-month-old exclusively breastfed baby: can she take diazepam at night?',
    first: 'Không dùng diazepam cho người cho con bú',
    within: 1,
  },
  {
    why: 'a dose given in error, its antagonist asked (batch 152)',
    question:
      'Bệnh nhân bị tiêm nhầm enoxaparin 100 mg thay vì 60 mg, chảy máu chân răng, cho protamin bao nhiêu?',
    first: 'có thể chỉ định dùng protamin sulfat',
    within: 1,
  },
  {
    why: 'the hours since the dose pick the protamine band (stop 69, unseen batch 2 read again)',
    question:
      'Tiêm quá liều enoxaparin cách đây khoảng 9 tiếng, giờ chảy máu, protamin liều thế nào?',
    first: 'quá 8 giờ trước đó, có thể cho truyền 0,5 mg protamin sulfat',
  },
  {
    why: 'swollen gums told in plain words are the book\'s "Phì lợi" (stop 69, batch 152)',
    question: 'Ông tôi uống diltiazem lâu năm, giờ sưng lợi to, có phải tác dụng phụ không?',
    first: 'Phì lợi',
    within: 1,
  },
  {
    why: 'a dry mouth with "có mẹo gì" asks the management line, "khô mồm" (batch 152)',
    question: 'Uống dimenhydrinat đi tàu bị khô miệng, có mẹo gì đỡ không?',
    first: 'Nếu khô mồm, có thể ngậm kẹo',
    within: 1,
  },
  {
    why: "a drug's toxicity told asks the overdose section, its antagonist named (stop 69, batch 155)",
    question:
      'Digoxin toxicity with bradycardia, body load about 2 mg: how much digoxin Fab per vial?',
    first: 'Điều trị quá liều',
    within: 1,
  },
  {
    why: "a Holter's average rate is the patient's heart rate (batch 156)",
    question: 'Holter: mach trung binh 46 l/p. Them diltiazem vien giai phong cham lieu bao nhieu?',
    first: 'Nhịp tim chậm < 50/phút',
    within: 1,
  },
  {
    why: 'typed without marks, a nursing mother is read beside an expanded abbreviation (batch 155)',
    question: 'Me sau sinh 2 tuan, THA, dang uong enalapril 5 mg, cho con bu duoc khong?',
    first: 'Enalapril bài tiết vào sữa mẹ',
  },
  {
    why: '"trễ" typed without marks is no child (batch 156)',
    question: 'Cha toi gut sung ngon chan 3 ngay roi moi uong colchicin, co bi tre qua khong?',
    first: 'nếu uống muộn sau 24 giờ bị bệnh, kết quả kém hơn',
  },
];

const present = hasRealdata('unseen-monographs.realdata', UNSEEN_SECTIONS);

describe.skipIf(!present)('unseen real monographs: the first two cited lines', () => {
  let opened: SectionsAnswerDeps;

  beforeAll(async () => {
    const sections = readRealdataSections(UNSEEN_SECTIONS_PATH)!;
    opened = await openSectionsAnswerDeps(
      sections.map((s) => s.input),
      REALDATA_PRINTED_PAGE_OF,
    );
  });
  afterAll(() => opened?.dispose());

  it.each(CASES)('$why', async ({ question, first, within = 2, nowhere = false }) => {
    const a = await answerQuestion(question, [], opened.deps);
    const cited = a.answer.split('\n').filter((line) => /\[\d+\]/.test(line));
    if (nowhere) expect(cited.join('\n')).not.toContain(first);
    else if (within === 0) expect(cited[0] ?? '').not.toContain(first);
    else expect(cited.slice(0, within).join('\n')).toContain(first);
  });
});
