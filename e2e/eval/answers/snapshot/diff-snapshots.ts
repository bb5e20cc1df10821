/** One answer as the snapshot keeps it: enough to see any change a clinician would see. */
export interface SnapshotEntry {
  set: string;
  id: string;
  question: string;
  answer: string;
  notices: string[];
  citations: string[];
  attachments: string[];
}

export interface SnapshotDiff {
  /** Answers whose text, notices, citations or attachments differ, plus those added or gone. */
  changed: number;
  report: string;
}

const key = (e: SnapshotEntry) => `${e.set}\u0000${e.id}`;

function sameEntry(a: SnapshotEntry, b: SnapshotEntry): boolean {
  return (
    a.question === b.question &&
    a.answer === b.answer &&
    a.notices.join('\n') === b.notices.join('\n') &&
    a.citations.join('\n') === b.citations.join('\n') &&
    a.attachments.join('\n') === b.attachments.join('\n')
  );
}

/** The answer's first lines as a reader meets them: lead, then the first cited lines. */
function firstLines(e: SnapshotEntry, n = 3): string {
  return e.answer.split('\n').slice(0, n).join(' ⏎ ').slice(0, 400);
}

/**
 * Compares an old snapshot with a fresh one, answer by answer: counts per set, and for each
 * changed answer its question and first lines before → after (notice and citation changes named
 * when the text is the same), so every change is read before the snapshot is rewritten.
 */
export function diffSnapshots(
  old: readonly SnapshotEntry[],
  fresh: readonly SnapshotEntry[],
): SnapshotDiff {
  const before = new Map(old.map((e) => [key(e), e]));
  const after = new Map(fresh.map((e) => [key(e), e]));
  const lines: string[] = [];
  const perSet = new Map<string, { total: number; changed: number }>();
  let changed = 0;
  for (const e of fresh) {
    const s = perSet.get(e.set) ?? { total: 0, changed: 0 };
    s.total++;
    perSet.set(e.set, s);
    const was = before.get(key(e));
    if (was && sameEntry(was, e)) continue;
    s.changed++;
    changed++;
    if (!was) {
      lines.push(`+ ${e.set}/${e.id} "${e.question}"`, `    now: ${firstLines(e)}`);
      continue;
    }
    const what =
      was.answer !== e.answer
        ? 'answer'
        : was.notices.join('\n') !== e.notices.join('\n')
          ? 'notices'
          : was.citations.join('\n') !== e.citations.join('\n')
            ? 'citations'
            : was.question !== e.question
              ? 'question'
              : 'attachments';
    lines.push(
      `~ ${e.set}/${e.id} (${what}) "${e.question}"`,
      `    was: ${what === 'notices' ? was.notices.join(' | ') : firstLines(was)}`,
      `    now: ${what === 'notices' ? e.notices.join(' | ') : firstLines(e)}`,
    );
  }
  for (const e of old) {
    if (after.has(key(e))) continue;
    changed++;
    lines.push(`- ${e.set}/${e.id} "${e.question}" (no longer asked)`);
  }
  const totals = [...perSet].map(
    ([set, s]) => `${set}: ${s.changed} of ${s.total} answers changed`,
  );
  return { changed, report: [...totals, ...lines].join('\n') };
}
