import { parseArgs } from 'node:util';
import { TEXT_LAYER_DEFECTS, type TextLayerDefect } from './draw/apply-text-layer-defect';
import { FONT_FAMILIES, type FontFamily } from './draw/resolve-fonts';

export interface SampleArgs {
  monographs: number | undefined;
  outDir: string;
  font: FontFamily | undefined;
  seed: number | undefined;
  defect: TextLayerDefect | undefined;
  /** Tables continued on the next page repeat their header at another wrap (issue 40). */
  rewrapContinuedHeader: boolean;
}

export type ParsedSampleArgs = { ok: true; args: SampleArgs } | { ok: false; error: string };

export const DEFAULT_OUT_DIR = 'data/sample';
export const MAX_MONOGRAPHS = 2000;

const USAGE =
  'npm run sample -- [--monographs N] [--out DIR] [--font noto|dejavu] [--seed S] [--defect D] [--rewrap-continued-header]';

const OPTIONS = {
  monographs: { type: 'string' },
  out: { type: 'string' },
  font: { type: 'string' },
  seed: { type: 'string' },
  defect: { type: 'string' },
  'rewrap-continued-header': { type: 'boolean' },
} as const;

/**
 * `[--monographs N] [--out DIR] [--font noto|dejavu] [--seed S] [--defect D]
 * [--rewrap-continued-header]`, also as
 * `--flag=value`. parseArgs runs non-strict so the first bad argument, left to right, gets this
 * CLI's own one-line message, and so `--seed -3` still reads -3 (strict mode calls any value
 * starting with "-" ambiguous); a value starting with "--" is the next flag, never a value.
 */
export function parseSampleArgs(argv: readonly string[]): ParsedSampleArgs {
  const args: SampleArgs = {
    monographs: undefined,
    outDir: DEFAULT_OUT_DIR,
    font: undefined,
    seed: undefined,
    defect: undefined,
    rewrapContinuedHeader: false,
  };
  const { tokens } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    const raw = argv[token.index] ?? '';
    if (token.kind !== 'option' || !Object.hasOwn(OPTIONS, token.name)) {
      return { ok: false, error: `unknown argument "${raw}" (usage: ${USAGE})` };
    }
    const v = token.inlineValue || !token.value?.startsWith('--') ? token.value : undefined;
    switch (token.name as keyof typeof OPTIONS) {
      case 'monographs': {
        if (v === undefined || !/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_MONOGRAPHS) {
          return {
            ok: false,
            error: `--monographs needs a whole number from 1 to ${MAX_MONOGRAPHS}, got ${v ?? 'nothing'}`,
          };
        }
        args.monographs = Number(v);
        break;
      }
      case 'out': {
        if (!v) return { ok: false, error: '--out needs a directory' };
        args.outDir = v;
        break;
      }
      case 'font': {
        if (!v || !(FONT_FAMILIES as readonly string[]).includes(v)) {
          return {
            ok: false,
            error: `--font must be one of ${FONT_FAMILIES.join('|')}, got ${v ?? 'nothing'}`,
          };
        }
        args.font = v as FontFamily;
        break;
      }
      case 'seed': {
        if (v === undefined || !/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) {
          return { ok: false, error: `--seed needs an integer, got ${v ?? 'nothing'}` };
        }
        args.seed = Number(v);
        break;
      }
      case 'defect': {
        if (!v || !(TEXT_LAYER_DEFECTS as readonly string[]).includes(v)) {
          return {
            ok: false,
            error: `--defect must be one of ${TEXT_LAYER_DEFECTS.join('|')}, got ${v ?? 'nothing'}`,
          };
        }
        args.defect = v as TextLayerDefect;
        break;
      }
      case 'rewrap-continued-header': {
        if (token.inlineValue) {
          return { ok: false, error: '--rewrap-continued-header takes no value' };
        }
        args.rewrapContinuedHeader = true;
        break;
      }
    }
  }
  return { ok: true, args };
}
