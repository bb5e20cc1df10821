import type { SectionKey } from '@/lib/schema/section-keys';
import type { Rng } from '../create-rng';
import { makeDrugId } from '@/lib/text/make-drug-id';
import {
  buildCockcroftGault,
  buildMergedHeaderTable,
  buildPkTable,
  buildRenalTable,
  buildResistanceTable,
  buildSurfaceAreaFormula,
  buildWeightBandTable,
  MAX_WEIGHT_ROWS,
} from './build-blocks';
import type {
  BlockRequest,
  ContentTrap,
  MonographContent,
  Paragraph,
  SectionContent,
} from './content-types';
import { CLASS_PROFILES } from './drug-classes';
import type { DrugFacts } from './drug-facts';
import { writeAdverseEffects } from './write-adverse-effects';
import { writeDosing } from './write-dosing';
import { writeScriptDosing } from './write-script-dosing';
import { writeInteractions } from './write-interactions';
import { writePharmacology } from './write-pharmacology';
import {
  writeAdrManagement,
  writeCautions,
  writeContraindications,
  writeForms,
  writeIncompatibility,
  writeIndications,
  writeLactation,
  writeOverdose,
  writePregnancy,
  writeRegulatory,
  writeStorage,
} from './write-short-sections';
import type { WriteContext } from './text-tools';

export type BlockKindPlan =
  | 'renal_table'
  | 'resistance_table'
  | 'pk_table'
  | 'merged_table'
  | 'cockcroft_gault'
  | 'surface_area';

export interface MonographPlan {
  facts: DrugFacts;
  /** Multiplies every section's target length (ADR 0004: whole-monograph median ~11,500 chars). */
  lengthFactor: number;
  pkHeading: boolean;
  /** Heading spellings: "Thông tin qui chế", "Tác dụng không mong muốn" without "(ADR)",
   * "Hướng dẫn cách xử trí" without "ADR". */
  qui: boolean;
  adrWithoutSuffix: boolean;
  xuTriWithoutAdr: boolean;
  /** Optional sections this monograph leaves out. */
  omit: SectionKey[];
  longInteraction: boolean;
  unknownHeading: boolean;
  steps: boolean;
  blocks: BlockKindPlan[];
  crossPageHost: boolean;
}

/**
 * Median characters per section body, from ADR 0004's whole-corpus survey (p90 tokens x 4 where
 * only p90 is given); they add up to about 11,500 characters per monograph.
 */
export const SECTION_MEDIAN_CHARS: Partial<Record<SectionKey, number>> = {
  dang_thuoc_va_ham_luong: 260,
  duoc_ly_va_co_che_tac_dung: 2450,
  chi_dinh: 520,
  chong_chi_dinh: 380,
  than_trong: 1150,
  thoi_ky_mang_thai: 380,
  thoi_ky_cho_con_bu: 300,
  tac_dung_khong_mong_muon: 1250,
  huong_dan_xu_tri_adr: 380,
  lieu_luong_va_cach_dung: 2230,
  tuong_tac_thuoc: 950,
  qua_lieu_va_xu_tri: 550,
  do_on_dinh_va_bao_quan: 230,
  tuong_ky: 230,
  thong_tin_quy_che: 160,
};

/** Per-section spread on top of the monograph factor; interactions vary more (ADR 0004 finds a
 * tail of long interaction sections). */
const SECTION_SIGMA: Partial<Record<SectionKey, number>> = { tuong_tac_thuoc: 0.45 };

