import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The ingest CLI on bad input: exit 2, one clear line on stderr naming the file, and nothing
 * written — not the output folder, not a temp folder beside it.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const FONT = path.join(
  ROOT,
  'node_modules/@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
);

async function ingest(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      'npx',
      ['tsx', '--conditions=react-server', 'ingestion/cli.ts', ...args],
      { cwd: ROOT, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function pdfkitBook(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: true, ...options });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A valid PDF whose page tree is empty: %PDF, catalog, /Count 0, xref and trailer. */
function zeroPagePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let dir: string;
const inputs: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ingest-cli-'));
  const sample = await readFile(inject('samplePdfPath'));
  const write = async (name: string, data: Buffer | string) => {
    inputs[name] = path.join(dir, name);
    await writeFile(inputs[name], data);
  };
  await write('not-a-pdf.pdf', 'Đây là một tệp văn bản, không phải PDF.\n');
  await write('truncated.pdf', sample.subarray(0, Math.floor(sample.length / 3)));
  await write(
    'encrypted.pdf',
    await pdfkitBook((doc) => doc.font(FONT).text('Tài liệu có mật khẩu.'), {
      userPassword: 'secret',
      ownerPassword: 'owner',
    }),
  );
  await write('zero-pages.pdf', zeroPagePdf());
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ddd';
  ctx.fillRect(0, 0, 400, 300);
  const png = canvas.encodeSync('png');
  await write(
    'image-only.pdf',
    await pdfkitBook((doc) => {
      doc.image(png, 50, 50, { width: 400 });
      doc.addPage().image(png, 50, 50, { width: 400 });
    }),
  );
  await write(
    'no-monographs.pdf',
    await pdfkitBook((doc) => {
      doc.font(FONT).fontSize(10);
      for (let i = 0; i < 3; i++) {
        if (i) doc.addPage();
        doc.text(
          `Trang ${i + 1}. Một tài liệu về quản lý bệnh viện, không có chuyên luận thuốc nào. `.repeat(
            20,
          ),
        );
      }
    }),
  );
}, 120_000);

describe('npm run ingest on bad input', () => {
  it.each([
    ['not-a-pdf.pdf', /not a PDF|không phải PDF|not_pdf/i],
    ['truncated.pdf', /corrupt|truncated|damaged|hỏng/i],
    ['encrypted.pdf', /encrypted|password/i],
    ['zero-pages.pdf', /no pages|zero pages|0 pages|no_pages/i],
    ['image-only.pdf', /text layer|image|scanned|no_text/i],
    ['no-monographs.pdf', /monograph/i],
  ])('%s → exit 2, one clear line, nothing written', async (name, message) => {
    const out = path.join(dir, `out-${name}`);
    const result = await ingest(['--pdf', inputs[name]!, '--out', out]);
    expect(result.code, result.stderr).toBe(2);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('•'));
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(lines[0]).toContain(name);
    expect(existsSync(out)).toBe(false);
    expect((await readdir(dir)).filter((f) => f.startsWith(`out-${name}`))).toEqual([]);
  });

  it.each([
    [['--out', 'x'], '--pdf is required'],
    [['--pdf', 'missing.pdf', '--out', 'x'], 'no such file'],
    [['--pdf', 'a.pdf', '--out', 'x', '--store', 'chroma'], '--store must be local or qdrant'],
  ])('%j → exit 2 with the usage problem', async (args, message) => {
    const result = await ingest(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe('npm run ingest -- --check', () => {
  it('prints the sample book’s text-layer health per font and page range, exit 0, writes nothing', async () => {
    const pdf = inject('samplePdfPath');
    const before = await readdir(path.dirname(pdf));
    const result = await ingest(['--pdf', pdf, '--check']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/NotoSerif-Regular: [\d,]+ glyphs on pages [\d–, ]+; no defects/);
    expect(result.stdout).toMatch(/Pages: \d+; none needed repair/);
    expect(result.stdout).toContain('The text layer can be trusted.');
    expect(await readdir(path.dirname(pdf))).toEqual(before);
  });

  it('a missing file → exit 2, one line naming it, no stack trace', async () => {
    const result = await ingest(['--pdf', 'missing.pdf', '--check']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('missing.pdf: no such file [unreadable_file]');
  });
});
