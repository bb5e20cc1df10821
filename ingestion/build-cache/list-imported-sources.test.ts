import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listImportedSources } from './list-imported-sources';

let root: string;

/** A throwaway project: files written from a path → text table. */
function project(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'imported-sources-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('listImportedSources', () => {
  it('follows @/ and relative imports, re-exports, side-effect and dynamic imports', () => {
    const dir = project({
      'ingestion/run.ts': [
        "import 'server-only';",
        "import fs from 'node:fs';",
        "import { a } from './steps/a';",
        "import type { B } from '@/lib/schema/b';",
        "export { c } from '../lib/text/c';",
        "const d = await import('./steps/d');",
        "import { z } from 'zod';",
        "import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';",
        "import { x } from '@scope/pkg/sub';",
      ].join('\n'),
      'ingestion/steps/a.ts': "import { e } from '@/lib/text';",
      'ingestion/steps/d.ts': '',
      'lib/schema/b.ts': "import { z } from 'zod';",
      'lib/text/c.ts': '',
      'lib/text/index.ts': '',
      'lib/unrelated.ts': "import '@/ingestion/run';",
      'ingestion/unused.ts': '',
    });
    expect(listImportedSources(dir, ['ingestion/run.ts'])).toEqual({
      files: [
        'ingestion/run.ts',
        'ingestion/steps/a.ts',
        'ingestion/steps/d.ts',
        'lib/schema/b.ts',
        'lib/text/c.ts',
        'lib/text/index.ts',
      ],
      packages: ['@scope/pkg', 'pdfjs-dist', 'server-only', 'zod'],
    });
  });

  it('stops at cycles and skips specifiers that name no source file', () => {
    const dir = project({
      'a.ts': "import { b } from './b';\nimport data from './data.json';",
      'b.ts': "import { a } from './a';",
      'data.json': '{}',
    });
    expect(listImportedSources(dir, ['a.ts']).files).toEqual(['a.ts', 'b.ts']);
  });
});
