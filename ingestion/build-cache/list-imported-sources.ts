import fs from 'node:fs';
import path from 'node:path';

/** Static and dynamic import / re-export specifiers in a TypeScript or JavaScript source. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

export interface ImportedSources {
  /** Project files reachable from the entries, relative to `root`, sorted. */
  files: string[];
  /** Bare package names imported by those files (`pdfjs-dist`, `zod`, `node:fs` excluded), sorted. */
  packages: string[];
}

/**
 * Every project source reachable by imports from `entries`, following `@/` (the project root)
 * and relative specifiers. A cache keyed on these files goes stale exactly when code the entry
 * runs changes — wherever that code lives — instead of on a hand-kept list of folders, which
 * missed `lib/index` and `lib/book` before this (issue 12).
 */
export function listImportedSources(root: string, entries: string[]): ImportedSources {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => path.resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(SPECIFIER)) {
      if (specifier === '' || specifier.startsWith('node:')) continue;
      if (specifier.startsWith('@/') || specifier.startsWith('.')) {
        const base = specifier.startsWith('@/')
          ? path.join(root, specifier.slice(2))
          : path.resolve(path.dirname(file), specifier);
        const resolved = resolveSource(base);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(packageName(specifier));
      }
    }
  }
  return {
    files: [...seen].map((file) => path.relative(root, file)).sort(),
    packages: [...packages].sort(),
  };
}

function resolveSource(base: string): string | null {
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  // A specifier naming a non-source file (JSON data, a font) is not followed.
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && isFile(file)) ?? null;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    // ENOENT, or ENOTDIR when `base` is itself a file (`data.json/index.ts`).
    return false;
  }
}

/** `@scope/pkg/sub` → `@scope/pkg`; `pkg/sub` → `pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}
