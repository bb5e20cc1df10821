/**
 * Drug classes as the formulary's interaction and caution lists name them, with the usual
 * members clinicians name instead. The book names a partner by its class far more often than by
 * name ("Thuốc chống trầm cảm ba vòng: …", "các salicylat", "các thuốc chẹn thần kinh - cơ"); a
 * partner monograph the index holds gives its own class from its Loại thuốc line
 * (read-class-phrases.ts), but a partner the book has no monograph for gives none. Measured on
 * unseen batch 8 (first run): amitriptylin against EPINEPHRIN's "Thuốc chống trầm cảm ba vòng:
 * …", aspirin against ENOXAPARIN's "các thuốc ức chế ngưng tập tiểu cầu (ví dụ, các salicylat …)"
 * and rocuronium against COLISTIN's "các chất ức chế thần kinh cơ" were each answered "the
 * section does not name it".
 *
 * Sources: WHO ATC classification (the class of each member) and the class names as the
 * Vietnamese formulary prints them. `members` are INN names as clinicians type them (folded; the
 * partner matcher keys spellings alike, amitriptyline = amitriptylin); `book` are the class
 * phrases (folded, without "thuốc" and "các") to look for in the asked drug's lines.
 */
export interface DrugClassMembers {
  name: string;
  members: readonly string[];
  book: readonly string[];
}