export function writeMonograph(plan: MonographPlan, rng: Rng): MonographContent {
  const { facts } = plan;
  const profile = CLASS_PROFILES[facts.classKey];
  const ctx: WriteContext = { facts, profile, rng, used: new Set() };
  const target = (key: SectionKey): number => {
    const median = SECTION_MEDIAN_CHARS[key] ?? 300;
    const sigma = SECTION_SIGMA[key] ?? 0.3;
    return median * plan.lengthFactor * Math.exp(sigma * rng.normal());
  };
  const omitted = new Set(plan.omit);
  const sections: SectionContent[] = [];
  const inline = (key: SectionKey, label: string, value: string, traps?: ContentTrap[]): void => {
    sections.push({
      key,
      headingText: label,
      inline: true,
      paragraphs: [
        {
          role: 'inline_label',
          runs: [
            { text: `${label}:`, style: 'bold' },
            { text: value, style: 'regular' },
          ],
          ...(traps ? { traps } : {}),
        },
      ],
    });
  };
  const headed = (
    key: SectionKey,
    headingText: string,
    paragraphs: Paragraph[],
    headingTraps?: ContentTrap[],
  ): void => {
    if (omitted.has(key)) return;
    sections.push({
      key,
      headingText,
      inline: false,
      paragraphs,
      ...(headingTraps ? { headingTraps } : {}),
    });
  };

  inline('ten_chung_quoc_te', 'Tên chung quốc tế', `${facts.inn}.`);
  if (facts.tradeNames.length > 0 && !omitted.has('ten_thuong_mai')) {
    inline('ten_thuong_mai', 'Tên thương mại', `${facts.tradeNames.join(', ')}.`);
  }
  const atcLine = `${facts.atc.join(', ')}.`;
  inline(
    'ma_atc',
    'Mã ATC',
    atcLine,
    facts.analogues
      ? [{ kind: 'class_monograph_multi_atc', detail: `Mã ATC: ${atcLine}` }]
      : undefined,
  );
  inline('loai_thuoc', 'Loại thuốc', facts.drugClass);

  headed(
    'dang_thuoc_va_ham_luong',
    'Dạng thuốc và hàm lượng',
    writeForms(ctx, target('dang_thuoc_va_ham_luong')),
  );
  headed(
    'duoc_ly_va_co_che_tac_dung',
    'Dược lý và cơ chế tác dụng',
    markPk(writePharmacology(ctx, target('duoc_ly_va_co_che_tac_dung'), plan.pkHeading)),
  );
  headed('chi_dinh', 'Chỉ định', writeIndications(ctx, target('chi_dinh')));
  headed('chong_chi_dinh', 'Chống chỉ định', writeContraindications(ctx, target('chong_chi_dinh')));
  headed('than_trong', 'Thận trọng', writeCautions(ctx, target('than_trong')));
  headed(
    'thoi_ky_mang_thai',
    'Thời kỳ mang thai',
    writePregnancy(ctx, target('thoi_ky_mang_thai')),
  );
  headed(
    'thoi_ky_cho_con_bu',
    'Thời kỳ cho con bú',
    writeLactation(ctx, target('thoi_ky_cho_con_bu')),
  );
  const adrHeading = plan.adrWithoutSuffix
    ? 'Tác dụng không mong muốn'
    : 'Tác dụng không mong muốn (ADR)';
  headed(
    'tac_dung_khong_mong_muon',
    adrHeading,
    writeAdverseEffects(ctx, target('tac_dung_khong_mong_muon')),
    plan.adrWithoutSuffix ? [{ kind: 'heading_variant', detail: adrHeading }] : undefined,
  );
  const xuTri = plan.xuTriWithoutAdr ? 'Hướng dẫn cách xử trí' : 'Hướng dẫn cách xử trí ADR';
  headed(
    'huong_dan_xu_tri_adr',
    xuTri,
    writeAdrManagement(ctx, target('huong_dan_xu_tri_adr')),
    plan.xuTriWithoutAdr ? [{ kind: 'heading_variant', detail: xuTri }] : undefined,
  );
  headed('lieu_luong_va_cach_dung', 'Liều lượng và cách dùng', [
    ...writeDosing(ctx, target('lieu_luong_va_cach_dung'), {
      steps: plan.steps,
      unknownHeading: plan.unknownHeading,
      renalInTable: plan.blocks.some((b) => b === 'renal_table' || b === 'merged_table'),
    }),
    // A fork: the paragraphs of the issue-14 script trap leave every other draw unchanged.
    ...writeScriptDosing(facts, rng.fork('script-dosing')),
  ]);
  headed(
    'tuong_tac_thuoc',
    'Tương tác thuốc',
    writeInteractions(ctx, target('tuong_tac_thuoc'), plan.longInteraction),
  );
  headed(
    'qua_lieu_va_xu_tri',
    'Quá liều và xử trí',
    writeOverdose(ctx, target('qua_lieu_va_xu_tri')),
  );
  headed(
    'do_on_dinh_va_bao_quan',
    'Độ ổn định và bảo quản',
    writeStorage(ctx, target('do_on_dinh_va_bao_quan')),
  );
  headed('tuong_ky', 'Tương kỵ', writeIncompatibility(ctx, target('tuong_ky')));
  const quiChe = plan.qui ? 'Thông tin qui chế' : 'Thông tin quy chế';
  headed(
    'thong_tin_quy_che',
    quiChe,
    writeRegulatory(ctx, target('thong_tin_quy_che')),
    plan.qui ? [{ kind: 'heading_variant', detail: quiChe }] : undefined,
  );

  const blocks = plan.blocks.map((b, i) =>
    blockRequest(b, facts, rng.fork(`block-${i}`), sections),
  );
  const dosing = sections.find((s) => s.key === 'lieu_luong_va_cach_dung');
  const crossPage: BlockRequest | null =
    plan.crossPageHost && dosing
      ? {
          sectionKey: 'lieu_luong_va_cach_dung',
          shape: 'cross_page_continuation',
          earliestAfter: 2,
          build: (rows) => buildWeightBandTable(facts, rows ?? 8),
          minRows: 6,
          maxRows: MAX_WEIGHT_ROWS,
        }
      : null;

  return {
    drugId: makeDrugId(facts.title),
    title: facts.title,
    headerName: facts.headerName,
    inn: facts.inn,
    atcCodes: facts.atc,
    drugClass: facts.drugClass.replace(/\.$/, ''),
    tradeNames:
      facts.tradeNames.length > 0 && !omitted.has('ten_thuong_mai') ? facts.tradeNames : [],
    sections,
    blocks,
    crossPage,
  };
}

