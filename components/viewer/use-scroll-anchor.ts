'use client';

import { useCallback, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { READING_LINE } from '@/lib/geometry/compute-scroll-top';
import { findReadingPlace, readingPlaceOffset } from '@/lib/geometry/find-reading-place';
import type { PageLayout } from '@/lib/geometry/layout-pages';

/** A page the viewer was sent to, held as "current" while the scroll stays where it put it. */
export interface Pinned {
  page: number;
  scrollTop: number;
}

/** A pin holds while the scroll is within this many pixels of where the jump left it. */
const PIN_SLACK_PX = 2;

export function isPinHeld(pinned: Pinned | null, scrollTop: number): pinned is Pinned {
  return pinned !== null && Math.abs(pinned.scrollTop - scrollTop) < PIN_SLACK_PX;
}

export interface ScrollAnchorInput {
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The layout and pin as last rendered (a ref, read before and after the change). */
  read: () => { layout: PageLayout | null; pinned: Pinned | null };
  /** Pixels above the first page in the scroll column. */
  pad: number;
  setPinned: (pinned: Pinned) => void;
  setScrollTop: (scrollTop: number) => void;
}

/**
 * `keepPlace(change)` applies a change that moves pages (zoom, a resized column) without losing
 * the reader's place: the line on the reading line stays on it, and a page the reader was sent
 * to stays the current page.
 */
export function useScrollAnchor({
  scrollerRef,
  read,
  pad,
  setPinned,
  setScrollTop,
}: ScrollAnchorInput): (change: () => void) => void {
  return useCallback(
    (change: () => void) => {
      const el = scrollerRef.current;
      const before = read().layout;
      if (!el || !before) {
        flushSync(change);
        return;
      }
      const place = findReadingPlace(before, el.scrollTop + READING_LINE * el.clientHeight - pad);
      const held = read().pinned;
      const heldActive = isPinHeld(held, el.scrollTop);
      flushSync(change);
      const after = read().layout;
      if (!after) return;
      const nextY = pad + readingPlaceOffset(after, place);
      el.scrollTop = Math.max(0, nextY - READING_LINE * el.clientHeight);
      const actual = el.scrollTop;
      if (heldActive) setPinned({ page: held.page, scrollTop: actual });
      setScrollTop(actual);
    },
    [scrollerRef, read, pad, setPinned, setScrollTop],
  );
}
