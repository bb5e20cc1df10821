/**
 * Abbreviations clinicians write for a drug, spelled out to the book's monograph: "MTX" is
 * methotrexate, "INH" isoniazid, "5-FU" fluorouracil. Measured (issue 37): real questions named
 * "PTU" and came back "not found". Collected from the abbreviations in clinical use (BNF and
 * WHO model formulary usage, the ISMP list of error-prone abbreviations, antiretroviral and
 * antituberculosis regimen notation); an abbreviation that stands for two drugs in practice
 * ("CTX": cyclophosphamide or cefotaxime; "MS": morphine or magnesium sulfate; "DOX") is left
 * out, as are two-letter forms that a question typed in capitals spells otherwise ("SM", "PB",
 * "HC", "HU", "SK", "TAM"): guessing between them is the look-alike error.
 *
 * The key is the abbreviation without its punctuation, upper case ("5-FU", "5FU", "5 FU" →
 * "5FU"). `targets` are the book's names it stands for (any spelling the lexicon keys alike);
 * only those the index holds become owners (register-table-names.ts). Matching is on the typed
 * form: upper case always; lower case only for `anyCase` rows, whose lower-case form is no
 * Vietnamese or English word.
 */
export interface ClinicianAbbreviation {
  abbreviations: readonly string[];
  targets: readonly string[];
  anyCase?: boolean;
}

