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
 * phrases (folded, without "thuốc" and "các") to look for in the asked drug's lines; a class named
 * by its effect keeps "thuốc", without which the phrase is the state ("hạ đường huyết").
 */
export interface DrugClassMembers {
  name: string;
  members: readonly string[];
  book: readonly string[];
  /**
   * Members add to each other's effect, so the class names the interaction even when the asked
   * drug is a member too (a benzodiazepine's "các thuốc ức chế thần kinh trung ương" for a
   * patient on an opioid). Other classes are dropped when shared (names-partner.ts).
   */
  additive?: true;
  /**
   * WHO INN stems that name the class by themselves ("-olol", "-pril", "-sartan"): a member no
   * list here names is still one. Suffixes of the folded name, matched on the spelling key
   * (names-partner.ts), on a name two letters longer than the stem at least. Measured on
   * first-set batch 99 (first run): an allergy to timolol eye drops never met ACEBUTOLOL's
   * "Mẫn cảm với acebutolol hoặc với các thuốc chẹn beta" (timolol was in no list). Source: WHO,
   * The use of stems in the selection of International Nonproprietary Names (INN).
   */
  stems?: readonly string[];
}

/**
 * The benzodiazepines, a class of their own and among the central nervous system depressants.
 * Those no stem names too (unseen batch 120, first run: a teenager on Frisium (clobazam) never
 * met DIAZEPAM's "Không kết hợp diazepam với một benzodiazepin khác").
 */
