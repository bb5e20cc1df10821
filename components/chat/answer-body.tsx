'use client';

import type { ReactNode } from 'react';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { Citation } from '@/lib/schema/citation';
import { CitationChip } from './citation-chip';
import { splitAnswerMarkers } from './split-answer-markers';
import { tidyCropPointers } from './tidy-crop-pointers';

/**
 * The answer text, one paragraph per line, each `[n]` marker turned into its citation chip.
 * The first mention of a citation is the full chip (the one `citation` test id per citation);
 * later mentions are a compact "[n]" that opens the same page. Citations the text never marks
 * are listed after it, so none is lost.
 */
export function AnswerBody({
  answer,
  onOpenCitation,
}: {
  answer: AnswerResponse;
  onOpenCitation: (citation: Citation) => void;
}) {
  const byMarker = new Map(answer.citations.map((c) => [c.marker, c]));
  const shown = new Set<number>();
  const lines = answer.answer.split('\n').filter((line) => line.trim() !== '');

  const paragraphs = lines.map((line, li) => {
    const shownLine = answer.attachments.length > 0 ? tidyCropPointers(line) : line;
    const nodes: ReactNode[] = splitAnswerMarkers(shownLine).map((segment, si) => {
      const key = `${li}-${si}`;
      if (segment.kind === 'text') return <span key={key}>{segment.text}</span>;
      const citation = byMarker.get(segment.marker);
      if (!citation) return <span key={key}>[{segment.marker}]</span>;
      const first = !shown.has(segment.marker);
      shown.add(segment.marker);
      return (
        <CitationChip key={key} citation={citation} onOpen={onOpenCitation} compact={!first} />
      );
    });
    return (
      <p key={li} className="leading-relaxed">
        {nodes}
      </p>
    );
  });

  const unmarked = answer.citations.filter((c) => !shown.has(c.marker));
  return (
    <div className="flex flex-col gap-2 text-stone-900">
      {paragraphs}
      {unmarked.length > 0 ? (
        <div className="mt-1 text-sm">
          <span className="font-semibold text-stone-700">Nguồn: </span>
          {unmarked.map((c) => (
            <CitationChip key={c.marker} citation={c} onOpen={onOpenCitation} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
