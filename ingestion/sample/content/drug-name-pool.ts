import type { ClassKey } from './drug-classes';

/**
 * Real drug names, Vietnamese INN spelling (as the book titles them) | English INN (as its
 * `Tên chung quốc tế` line gives them), grouped by the class the synthetic text is written
 * from. Only names: every sentence about them is ours.
 */
const POOL: Record<ClassKey, string> = {
  beta_lactam: `ampicilin|ampicillin; benzylpenicilin|benzylpenicillin; cloxacilin|cloxacillin;
    dicloxacilin|dicloxacillin; flucloxacilin|flucloxacillin; oxacilin|oxacillin;
    phenoxymethylpenicilin|phenoxymethylpenicillin; piperacilin|piperacillin; ticarcilin|ticarcillin;
    benzathin benzylpenicilin|benzathine benzylpenicillin; procain benzylpenicilin|procaine benzylpenicillin;
    sultamicilin|sultamicillin; pivmecilinam|pivmecillinam; temocilin|temocillin; mezlocilin|mezlocillin;
    cefaclor|cefaclor; cefadroxil|cefadroxil; cefalexin|cefalexin; cefalotin|cefalotin; cefazolin|cefazolin;
    cefamandol|cefamandole; cefdinir|cefdinir; cefepim|cefepime; cefixim|cefixime; cefoperazon|cefoperazone;
    cefotetan|cefotetan; cefoxitin|cefoxitin; cefpodoxim|cefpodoxime; cefprozil|cefprozil;
    ceftazidim|ceftazidime; ceftibuten|ceftibuten; ceftizoxim|ceftizoxime; ceftriaxon|ceftriaxone;
    cefuroxim|cefuroxime; cefradin|cefradine; ceftarolin|ceftaroline; cefditoren|cefditoren;
    meropenem|meropenem; imipenem|imipenem; ertapenem|ertapenem; doripenem|doripenem; aztreonam|aztreonam`,
  aminoglycoside: `amikacin|amikacin; kanamycin|kanamycin; neomycin|neomycin; netilmicin|netilmicin;
    streptomycin|streptomycin; tobramycin|tobramycin; spectinomycin|spectinomycin; framycetin|framycetin;
    paromomycin|paromomycin; isepamicin|isepamicin; dibekacin|dibekacin; sisomicin|sisomicin`,
  fluoroquinolone: `levofloxacin|levofloxacin; moxifloxacin|moxifloxacin; ofloxacin|ofloxacin;
    norfloxacin|norfloxacin; pefloxacin|pefloxacin; lomefloxacin|lomefloxacin; gatifloxacin|gatifloxacin;
    sparfloxacin|sparfloxacin; enoxacin|enoxacin; gemifloxacin|gemifloxacin; acid nalidixic|nalidixic acid;
    fleroxacin|fleroxacin; acid pipemidic|pipemidic acid`,
  macrolide: `azithromycin|azithromycin; erythromycin|erythromycin; roxithromycin|roxithromycin;
    spiramycin|spiramycin; josamycin|josamycin; midecamycin|midecamycin; telithromycin|telithromycin;
    dirithromycin|dirithromycin`,
  antibacterial: `teicoplanin|teicoplanin; linezolid|linezolid; clindamycin|clindamycin;
    lincomycin|lincomycin; colistin|colistin; polymyxin B|polymyxin B; fosfomycin|fosfomycin;
    nitrofurantoin|nitrofurantoin; cloramphenicol|chloramphenicol; doxycyclin|doxycycline;
    minocyclin|minocycline; tetracyclin|tetracycline; tigecyclin|tigecycline; co-trimoxazol|co-trimoxazole;
    sulfadiazin|sulfadiazine; trimethoprim|trimethoprim; rifampicin|rifampicin; isoniazid|isoniazid;
    ethambutol|ethambutol; pyrazinamid|pyrazinamide; rifabutin|rifabutin; dapson|dapsone;
    acid fusidic|fusidic acid; daptomycin|daptomycin; cycloserin|cycloserine; capreomycin|capreomycin`,
  antifungal: `itraconazol|itraconazole; ketoconazol|ketoconazole; voriconazol|voriconazole;
    posaconazol|posaconazole; clotrimazol|clotrimazole; miconazol|miconazole; econazol|econazole;
    nystatin|nystatin; amphotericin B|amphotericin B; griseofulvin|griseofulvin; terbinafin|terbinafine;
    caspofungin|caspofungin; micafungin|micafungin; flucytosin|flucytosine; isavuconazol|isavuconazole`,
  antiviral: `valaciclovir|valaciclovir; ganciclovir|ganciclovir; valganciclovir|valganciclovir;
    famciclovir|famciclovir; zidovudin|zidovudine; lamivudin|lamivudine; abacavir|abacavir;
    stavudin|stavudine; didanosin|didanosine; tenofovir|tenofovir; emtricitabin|emtricitabine;
    entecavir|entecavir; adefovir|adefovir; efavirenz|efavirenz; nevirapin|nevirapine; lopinavir|lopinavir;
    ritonavir|ritonavir; oseltamivir|oseltamivir; ribavirin|ribavirin; zanamivir|zanamivir;
    dolutegravir|dolutegravir; raltegravir|raltegravir; atazanavir|atazanavir; darunavir|darunavir;
    sofosbuvir|sofosbuvir; foscarnet|foscarnet`,
  antiparasitic: `tinidazol|tinidazole; ornidazol|ornidazole; secnidazol|secnidazole;
    albendazol|albendazole; mebendazol|mebendazole; praziquantel|praziquantel; ivermectin|ivermectin;
    cloroquin|chloroquine; quinin|quinine; artesunat|artesunate; primaquin|primaquine; mefloquin|mefloquine;
    artemether|artemether; piperaquin|piperaquine; pyrantel|pyrantel; niclosamid|niclosamide;
    diloxanid|diloxanide; pentamidin|pentamidine; pyrimethamin|pyrimethamine`,
  opioid: `codein|codeine; fentanyl|fentanyl; pethidin|pethidine; tramadol|tramadol; methadon|methadone;
    oxycodon|oxycodone; hydromorphon|hydromorphone; buprenorphin|buprenorphine; nalbuphin|nalbuphine;
    tapentadol|tapentadol; sufentanil|sufentanil; alfentanil|alfentanil; remifentanil|remifentanil;
    naloxon|naloxone; naltrexon|naltrexone`,
  analgesic: `diclofenac|diclofenac; naproxen|naproxen; ketoprofen|ketoprofen; meloxicam|meloxicam;
    piroxicam|piroxicam; celecoxib|celecoxib; etoricoxib|etoricoxib; indometacin|indometacin;
    acid mefenamic|mefenamic acid; ketorolac|ketorolac; acid acetylsalicylic|acetylsalicylic acid;
    nabumeton|nabumetone; tenoxicam|tenoxicam; aceclofenac|aceclofenac; etodolac|etodolac;
    sulindac|sulindac; flurbiprofen|flurbiprofen; dexketoprofen|dexketoprofen; metamizol|metamizole;
    nefopam|nefopam; colchicin|colchicine; allopurinol|allopurinol; febuxostat|febuxostat;
    probenecid|probenecid`,
  anticoagulant: `acenocoumarol|acenocoumarol; heparin|heparin; enoxaparin|enoxaparin;
    dalteparin|dalteparin; nadroparin|nadroparin; fondaparinux|fondaparinux; rivaroxaban|rivaroxaban;
    apixaban|apixaban; dabigatran|dabigatran; clopidogrel|clopidogrel; ticlopidin|ticlopidine;
    dipyridamol|dipyridamole; alteplase|alteplase; streptokinase|streptokinase; ticagrelor|ticagrelor;
    prasugrel|prasugrel; cilostazol|cilostazol; acid tranexamic|tranexamic acid; phytomenadion|phytomenadione;
    protamin|protamine`,
  antidiabetic: `glibenclamid|glibenclamide; gliclazid|gliclazide; glimepirid|glimepiride;
    glipizid|glipizide; acarbose|acarbose; pioglitazon|pioglitazone; sitagliptin|sitagliptin;
    vildagliptin|vildagliptin; repaglinid|repaglinide; nateglinid|nateglinide; saxagliptin|saxagliptin;
    linagliptin|linagliptin; dapagliflozin|dapagliflozin; empagliflozin|empagliflozin; glucagon|glucagon;
    levothyroxin|levothyroxine; thiamazol|thiamazole; propylthiouracil|propylthiouracil`,
  antihypertensive: `captopril|captopril; enalapril|enalapril; lisinopril|lisinopril;
    perindopril|perindopril; ramipril|ramipril; quinapril|quinapril; benazepril|benazepril;
    imidapril|imidapril; losartan|losartan; valsartan|valsartan; irbesartan|irbesartan;
    telmisartan|telmisartan; candesartan|candesartan; methyldopa|methyldopa; clonidin|clonidine;
    hydralazin|hydralazine; prazosin|prazosin; doxazosin|doxazosin; atenolol|atenolol;
    bisoprolol|bisoprolol; metoprolol|metoprolol; propranolol|propranolol; carvedilol|carvedilol;
    nebivolol|nebivolol; labetalol|labetalol; acebutolol|acebutolol; nadolol|nadolol; nifedipin|nifedipine;
    felodipin|felodipine; nicardipin|nicardipine; nimodipin|nimodipine; lercanidipin|lercanidipine;
    diltiazem|diltiazem; verapamil|verapamil; lacidipin|lacidipine; isradipin|isradipine`,
  diuretic: `bumetanid|bumetanide; torasemid|torasemide; hydroclorothiazid|hydrochlorothiazide;
    indapamid|indapamide; clortalidon|chlortalidone; spironolacton|spironolactone; eplerenon|eplerenone;
    amilorid|amiloride; triamteren|triamterene; acetazolamid|acetazolamide; manitol|mannitol`,
  cardiac: `amiodaron|amiodarone; lidocain|lidocaine; procainamid|procainamide; quinidin|quinidine;
    flecainid|flecainide; propafenon|propafenone; adenosin|adenosine; dobutamin|dobutamine;
    dopamin|dopamine; noradrenalin|norepinephrine; adrenalin|epinephrine; isoprenalin|isoprenaline;
    nitroglycerin|glyceryl trinitrate; isosorbid dinitrat|isosorbide dinitrate;
    isosorbid mononitrat|isosorbide mononitrate; ivabradin|ivabradine; trimetazidin|trimetazidine;
    milrinon|milrinone; sotalol|sotalol; atropin|atropine`,
  lipid: `simvastatin|simvastatin; rosuvastatin|rosuvastatin; pravastatin|pravastatin;
    fluvastatin|fluvastatin; lovastatin|lovastatin; fenofibrat|fenofibrate; gemfibrozil|gemfibrozil;
    ezetimib|ezetimibe; bezafibrat|bezafibrate; ciprofibrat|ciprofibrate`,
  gastro: `esomeprazol|esomeprazole; lansoprazol|lansoprazole; pantoprazol|pantoprazole;
    rabeprazol|rabeprazole; ranitidin|ranitidine; famotidin|famotidine; cimetidin|cimetidine;
    nizatidin|nizatidine; sucralfat|sucralfate; misoprostol|misoprostol; domperidon|domperidone;
    metoclopramid|metoclopramide; ondansetron|ondansetron; granisetron|granisetron; loperamid|loperamide;
    bisacodyl|bisacodyl; lactulose|lactulose; mesalazin|mesalazine; sulfasalazin|sulfasalazine;
    ursodeoxycholic acid|ursodeoxycholic acid; simethicon|simeticone; bismuth subcitrat|bismuth subcitrate`,
  corticosteroid: `prednison|prednisone; methylprednisolon|methylprednisolone; hydrocortison|hydrocortisone;
    dexamethason|dexamethasone; betamethason|betamethasone; triamcinolon|triamcinolone;
    budesonid|budesonide; fluticason|fluticasone; beclometason|beclometasone; fludrocortison|fludrocortisone;
    mometason|mometasone; clobetasol|clobetasol`,
  respiratory: `terbutalin|terbutaline; salmeterol|salmeterol; formoterol|formoterol;
    theophylin|theophylline; aminophylin|aminophylline; ipratropium|ipratropium; tiotropium|tiotropium;
    montelukast|montelukast; acetylcystein|acetylcysteine; bromhexin|bromhexine; ambroxol|ambroxol;
    carbocistein|carbocisteine; dextromethorphan|dextromethorphan; cetirizin|cetirizine;
    loratadin|loratadine; desloratadin|desloratadine; fexofenadin|fexofenadine;
    clorphenamin|chlorphenamine; diphenhydramin|diphenhydramine; promethazin|promethazine;
    hydroxyzin|hydroxyzine; levocetirizin|levocetirizine; ebastin|ebastine; ketotifen|ketotifen;
    cyproheptadin|cyproheptadine`,
  cns: `phenobarbital|phenobarbital; phenytoin|phenytoin; carbamazepin|carbamazepine;
    acid valproic|valproic acid; lamotrigin|lamotrigine; levetiracetam|levetiracetam; topiramat|topiramate;
    gabapentin|gabapentin; pregabalin|pregabalin; diazepam|diazepam; lorazepam|lorazepam;
    midazolam|midazolam; clonazepam|clonazepam; alprazolam|alprazolam; haloperidol|haloperidol;
    clorpromazin|chlorpromazine; olanzapin|olanzapine; risperidon|risperidone; quetiapin|quetiapine;
    amitriptylin|amitriptyline; fluoxetin|fluoxetine; sertralin|sertraline; paroxetin|paroxetine;
    citalopram|citalopram; venlafaxin|venlafaxine; lithi carbonat|lithium carbonate; oxcarbazepin|oxcarbazepine;
    levodopa|levodopa; donepezil|donepezil; zolpidem|zolpidem; piracetam|piracetam; neostigmin|neostigmine;
    pyridostigmin|pyridostigmine; flumazenil|flumazenil; ketamin|ketamine; propofol|propofol;
    bupivacain|bupivacaine; suxamethonium|suxamethonium; rocuronium|rocuronium; vecuronium|vecuronium`,
  electrolyte: `natri clorid|sodium chloride; natri bicarbonat|sodium bicarbonate; calci gluconat|calcium gluconate;
    calci carbonat|calcium carbonate; magnesi sulfat|magnesium sulfate; sắt sulfat|ferrous sulfate;
    acid folic|folic acid; cyanocobalamin|cyanocobalamin; thiamin|thiamine; pyridoxin|pyridoxine;
    riboflavin|riboflavin; acid ascorbic|ascorbic acid; retinol|retinol; kẽm sulfat|zinc sulfate;
    glucose|glucose; natri hydrocarbonat|sodium hydrogen carbonate; kali iodid|potassium iodide;
    tocopherol|tocopherol; nicotinamid|nicotinamide; ringer lactat|ringer lactate`,
  antineoplastic: `methotrexat|methotrexate; cyclophosphamid|cyclophosphamide; fluorouracil|fluorouracil;
    cisplatin|cisplatin; carboplatin|carboplatin; oxaliplatin|oxaliplatin; doxorubicin|doxorubicin;
    paclitaxel|paclitaxel; docetaxel|docetaxel; vincristin|vincristine; etoposid|etoposide;
    tamoxifen|tamoxifen; letrozol|letrozole; anastrozol|anastrozole; capecitabin|capecitabine;
    gemcitabin|gemcitabine; imatinib|imatinib; hydroxycarbamid|hydroxycarbamide; mercaptopurin|mercaptopurine;
    cytarabin|cytarabine; bleomycin|bleomycin; ciclosporin|ciclosporin; tacrolimus|tacrolimus;
    azathioprin|azathioprine; mycophenolat mofetil|mycophenolate mofetil`,
};