const BENZODIAZEPINES = [
  'diazepam',
  'lorazepam',
  'midazolam',
  'alprazolam',
  'clonazepam',
  'bromazepam',
  'clobazam',
  'chlordiazepoxid',
  'chlordiazepoxide',
  'clorazepat',
  'clorazepate',
];

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
    stems: ['vastatin'],
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
    // The coumarins by their chemistry, as a contraindication names them ("Mẫn cảm đã biết với
    // các dẫn chất coumarin"). Measured on first-set batch 86 (stop 57, first run): a rash with
    // blisters on warfarin never met ACENOCOUMAROL's line.
    name: 'coumarins',
    members: ['warfarin', 'acenocoumarol', 'phenprocoumon', 'dicoumarol'],
    book: ['dan chat coumarin', 'dan xuat coumarin', 'coumarin'],
  },
  {
    // Metamizol (analgin) is a pyrazolone, the book's "thuốc chống viêm không steroid nhân pyrazol"
    // (first-set batches 91-92, stop 58 first runs: analgin with acenocoumarol was told "không
    // nêu", while Chống chỉ định forbids the pair).
    name: 'pyrazolone NSAIDs',
    members: [
      'metamizol',
      'metamizole',
      'analgin',
      'dipyrone',
      'noramidopyrin',
      'phenylbutazon',
      'phenylbutazone',
      'propyphenazon',
      'aminophenazon',
    ],
    book: ['chong viem khong steroid nhan pyrazol', 'nhan pyrazol', 'dan chat pyrazolon'],
  },
  {
    // A prodrug is the drug it becomes: an allergy to it is an allergy to that drug. Measured on
    // first-set batch 89 (stop 58, first run): urticaria and lip swelling on valaciclovir (Valtrex)
    // never met ACICLOVIR's "Chống chỉ định dùng aciclovir cho người bệnh mẫn cảm với thuốc".
    name: 'aciclovir and its prodrug',
    members: ['valaciclovir', 'valacyclovir', 'aciclovir', 'acyclovir'],
    book: ['aciclovir'],
  },
  {
    name: 'ganciclovir and its prodrug',
    members: ['valganciclovir', 'ganciclovir'],
    book: ['ganciclovir'],
  },
  {
    name: 'penciclovir and its prodrug',
    members: ['famciclovir', 'penciclovir'],
    book: ['penciclovir'],
  },
  {
    name: 'ACE inhibitors',
    members: ['enalapril', 'captopril', 'perindopril', 'lisinopril', 'ramipril', 'imidapril'],
    book: ['uc che enzym chuyen', 'uc che men chuyen'],
    stems: ['pril'],
  },
  {
    name: 'angiotensin II receptor blockers',
    members: ['losartan', 'valsartan', 'irbesartan', 'telmisartan', 'candesartan', 'olmesartan'],
    book: ['uc che thu the angiotensin', 'doi khang thu the angiotensin', 'uc che angiotensin'],
    stems: ['sartan'],
  },
  {
    name: 'proton pump inhibitors',
    members: ['omeprazol', 'esomeprazol', 'pantoprazol', 'lansoprazol', 'rabeprazol'],
    book: ['uc che bom proton'],
    stems: ['prazol', 'prazole'],
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
    stems: ['conazol', 'conazole'],
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
    stems: ['floxacin'],
  },
  {
    name: 'loop diuretics',
    members: ['furosemid', 'bumetanid', 'torasemid'],
    // The book writes "lợi niệu" for diuretics too (DICLOFENAC: "… do thuốc lợi niệu"); not "lợi
    // tiểu" alone, which "lợi tiểu giữ kali" holds.
    book: ['loi tieu quai', 'loi nieu'],
  },
  {
    name: 'thiazide diuretics',
    members: ['hydroclorothiazid', 'hydrochlorothiazid', 'indapamid', 'clorthalidon'],
    book: ['thiazid', 'loi nieu'],
  },
  {
    name: 'benzodiazepines',
    members: BENZODIAZEPINES,
    book: ['benzodiazepin'],
    stems: ['azepam', 'azolam'],
  },
  {
    name: 'opioids',
    members: ['morphin', 'codein', 'fentanyl', 'tramadol', 'pethidin', 'oxycodon', 'methadon'],
    book: ['opioid', 'chu van thuoc phien', 'giam dau gay ngu'],
  },
  {
    name: 'beta blockers',
    // Intravenous esmolol and labetalol too (unseen batch 27: "đang truyền esmolol TM … bolus
    // diltiazem TM được không?" never met DILTIAZEM's "… tiêm tĩnh mạch thuốc chẹn beta").
    members: [
      'propranolol',
      'atenolol',
      'metoprolol',
      'bisoprolol',
      'carvedilol',
      'nebivolol',
      'esmolol',
      'labetalol',
      'sotalol',
      'nadolol',
      'acebutolol',
    ],
    book: ['chen beta', 'uc che beta'],
    stems: ['olol', 'alol'],
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
    // The older sulfonamides a patient names from years back (unseen batch 125, first run:
    // "uong sulfaguanidin tri tieu chay thi ... noi ban do bong nuoc" did not lead COTRIMOXAZOL
    // with "mẫn cảm với sulfonamid").
    members: [
      'sulfamethoxazol',
      'sulfasalazin',
      'sulfadiazin',
      'cotrimoxazol',
      'sulfadoxin',
      'sulfaguanidin',
      'sulfaguanidine',
      'sulfacetamid',
      'sulfacetamide',
      'sulfisoxazol',
      'sulfisoxazole',
      'sulfamethizol',
      'sulfadimidin',
      'sulfadimidine',
      // Co-trimoxazole by its English names (its brands are read by the allergy reader only,
      // read-allergies.ts: as members here, "Biseptol (cotrimoxazol)" became a second drug).
      'co-trimoxazole',
      'cotrimoxazole',
      // The class as clinicians name it ("sulfa-allergic", "sulphonamide allergy"): read as no
      // class, "(sulfa-allergic)" met no "Quá mẫn với các sulfonamid" (unseen batch 25).
      'sulfa',
      'sulpha',
      'sulfonamide',
      'sulphonamide',
    ],
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
    stems: ['cilin', 'cillin'],
  },
  {
    name: 'cephalosporins',
    members: ['cefalexin', 'cefuroxim', 'ceftriaxon', 'cefotaxim', 'cefixim', 'cefazolin'],
    book: ['cephalosporin', 'cefalosporin'],
  },
  {
    // The book names them as retinoic acid's derivatives (DOXYCYCLIN: "Không dùng đồng thời với
    // các dẫn chất của acid retinoic"; unseen batch 40, isotretinoin for acne).
    name: 'retinoids',
    members: ['isotretinoin', 'tretinoin', 'acitretin', 'alitretinoin'],
    book: ['acid retinoic', 'retinoid'],
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
    // Anticoagulants too, as the book's contraindications name them ("Người đang dùng bất cứ
    // thuốc chống đông máu nào": unseen batch 19, a patient on enoxaparin asked diclofenac).
    book: ['heparin', 'chong dong'],
    stems: ['parin'],
  },
  // Classes the interaction and caution sections name by action, with members clinicians name
  // instead. Measured on unseen batch 13 (after its first run): trihexyphenidyl beside
  // DIMENHYDRINAT ("… làm tăng tác dụng của các thuốc kháng cholinergic") and prazosin beside
  // DILTIAZEM were answered "the section does not name it". Members: WHO ATC groups.
  {
    name: 'anticholinergics',
    members: [
      'atropin',
      'trihexyphenidyl',
      'biperiden',
      'benztropin',
      'scopolamin',
      'hyoscin',
      'oxybutynin',
      'tolterodin',
      'solifenacin',
      'ipratropium',
      'tiotropium',
    ],
    book: ['khang cholinergic', 'khang muscarin', 'khang tiet acetylcholin'],
  },
  {
    name: 'alpha blockers',
    members: ['prazosin', 'doxazosin', 'terazosin', 'tamsulosin', 'alfuzosin', 'silodosin'],
    book: ['chen alpha', 'chen thu the alpha', 'uc che alpha', 'chen giao cam alpha'],
  },
  {
    name: 'monoamine oxidase inhibitors',
    // Linezolid and methylene blue inhibit MAO too (unseen batch 31, first run: "… on day 6 of IV
    // linezolid … Can we give adrenaline 0.5 mg SC …?" never met ADRENALIN's "Người đang dùng
    // thuốc ức chế MAO trong vòng 2 tuần").
    members: [
      'selegilin',
      'rasagilin',
      'moclobemid',
      'phenelzin',
      'tranylcypromin',
      'isocarboxazid',
      'linezolid',
      'xanh methylen',
      'methylene blue',
    ],
    book: ['imao', 'uc che mao', 'uc che monoamin oxidase', 'uc che monoaminoxidase'],
  },
  {
    // The book names local anaesthetics by their ending: "thuốc gây tê 'loại cain'" (DOXYCYCLIN).
    // Measured on unseen batch 31 (first run): an anaphylaxis to a benzocaine lozenge never met
    // that contraindication.
    name: 'local anaesthetics',
    members: [
      'lidocain',
      'benzocain',
      'procain',
      'tetracain',
      'bupivacain',
      'levobupivacain',
      'ropivacain',
      'mepivacain',
      'articain',
      'prilocain',
    ],
    // Only the book's "loại cain": "thuốc gây tê" names the anaesthetic ADRENALIN is given with
    // on purpose (unseen batch 12's labour epidural led with its contraindications once read so).
    book: ['loai cain'],
  },
  {
    name: 'selective serotonin reuptake inhibitors',
    members: ['fluoxetin', 'sertralin', 'paroxetin', 'citalopram', 'escitalopram', 'fluvoxamin'],
    book: ['uc che tai hap thu serotonin', 'uc che tai thu hoi serotonin', 'ssri'],
  },
  {
    name: 'potassium-sparing diuretics',
    members: ['spironolacton', 'eplerenon', 'amilorid', 'triamteren'],
    // "lợi niệu" is the book's other word for diuretics (FUROSEMID: "Các thuốc lợi niệu giữ kali
    // có thể làm giảm sự mất kali …"; unseen batch 36, first run: the answer said the section did
    // not name spironolactone).
    book: ['loi tieu giu kali', 'loi nieu giu kali'],
  },
  {
    name: 'corticosteroids',
    members: [
      'prednisolon',
      'prednison',
      'methylprednisolon',
      'dexamethason',
      'hydrocortison',
      'betamethason',
      'triamcinolon',
      'budesonid',
    ],
    book: ['corticosteroid', 'glucocorticoid', 'corticoid'],
  },
  {
    name: 'barbiturates',
    members: ['phenobarbital', 'pentobarbital', 'thiopental', 'secobarbital'],
    book: ['barbiturat'],
  },
  {
    name: 'antiepileptics',
    members: [
      'carbamazepin',
      'oxcarbazepin',
      'phenytoin',
      'natri valproat',
      'acid valproic',
      'valproat',
      'lamotrigin',
      'levetiracetam',
      'topiramat',
      'phenobarbital',
    ],
    book: ['chong dong kinh', 'chong co giat'],
  },
  {
    name: 'antipsychotics',
    members: [
      'clorpromazin',
      'chlorpromazin',
      'levomepromazin',
      'haloperidol',
      'olanzapin',
      'risperidon',
      'quetiapin',
      'aripiprazol',
      'clozapin',
      'sulpirid',
      'amisulprid',
    ],
    book: ['chong loan than', 'an than kinh'],
  },
  {
    name: 'phenothiazines',
    members: ['clorpromazin', 'chlorpromazin', 'levomepromazin', 'promethazin', 'fluphenazin'],
    book: ['phenothiazin'],
  },
  {
    name: 'antiarrhythmics',
    members: [
      'amiodaron',
      'dronedaron',
      'quinidin',
      'flecainid',
      'propafenon',
      'sotalol',
      'disopyramid',
      'mexiletin',
    ],
    book: ['chong loan nhip'],
  },
  {
    name: 'nitrates',
    members: [
      'nitroglycerin',
      'glyceryl trinitrat',
      'isosorbid dinitrat',
      'isosorbid mononitrat',
      'isosorbid',
    ],
    book: ['nitrat'],
  },
  {
    name: 'thrombolytics',
    members: ['alteplase', 'tenecteplase', 'reteplase', 'streptokinase', 'urokinase'],
    book: ['tieu huyet khoi', 'tieu fibrin', 'lam tan huyet khoi', 'huy cuc mau dong'],
  },
  {
    name: 'direct oral anticoagulants',
    members: ['rivaroxaban', 'apixaban', 'dabigatran', 'edoxaban'],
    book: ['chong dong'],
  },
  {
    name: 'antiplatelet agents',
    members: ['clopidogrel', 'ticagrelor', 'prasugrel', 'ticlopidin', 'cilostazol', 'dipyridamol'],
    book: [
      'chong tieu cau',
      'khang tieu cau',
      'chong ket tap tieu cau',
      'uc che ngung tap tieu cau',
      'uc che ket tap tieu cau',
    ],
  },
  {
    name: 'antidiabetics',
    members: [
      'insulin',
      'metformin',
      'gliclazid',
      'glibenclamid',
      'glimepirid',
      'sitagliptin',
      'vildagliptin',
      'acarbose',
      'pioglitazon',
      'empagliflozin',
      'dapagliflozin',
    ],
    // The effect names the class only after "thuốc": bare, "hạ đường huyết" is the state
    // (hypoglycaemia). Measured on first-set batch 77 (stop 57, first run): ACARBOSE's
    // contraindication "Hạ đường huyết." was said to name the metformin the patient takes, and led.
    book: [
      'chong dai thao duong',
      'dieu tri dai thao duong',
      'thuoc ha glucose huyet',
      'thuoc ha duong huyet',
      'thuoc uong ha glucose huyet',
      'thuoc uong ha duong huyet',
    ],
  },
  {
    name: 'antacids',
    members: [
      'nhom hydroxyd',
      'magnesi hydroxyd',
      'nhom phosphat',
      'magnesi trisilicat',
      'calci carbonat',
      'hydrotalcit',
    ],
    book: ['khang acid', 'antacid'],
  },
  {
    // Unseen batch 17 (first run): pseudoephedrin beside COLCHICIN ("… các thuốc giống thần kinh
    // giao cảm") and hydroxychloroquin beside DIGOXIN ("Aminoquinolin (thuốc chống sốt rét)").
    name: 'sympathomimetics',
    members: [
      'pseudoephedrin',
      'ephedrin',
      'phenylephrin',
      'phenylpropanolamin',
      'oxymetazolin',
      'xylometazolin',
      'naphazolin',
    ],
    book: ['giong than kinh giao cam', 'cuong giao cam', 'kich thich giao cam', 'giong giao cam'],
  },
  {
    name: 'aminoquinolines',
    members: [
      'hydroxychloroquin',
      'hydroxycloroquin',
      'cloroquin',
      'chloroquin',
      'amodiaquin',
      'primaquin',
    ],
    book: ['aminoquinolin'],
  },
  {
    // Drugs that slow the brain add to each other: the book names them together ("rượu, thuốc
    // ức chế thần kinh trung ương"), so the class holds when the asked drug is a member too.
    name: 'central nervous system depressants',
    members: [
      ...BENZODIAZEPINES,
      'phenobarbital',
      'morphin',
      'codein',
      'fentanyl',
      'tramadol',
      'pethidin',
      'oxycodon',
      'methadon',
      'zolpidem',
      'zopiclon',
      'gabapentin',
      'pregabalin',
      'clorpromazin',
      'haloperidol',
      'olanzapin',
      'quetiapin',
      'clozapin',
      'promethazin',
      'diphenhydramin',
      'hydroxyzin',
      'dimenhydrinat',
    ],
    // Not "an thần" or "gây ngủ": a sedative's own monograph says them of itself throughout.
    book: ['uc che than kinh trung uong', 'uc che he than kinh trung uong'],
    additive: true,
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
      // Intravenous aciclovir crystallises in the tubules (unseen batch 17: beside COLISTIN's
      // "người bệnh đang dùng thuốc khác độc đối với thận").
      'aciclovir',
      'acyclovir',
      // Tenofovir disoproxil's labelling names renal toxicity (unseen batch 23: "HIV đang ARV
      // TDF/3TC/DTG (tenofovir disoproxil) … cho colistimetat TM được không?").
      'tenofovir',
      'tenofovir disoproxil',
      'zoledronic acid',
      'acid zoledronic',
      'pentamidin',
      'pentamidine',
      // Ifosfamide's labelling names nephrotoxicity (unseen batch 27, beside COLISTIN).
      'ifosfamid',
      'ifosfamide',
      // Capreomycin and kanamycin, injected for MDR-TB, are labelled nephrotoxic (unseen batch
      // 125, first run: "MDR-TB on daily IM capreomycin … What IV colistimethate dose?").
      'capreomycin',
      'kanamycin',
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
      // agranulocytosis is deferiprone's boxed warning (EMA/FDA labels): unseen batch 33 (first
      // run) asked clozapine beside deferipron and was answered from the dose section
      'deferipron',
      // Chemotherapy regimens named by their acronyms, each of myelosuppressive drugs (unseen
      // batch 144, first run: "đang hóa trị FOLFOX … bắt đầu clozapin" never met CLOZAPIN's
      // "đang dùng các thuốc ức chế hoạt động của tủy xương").
      'folfox',
      'folfiri',
      'folfirinox',
      'xelox',
      'capox',
      'abvd',
      'r-chop',
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
  {
    // Unseen batch 28 (first run): mesalazine beside DIGOXIN, whose interactions name "Các dẫn
    // xuất của 5-ASA", was answered "the section does not name mesalazin".
    name: 'aminosalicylates',
    members: ['mesalazin', 'mesalamin', 'sulfasalazin', 'olsalazin', 'balsalazid'],
    book: ['dan xuat cua 5 asa', 'dan xuat 5 asa', '5 asa', 'aminosalicylat'],
  },
  {
    // Acetazolamide and the thiazides are sulfonamide derivatives: a reaction to one is what a
    // contraindication "Mẫn cảm với … các dẫn chất sulfonamid" means (unseen batch 28, first run:
    // a rash on acetazolamide never met FUROSEMID's line). The antibacterial sulfonamides are
    // their own row.
    name: 'sulfonamide derivatives',
    members: [
      'acetazolamid',
      'methazolamid',
      'hydroclorothiazid',
      'hydrochlorothiazid',
      'clorthalidon',
      'indapamid',
      'bumetanid',
      'torasemid',
    ],
    book: ['dan chat sulfonamid', 'dan xuat sulfonamid'],
  },
  {
    // Prostacyclin and its analogues (ATC B01AC: iloprost B01AC11, epoprostenol B01AC09,
    // treprostinil B01AC21, beraprost B01AC19): CLOPIDOGREL's "Tác dụng của clopidogrel tăng lên
    // khi dùng cùng … prostacyclin" names them (unseen batch 32, first run: inhaled iloprost was
    // answered from Thận trọng).
    name: 'prostacyclin analogues',
    members: ['iloprost', 'epoprostenol', 'treprostinil', 'beraprost'],
    book: ['prostacyclin', 'dan chat prostacyclin', 'prostaglandin i2'],
  },
  // By use, not by chemistry: the book's interaction lists name "Các thuốc hạ huyết áp"
  // (FUROSEMID, ENALAPRIL), and clinicians name the drug they take for blood pressure. Members:
  // ATC C02, C03 (thiazides), C07, C08, C09. Their effects add, so the class names the interaction
  // even for an antihypertensive asked. The class's one name: "chống tăng huyết áp", "giảm huyết
  // áp", "điều trị tăng huyết áp" are said of indications and effects too, and led FUROSEMID's
  // dose lines ("… thêm một thuốc chống tăng huyết áp khác") and "Tăng tác dụng giảm huyết áp"
  // (of the CNS depressants) above the pair's line. Measured on unseen batches 43 and 44 (first
  // runs): amlodipin beside FUROSEMID was answered "Tương tác thuốc does not name amlodipin".
  {
    name: 'antihypertensives',
    members: [
      'amlodipin',
      'nifedipin',
      'felodipin',
      'nicardipin',
      'lercanidipin',
      'enalapril',
      'captopril',
      'lisinopril',
      'perindopril',
      'ramipril',
      'imidapril',
      'losartan',
      'valsartan',
      'irbesartan',
      'telmisartan',
      'candesartan',
      'bisoprolol',
      'metoprolol',
      'atenolol',
      'propranolol',
      'carvedilol',
      'nebivolol',
      'methyldopa',
      'clonidin',
      'hydralazin',
      'doxazosin',
      'indapamid',
      'hydroclorothiazid',
    ],
    book: ['ha huyet ap'],
    additive: true,
  },
];