export const CLINICIAN_ABBREVIATIONS: readonly ClinicianAbbreviation[] = [
  // cytotoxics and immunosuppressants
  { abbreviations: ['MTX'], targets: ['methotrexat'], anyCase: true },
  { abbreviations: ['5-FU', '5FU'], targets: ['fluorouracil'], anyCase: true },
  { abbreviations: ['6-MP', '6MP'], targets: ['mercaptopurin'], anyCase: true },
  { abbreviations: ['6-TG'], targets: ['tioguanin'] },
  { abbreviations: ['ARA-C', 'ARAC'], targets: ['cytarabin'], anyCase: true },
  { abbreviations: ['CDDP'], targets: ['cisplatin'], anyCase: true },
  { abbreviations: ['VCR'], targets: ['vincristin'], anyCase: true },
  { abbreviations: ['VBL'], targets: ['vinblastin'] },
  { abbreviations: ['MMF'], targets: ['mycophenolat mofetil'], anyCase: true },
  { abbreviations: ['CSA', 'CyA'], targets: ['ciclosporin'] },
  { abbreviations: ['FK506', 'FK-506'], targets: ['tacrolimus'], anyCase: true },
  { abbreviations: ['AZA'], targets: ['azathioprin'] },
  { abbreviations: ['ATRA'], targets: ['tretinoin'], anyCase: true },
  // anti-infectives
  { abbreviations: ['INH'], targets: ['isoniazid'], anyCase: true },
  { abbreviations: ['RIF', 'RMP'], targets: ['rifampicin'] },
  { abbreviations: ['EMB'], targets: ['ethambutol'], anyCase: true },
  { abbreviations: ['PZA'], targets: ['pyrazinamid'], anyCase: true },
  {
    abbreviations: ['TMP-SMX', 'TMP/SMX', 'SMX-TMP', 'SMX/TMP', 'TMPSMX', 'SMXTMP'],
    targets: ['co-trimoxazol'],
    anyCase: true,
  },
  { abbreviations: ['TMP'], targets: ['trimethoprim'] },
  { abbreviations: ['SMX', 'SMZ'], targets: ['sulfamethoxazol'] },
  { abbreviations: ['MTZ'], targets: ['metronidazol'] },
  { abbreviations: ['AMB', 'AmB'], targets: ['amphotericin b'] },
  { abbreviations: ['5-FC', '5FC'], targets: ['flucytosin'], anyCase: true },
  { abbreviations: ['HCQ'], targets: ['hydroxycloroquin'], anyCase: true },
  { abbreviations: ['CQ'], targets: ['cloroquin'] },
  { abbreviations: ['PQ'], targets: ['primaquin'] },
  { abbreviations: ['AZT', 'ZDV'], targets: ['zidovudin'], anyCase: true },
  { abbreviations: ['3TC'], targets: ['lamivudin'], anyCase: true },
  { abbreviations: ['FTC'], targets: ['emtricitabin'] },
  { abbreviations: ['TDF'], targets: ['tenofovir'], anyCase: true },
  { abbreviations: ['EFV'], targets: ['efavirenz'], anyCase: true },
  { abbreviations: ['NVP'], targets: ['nevirapin'], anyCase: true },
  { abbreviations: ['ABC'], targets: ['abacavir'] },
  { abbreviations: ['D4T'], targets: ['stavudin'], anyCase: true },
  { abbreviations: ['DDI'], targets: ['didanosin'] },
  { abbreviations: ['LPV/r', 'LPV'], targets: ['lopinavir'] },
  { abbreviations: ['RTV'], targets: ['ritonavir'], anyCase: true },
  { abbreviations: ['ATV'], targets: ['atazanavir'] },
  { abbreviations: ['DRV'], targets: ['darunavir'], anyCase: true },
  { abbreviations: ['DTG'], targets: ['dolutegravir'], anyCase: true },
  { abbreviations: ['RAL'], targets: ['raltegravir'] },
  { abbreviations: ['ETV'], targets: ['entecavir'] },
  { abbreviations: ['SOF'], targets: ['sofosbuvir'] },
  { abbreviations: ['RBV'], targets: ['ribavirin'], anyCase: true },
  { abbreviations: ['ACV'], targets: ['aciclovir'] },
  { abbreviations: ['GCV'], targets: ['ganciclovir'] },
  { abbreviations: ['PCN'], targets: ['benzylpenicilin'] },
  // cardiovascular, haematology
  { abbreviations: ['ASA'], targets: ['acid acetylsalicylic'] },
  { abbreviations: ['HCTZ'], targets: ['hydroclorothiazid'], anyCase: true },
  {
    abbreviations: ['NTG', 'GTN'],
    targets: ['nitroglycerin', 'glyceryl trinitrat'],
    anyCase: true,
  },
  { abbreviations: ['ISMN'], targets: ['isosorbid mononitrat'], anyCase: true },
  { abbreviations: ['ISDN'], targets: ['isosorbid dinitrat'], anyCase: true },
  { abbreviations: ['UFH'], targets: ['heparin'], anyCase: true },
  { abbreviations: ['TXA'], targets: ['acid tranexamic'], anyCase: true },
  { abbreviations: ['RT-PA', 'RTPA', 'TPA', 't-PA'], targets: ['alteplase'] },
  { abbreviations: ['EPO'], targets: ['epoetin alfa', 'erythropoietin'] },
  { abbreviations: ['EPI'], targets: ['adrenalin'] },
  { abbreviations: ['KCL'], targets: ['kali clorid'], anyCase: true },
  { abbreviations: ['NACL'], targets: ['natri clorid'], anyCase: true },
  {
    abbreviations: ['NAHCO3'],
    targets: ['natri bicarbonat', 'natri hydrocarbonat'],
    anyCase: true,
  },
  { abbreviations: ['MGSO4'], targets: ['magnesi sulfat'], anyCase: true },
  // analgesia, CNS, endocrine, respiratory, gastro
  { abbreviations: ['PCM'], targets: ['paracetamol'], anyCase: true },
  { abbreviations: ['APAP'], targets: ['paracetamol'], anyCase: true },
  { abbreviations: ['NAC'], targets: ['acetylcystein'] },
  { abbreviations: ['VPA'], targets: ['acid valproic'], anyCase: true },
  { abbreviations: ['CBZ'], targets: ['carbamazepin'], anyCase: true },
  { abbreviations: ['OXC'], targets: ['oxcarbazepin'], anyCase: true },
  { abbreviations: ['PHT', 'DPH'], targets: ['phenytoin'], anyCase: true },
  { abbreviations: ['LEV'], targets: ['levetiracetam'] },
  { abbreviations: ['LTG'], targets: ['lamotrigin'], anyCase: true },
  { abbreviations: ['TPM'], targets: ['topiramat'], anyCase: true },
  { abbreviations: ['PTU'], targets: ['propylthiouracil'], anyCase: true },
  { abbreviations: ['MMI'], targets: ['thiamazol'], anyCase: true },
  { abbreviations: ['LT4', 'L-T4'], targets: ['levothyroxin'] },
  { abbreviations: ['5-ASA', '5ASA'], targets: ['mesalazin'], anyCase: true },
  { abbreviations: ['SSZ'], targets: ['sulfasalazin'], anyCase: true },
  { abbreviations: ['UDCA'], targets: ['acid ursodeoxycholic'], anyCase: true },
];