export interface PoolName {
  vn: string;
  en: string;
  classKey: ClassKey;
}

let cache: PoolName[] | null = null;

/** Every pool name once, in a stable order. */
export function listPoolNames(): PoolName[] {
  if (cache) return cache;
  const out: PoolName[] = [];
  for (const [classKey, text] of Object.entries(POOL) as Array<[ClassKey, string]>) {
    for (const entry of text.split(';')) {
      const [vn, en] = entry.split('|').map((s) => s.trim());
      if (!vn || !en) throw new Error(`drug-name-pool: malformed entry "${entry}" in ${classKey}`);
      out.push({ vn, en, classKey });
    }
  }
  cache = out;
  return out;
}

/** Salt and ester suffixes that make further name-like titles ("DILTIAZEM HYDROCLORID"). */
export const SALT_SUFFIXES: ReadonlyArray<{ vn: string; en: string }> = [
  { vn: 'hydroclorid', en: 'hydrochloride' },
  { vn: 'natri', en: 'sodium' },
  { vn: 'kali', en: 'potassium' },
  { vn: 'sulfat', en: 'sulfate' },
  { vn: 'maleat', en: 'maleate' },
  { vn: 'tartrat', en: 'tartrate' },
  { vn: 'citrat', en: 'citrate' },
  { vn: 'acetat', en: 'acetate' },
  { vn: 'phosphat', en: 'phosphate' },
  { vn: 'mesilat', en: 'mesilate' },
  { vn: 'besilat', en: 'besilate' },
  { vn: 'fumarat', en: 'fumarate' },
  { vn: 'succinat', en: 'succinate' },
  { vn: 'bromid', en: 'bromide' },
];