function markPk(paragraphs: Paragraph[]): Paragraph[] {
  return paragraphs.map((p) =>
    p.role === 'subheading' && p.runs[0]?.text === 'Dược động học'
      ? { ...p, traps: [{ kind: 'pharmacokinetics_heading', detail: 'Dược động học' }] }
      : p,
  );
}

function blockRequest(
  kind: BlockKindPlan,
  facts: DrugFacts,
  rng: Rng,
  sections: SectionContent[],
): BlockRequest {
  const inPharmacology = kind === 'resistance_table' || kind === 'pk_table';
  const sectionKey: SectionKey = inPharmacology
    ? 'duoc_ly_va_co_che_tac_dung'
    : 'lieu_luong_va_cach_dung';
  const section = sections.find((s) => s.key === sectionKey);
  const count = section?.paragraphs.length ?? 1;
  const earliestAfter = inPharmacology
    ? Math.min(2, count)
    : Math.min(count, rng.int(3, Math.max(3, count - 1)));
  const build = (): ReturnType<BlockRequest['build']> => {
    switch (kind) {
      case 'renal_table':
        return buildRenalTable(facts);
      case 'resistance_table':
        return buildResistanceTable(facts, rng);
      case 'pk_table':
        return buildPkTable(facts, rng);
      case 'merged_table':
        return buildMergedHeaderTable(facts, rng);
      case 'cockcroft_gault':
        return buildCockcroftGault(facts);
      case 'surface_area':
        return buildSurfaceAreaFormula(facts);
    }
  };
  const built = build();
  return { sectionKey, shape: built.shape, earliestAfter, build: () => built };
}