export const DRUG_CLASS_MEMBERS: readonly DrugClassMembers[] = [
  {
    name: 'tricyclic antidepressants',
    members: ['amitriptylin', 'nortriptylin', 'imipramin', 'clomipramin', 'doxepin', 'desipramin'],
    book: ['chong tram cam ba vong', 'chong tram cam 3 vong'],
  },
  {
    name: 'salicylates',
    members: ['aspirin', 'acid acetylsalicylic', 'acetylsalicylic acid', 'asa'],
    book: [
      'salicylat',
      'acid acetylsalicylic',
      'uc che ngung tap tieu cau',
      'uc che ket tap tieu cau',
      'chong ket tap tieu cau',
    ],
  },
  {
    name: 'non-steroidal anti-inflammatory drugs',
    members: [
      'ibuprofen',
      'diclofenac',
      'naproxen',
      'meloxicam',
      'piroxicam',
      'ketorolac',
      'celecoxib',
      'etoricoxib',
      'indometacin',
      'ketoprofen',
    ],
    book: ['chong viem khong steroid', 'nsaid'],
  },
  {
    name: 'statins',
    members: [
      'simvastatin',
      'atorvastatin',
      'rosuvastatin',
      'pravastatin',
      'lovastatin',
      'fluvastatin',
      'pitavastatin',
    ],
    book: ['statin', 'uc che hmg coa reductase', 'hmg coa reductase'],
  },
  {
    name: 'neuromuscular blockers',
    members: [
      'rocuronium',
      'vecuronium',
      'atracurium',
      'cisatracurium',
      'pancuronium',
      'mivacurium',
      'suxamethonium',
      'succinylcholin',
    ],
    book: ['chen than kinh co', 'uc che than kinh co', 'phong be than kinh co', 'gian co'],
  },
  {
    name: 'vitamin K antagonists',
    members: ['warfarin', 'acenocoumarol', 'phenindion'],
    book: ['khang vitamin k', 'chong dong'],
  },
  {
    name: 'ACE inhibitors',
    members: ['enalapril', 'captopril', 'perindopril', 'lisinopril', 'ramipril', 'imidapril'],
    book: ['uc che enzym chuyen', 'uc che men chuyen'],
  },
  {
    name: 'angiotensin II receptor blockers',
    members: ['losartan', 'valsartan', 'irbesartan', 'telmisartan', 'candesartan', 'olmesartan'],
    book: ['uc che thu the angiotensin', 'doi khang thu the angiotensin', 'uc che angiotensin'],
  },
  {
    name: 'proton pump inhibitors',
    members: ['omeprazol', 'esomeprazol', 'pantoprazol', 'lansoprazol', 'rabeprazol'],
    book: ['uc che bom proton'],
  },
  {
    name: 'macrolides',
    members: ['erythromycin', 'clarithromycin', 'azithromycin', 'roxithromycin', 'spiramycin'],
    book: ['macrolid'],
  },
  {
    name: 'azole antifungals',
    members: ['ketoconazol', 'itraconazol', 'fluconazol', 'voriconazol', 'posaconazol'],
    book: ['chong nam azol', 'dan xuat cua azol', 'dan xuat azol'],
  },
  {
    name: 'aminoglycosides',
    members: ['gentamicin', 'amikacin', 'tobramycin', 'streptomycin', 'neomycin', 'kanamycin'],
    book: ['aminoglycosid'],
  },
  {
    name: 'fluoroquinolones',
    members: ['ciprofloxacin', 'levofloxacin', 'ofloxacin', 'moxifloxacin', 'norfloxacin'],
    book: ['quinolon', 'fluoroquinolon'],
  },
  {
    name: 'loop diuretics',
    members: ['furosemid', 'bumetanid', 'torasemid'],
    book: ['loi tieu quai'],
  },
  {
    name: 'thiazide diuretics',
    members: ['hydroclorothiazid', 'hydrochlorothiazid', 'indapamid', 'clorthalidon'],
    book: ['thiazid'],
  },
  {
    name: 'benzodiazepines',
    members: ['diazepam', 'lorazepam', 'midazolam', 'alprazolam', 'clonazepam', 'bromazepam'],
    book: ['benzodiazepin'],
  },
  {
    name: 'opioids',
    members: ['morphin', 'codein', 'fentanyl', 'tramadol', 'pethidin', 'oxycodon', 'methadon'],
    book: ['opioid', 'chu van thuoc phien', 'giam dau gay ngu'],
  },
  {
    name: 'beta blockers',
    members: ['propranolol', 'atenolol', 'metoprolol', 'bisoprolol', 'carvedilol', 'nebivolol'],
    book: ['chen beta', 'uc che beta'],
  },
  {
    name: 'calcium channel blockers',
    members: ['amlodipin', 'nifedipin', 'felodipin', 'nicardipin', 'diltiazem', 'verapamil'],
    book: ['chen kenh calci'],
  },
  {
    name: 'cardiac glycosides',
    members: ['digoxin', 'digitoxin'],
    book: ['glycosid tim', 'glycosid tro tim'],
  },
  {
    name: 'sulfonamides',
    members: ['sulfamethoxazol', 'sulfasalazin', 'sulfadiazin', 'cotrimoxazol', 'sulfadoxin'],
    book: ['sulfonamid', 'sulfamid'],
  },
  {
    name: 'sulfonylureas',
    members: ['gliclazid', 'glibenclamid', 'glimepirid', 'glipizid', 'tolbutamid'],
    book: ['sulfonylure', 'sulfamid chua dai thao duong', 'sulfamid ha duong huyet'],
  },
  {
    name: 'antihistamines',
    members: [
      'diphenhydramin',
      'dimenhydrinat',
      'promethazin',
      'clorpheniramin',
      'chlorpheniramin',
      'cetirizin',
      'loratadin',
      'hydroxyzin',
    ],
    book: ['khang histamin'],
  },
  {
    name: 'penicillins',
    members: ['amoxicilin', 'ampicilin', 'benzylpenicilin', 'cloxacilin', 'piperacilin'],
    book: ['penicilin'],
  },
  {
    name: 'cephalosporins',
    members: ['cefalexin', 'cefuroxim', 'ceftriaxon', 'cefotaxim', 'cefixim', 'cefazolin'],
    book: ['cephalosporin', 'cefalosporin'],
  },
  {
    name: 'tetracyclines',
    members: ['tetracyclin', 'doxycyclin', 'minocyclin', 'oxytetracyclin'],
    book: ['tetracyclin'],
  },
  {
    name: 'polymyxins',
    members: ['polymyxin b', 'colistin', 'colistimetat'],
    book: ['polymyxin'],
  },
  {
    name: 'heparins',
    members: ['heparin', 'enoxaparin', 'dalteparin', 'nadroparin', 'fondaparinux'],
    book: ['heparin'],
  },
  // Two classes by harm, not by chemistry: the book's contraindications and interactions name
  // them so ("người bệnh đang dùng thuốc khác độc đối với thận", "thuốc ức chế hoạt động của
  // tủy xương"). Measured on unseen batches 7 and 10 (first runs): cisplatin beside COLISTIN and
  // doxorubicin + cyclophosphamid beside CLOZAPIN were each answered "the section does not name
  // it". Members: drugs whose labelling names the harm (nephrotoxicity; bone-marrow suppression).
  {
    name: 'nephrotoxic drugs',
    members: [
      'cisplatin',
      'carboplatin',
      'amphotericin b',
      'amphotericin',
      'gentamicin',
      'amikacin',
      'tobramycin',
      'streptomycin',
      'neomycin',
      'vancomycin',
      'ciclosporin',
      'tacrolimus',
      'foscarnet',
      'cidofovir',
      'polymyxin b',
      'colistin',
      'methotrexat',
    ],
    book: [
      'doc voi than',
      'doc doi voi than',
      'doc cho than',
      'gay doc than',
      'doc tinh voi than',
      'doc tinh tren than',
      'doc than',
    ],
  },
  {
    name: 'bone-marrow suppressants',
    members: [
      'doxorubicin',
      'daunorubicin',
      'epirubicin',
      'cyclophosphamid',
      'ifosfamid',
      'methotrexat',
      'azathioprin',
      'mercaptopurin',
      'cytarabin',
      'fluorouracil',
      'capecitabin',
      'gemcitabin',
      'carboplatin',
      'cisplatin',
      'oxaliplatin',
      'paclitaxel',
      'docetaxel',
      'etoposid',
      'vinblastin',
      'vinorelbin',
      'hydroxycarbamid',
      'cloramphenicol',
      'ganciclovir',
      'valganciclovir',
      'zidovudin',
      'interferon',
      'carbamazepin',
    ],
    book: [
      'uc che tuy xuong',
      'uc che hoat dong cua tuy xuong',
      'uc che tuy',
      'suy tuy',
      'doc voi tuy xuong',
      'doc tinh tren tuy xuong',
      'chong ung thu',
    ],
  },
  {
    // Unseen batch 12: reserpin beside EPINEPHRIN, whose interactions name "Alkaloid của
    // Rauwolfia".
    name: 'rauwolfia alkaloids',
    members: ['reserpin', 'reserpine', 'rescinnamin', 'deserpidin'],
    book: ['alkaloid cua rauwolfia', 'rauwolfia'],
  },
  {
    name: 'oral contraceptives',
    members: [
      'thuoc tranh thai',
      'vien tranh thai',
      'thuoc ngua thai',
      'ethinylestradiol',
      'levonorgestrel',
      'oral contraceptive',
    ],
    book: ['tranh thai'],
  },
];
