import type { CitationCase } from '@/lib/schema/citation-case';
import type { CaseResult } from '@/lib/schema/citation-case-result';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';

export interface HtmlReportMeta {
  title: string;
  baseUrl: string;
  casesFile: string;
  timestamp: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function expectation(testCase: CitationCase | undefined): string {
  if (!testCase) return '';
  const parts: string[] = [`form <b>${testCase.form}</b>`];
  if (testCase.form !== 'not_found') {
    const section = testCase.section_key ? SECTION_DISPLAY_NAMES[testCase.section_key] : '';
    parts.push(
      `${escapeHtml(testCase.drug_name ?? '')} · ${escapeHtml(section)} · tr. ${escapeHtml((testCase.printed_pages ?? []).join(' or '))}`,
    );
  }
  parts.push(testCase.crop ? 'a crop must be shown' : 'no crop');
  if (testCase.history?.length) parts.push(`after ${testCase.history.length} earlier turn(s)`);
  return parts.join(' · ');
}

function renderCase(result: CaseResult, testCase: CitationCase | undefined): string {
  const seen = result.observation;
  const checks = result.checks
    .map(
      (c) =>
        `<li class="${c.ok ? 'ok' : 'bad'}"><span>${c.ok ? '✓' : '✗'}</span> <b>${escapeHtml(c.check)}</b> ${escapeHtml(c.detail)}</li>`,
    )
    .join('');
  const citations = (seen?.citations ?? [])
    .map(
      (c, i) =>
        `<tr${seen?.opened?.citation_index === i ? ' class="opened"' : ''}><td>${escapeHtml(c.label)}</td><td>${escapeHtml(c.printed_page)}</td><td>${c.physical_page === null ? '—' : c.physical_page + 1}</td><td><code>${escapeHtml(c.chunk_id)}</code></td></tr>`,
    )
    .join('');
  const opened = seen?.opened
    ? `Opened citation [${seen.opened.citation_index + 1}]: viewer on PDF page ${seen.opened.current_page ?? '—'}, ${seen.opened.highlights} highlight(s) over ${seen.opened.highlighted_spans} text span(s).`
    : 'No citation opened.';
  const crops = (seen?.crops ?? [])
    .map(
      (c) =>
        `<code>${escapeHtml(c.block_id)}</code> (tr. ${escapeHtml(c.printed_page ?? '?')}, ${c.loaded ? 'loaded' : 'NOT loaded'})`,
    )
    .join(', ');
  return `<section class="case ${result.verdict}" id="${escapeHtml(result.id)}">
<h2><span class="verdict">${result.verdict.toUpperCase()}</span> ${escapeHtml(result.id)} <small>${(result.duration_ms / 1000).toFixed(1)} s</small></h2>
<p class="question">${escapeHtml(result.question)}</p>
<p class="expect">Expected: ${expectation(testCase)}</p>
${result.error ? `<p class="error">${escapeHtml(result.error)}</p>` : ''}
${checks ? `<ul class="checks">${checks}</ul>` : ''}
<details${result.verdict === 'pass' ? '' : ' open'}><summary>What the UI showed</summary>
<p>Answer: ${escapeHtml(seen?.answer_status ?? 'not seen')}; notices: ${escapeHtml(seen?.notices.join(', ') || 'none')}; crops: ${crops || 'none'}.</p>
${citations ? `<table><thead><tr><th>citation</th><th>data-printed-page</th><th>PDF page</th><th>chunk</th></tr></thead><tbody>${citations}</tbody></table>` : '<p>No citation.</p>'}
<p>${escapeHtml(opened)}</p>
${seen?.answer_text ? `<blockquote>${escapeHtml(seen.answer_text)}</blockquote>` : ''}
</details>
${result.screenshot ? `<figure><a href="${escapeHtml(result.screenshot)}"><img src="${escapeHtml(result.screenshot)}" alt="The app after case ${escapeHtml(result.id)}: the answer and the book at the opened page"></a><figcaption>The app when the case was judged: the answer and the opened page with its highlight.</figcaption></figure>` : ''}
</section>`;
}

/**
 * A self-contained HTML report (no scripts, no external assets; screenshots beside it): the totals,
 * then per case its question, verdict, checks, the citations found and, on failure, a screenshot
 * of the opened page.
 */
export function renderHtmlReport(
  entries: readonly { result: CaseResult; testCase: CitationCase | undefined }[],
  meta: HtmlReportMeta,
): string {
  const count = (v: CaseResult['verdict']) => entries.filter((e) => e.result.verdict === v).length;
  const ordered = [...entries].sort(
    (a, b) => Number(a.result.verdict === 'pass') - Number(b.result.verdict === 'pass'),
  );
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1c1917}
h1{font-size:1.4rem}.meta{color:#57534e}.totals b{margin-right:1rem}
.case{border:1px solid #d6d3d1;border-left-width:6px;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.case.pass{border-left-color:#15803d}.case.fail{border-left-color:#b91c1c}.case.error{border-left-color:#b45309}
.case h2{font-size:1.05rem;margin:.3rem 0}.verdict{font-family:monospace;margin-right:.5rem}
.pass .verdict{color:#15803d}.fail .verdict{color:#b91c1c}.error .verdict{color:#b45309}
.question{font-size:1.1rem;font-weight:600}.expect{color:#44403c}.error{color:#b45309;font-weight:600}
.checks{list-style:none;padding:0}.checks .bad{color:#b91c1c}.checks .ok{color:#166534}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #e7e5e4;padding:.2rem .5rem;text-align:left}
tr.opened{background:#f0fdfa}blockquote{color:#44403c;border-left:3px solid #e7e5e4;margin:.5rem 0;padding-left:.75rem}
img{max-width:100%;border:1px solid #a8a29e}
</style>
</head>
<body>
<h1>${escapeHtml(meta.title)}</h1>
<p class="meta">${escapeHtml(meta.baseUrl)} · ${escapeHtml(meta.casesFile)} · ${escapeHtml(meta.timestamp)}</p>
<p class="totals"><b>${entries.length} case(s)</b><b>${count('pass')} passed</b><b>${count('fail')} failed</b><b>${count('error')} could not run</b></p>
${ordered.map((e) => renderCase(e.result, e.testCase)).join('\n')}
</body>
</html>
`;
}
