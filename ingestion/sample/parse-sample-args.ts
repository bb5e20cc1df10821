import { TEXT_LAYER_DEFECTS, type TextLayerDefect } from './draw/apply-text-layer-defect';
import { FONT_FAMILIES, type FontFamily } from './draw/resolve-fonts';

export interface SampleArgs {
  monographs: number | undefined;
  outDir: string;
  font: FontFamily | undefined;
  seed: number | undefined;
  defect: TextLayerDefect | undefined;
}

export type ParsedSampleArgs = { ok: true; args: SampleArgs } | { ok: false; error: string };

export const DEFAULT_OUT_DIR = 'data/sample';
export const MAX_MONOGRAPHS = 2000;

/** `[--monographs N] [--out DIR] [--font noto|dejavu] [--seed S] [--defect D]`, also as `--flag=value`. */
export function parseSampleArgs(argv: readonly string[]): ParsedSampleArgs {
  const args: SampleArgs = {
    monographs: undefined,
    outDir: DEFAULT_OUT_DIR,
    font: undefined,
    seed: undefined,
    defect: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const eq = raw.indexOf('=');
    const flag = eq > 0 ? raw.slice(0, eq) : raw;
    let value: string | undefined;
    if (eq > 0) value = raw.slice(eq + 1);
    const take = (): string | undefined => {
      if (value !== undefined) return value;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return undefined;
      i++;
      return next;
    };
    switch (flag) {
      case '--monographs': {
        const v = take();
        if (v === undefined || !/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_MONOGRAPHS) {
          return {
            ok: false,
            error: `--monographs needs a whole number from 1 to ${MAX_MONOGRAPHS}, got ${v ?? 'nothing'}`,
          };
        }
        args.monographs = Number(v);
        break;
      }
      case '--out': {
        const v = take();
        if (!v) return { ok: false, error: '--out needs a directory' };
        args.outDir = v;
        break;
      }
      case '--font': {
        const v = take();
        if (!v || !(FONT_FAMILIES as readonly string[]).includes(v)) {
          return {
            ok: false,
            error: `--font must be one of ${FONT_FAMILIES.join('|')}, got ${v ?? 'nothing'}`,
          };
        }
        args.font = v as FontFamily;
        break;
      }
      case '--seed': {
        const v = take();
        if (v === undefined || !/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) {
          return { ok: false, error: `--seed needs an integer, got ${v ?? 'nothing'}` };
        }
        args.seed = Number(v);
        break;
      }
      case '--defect': {
        const v = take();
        if (!v || !(TEXT_LAYER_DEFECTS as readonly string[]).includes(v)) {
          return {
            ok: false,
            error: `--defect must be one of ${TEXT_LAYER_DEFECTS.join('|')}, got ${v ?? 'nothing'}`,
          };
        }
        args.defect = v as TextLayerDefect;
        break;
      }
      default:
        return {
          ok: false,
          error: `unknown argument "${raw}" (usage: npm run sample -- [--monographs N] [--out DIR] [--font noto|dejavu] [--seed S] [--defect D])`,
        };
    }
  }
  return { ok: true, args };
}
