'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { DrugIndexEntry, DrugIndexSection, DrugMatchHow } from '@/lib/schema/drug-index';
import type { BookRequest } from '@/components/viewer/book-request';
import { useDrugIndex, useDrugMatches } from './use-drug-index';

export interface DrugIndexPanelProps {
  onOpen: (request: BookRequest) => void;
  onClose: () => void;
}

const HOW_LABEL: Partial<Record<DrugMatchHow, string>> = {
  inn: 'tên quốc tế',
  trade: 'biệt dược',
  spelling: 'cách viết khác',
  typo: 'gần đúng',
};

function pageRange([first, last]: readonly [number, number]): string {
  return first === last ? `tr. ${first}` : `tr. ${first}–${last}`;
}

function drugRequest(drug: DrugIndexEntry): BookRequest {
  return {
    page: drug.title.physical_page + 1,
    regions: [drug.title],
    label: `${drug.drug_name} · ${pageRange(drug.printed_page_range)}`,
  };
}

function sectionRequest(drug: DrugIndexEntry, section: DrugIndexSection): BookRequest {
  return {
    page: section.physical_page + 1,
    regions: section.regions,
    label: `${drug.drug_name} · ${section.display_name} · ${
      section.printed_page ? `tr. ${section.printed_page}` : `PDF ${section.physical_page + 1}`
    }`,
  };
}

/** Moves focus among the panel's list buttons with the arrow keys. */
function moveFocus(list: HTMLElement | null, from: Element | null, by: 1 | -1): void {
  if (!list) return;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
  const at = from ? buttons.indexOf(from as HTMLButtonElement) : -1;
  buttons[Math.min(buttons.length - 1, Math.max(0, at + by))]?.focus();
}

/**
 * The drug index: every monograph A–Z with its printed pages, filtered as you type through the
 * chat's drug lexicon (diacritics optional, English INN spellings, trade names); a drug opens
 * at its title and lists its sections, each of which opens with its first lines highlighted.
 */
export function DrugIndexPanel({ onOpen, onClose }: DrugIndexPanelProps) {
  const { index, error } = useDrugIndex();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const { matches, pending } = useDrugMatches(filter);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const drugs = index?.drugs ?? [];
  const shown = matches ? drugs.filter((d) => matches.has(d.drug_id)) : drugs;
  const open = shown.length === 1 ? shown[0]!.drug_id : expanded;

  const openDrug = (drug: DrugIndexEntry) => {
    setExpanded(drug.drug_id);
    onOpen(drugRequest(drug));
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && shown[0] && !pending) {
      event.preventDefault();
      openDrug(shown[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveFocus(listRef.current, null, 1);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const first = listRef.current?.querySelector('button');
    if (event.key === 'ArrowUp' && document.activeElement === first) inputRef.current?.focus();
    else moveFocus(listRef.current, document.activeElement, event.key === 'ArrowDown' ? 1 : -1);
  };
  const onPanelKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  let status: string;
  if (error) status = error;
  else if (!index) status = 'Đang tải mục lục…';
  else if (!matches) status = `${drugs.length} chuyên luận, A–Z`;
  else if (shown.length === 0)
    status = pending ? 'Đang lọc…' : `Không có thuốc nào khớp “${filter.trim()}”.`;
  else status = `${shown.length} thuốc khớp “${filter.trim()}”`;

  return (
    <section
      aria-label="Mục lục thuốc"
      data-testid="drug-index"
      className="flex h-full min-h-0 flex-col bg-white"
      onKeyDown={onPanelKey}
    >
      <div className="flex items-center gap-2 border-b border-stone-300 px-3 py-2">
        <h2 className="flex-1 font-semibold text-stone-900">Mục lục thuốc</h2>
        <button type="button" className="viewer-button px-2" onClick={onClose}>
          Đóng
        </button>
      </div>
      <div className="border-b border-stone-200 px-3 py-2">
        <label htmlFor="drug-index-filter" className="sr-only">
          Lọc thuốc theo tên, tên quốc tế hoặc biệt dược (không cần dấu)
        </label>
        <input
          ref={inputRef}
          id="drug-index-filter"
          data-testid="drug-index-filter"
          type="search"
          autoComplete="off"
          enterKeyHint="go"
          placeholder="Tên thuốc, tên quốc tế, biệt dược"
          className="w-full rounded border border-stone-400 px-2 py-1"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value.slice(0, 100))}
          onKeyDown={onInputKey}
        />
      </div>
      <p aria-live="polite" className="min-h-6 px-3 py-1 text-sm text-stone-700">
        {status}
      </p>
      <ul
        ref={listRef}
        onKeyDown={onListKey}
        aria-busy={pending}
        className="min-h-0 flex-1 overflow-y-auto px-2 pb-3"
      >
        {shown.map((drug) => {
          const how = matches?.get(drug.drug_id);
          const hint = how ? HOW_LABEL[how] : undefined;
          const isOpen = open === drug.drug_id;
          return (
            <li key={drug.drug_id}>
              <button
                type="button"
                data-testid="drug-index-item"
                data-drug-id={drug.drug_id}
                data-printed-page={drug.printed_page_range[0]}
                aria-expanded={isOpen}
                onClick={() => openDrug(drug)}
                className="my-0.5 flex w-full items-baseline gap-2 rounded px-2 py-1.5 text-left hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-stone-900">{drug.drug_name}</span>
                  {hint ? (
                    <span className="block text-xs text-stone-600">
                      {hint}: {how === 'trade' ? drug.trade_names.join(', ') : (drug.inn ?? '')}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm tabular-nums text-stone-700">
                  {pageRange(drug.printed_page_range)}
                </span>
              </button>
              {isOpen ? (
                <ul className="mb-1 ml-3 border-l border-stone-200 pl-2">
                  {drug.sections.map((section) => (
                    <li key={`${section.key}-${section.physical_page}`}>
                      <button
                        type="button"
                        data-testid="drug-index-section"
                        data-section-key={section.key}
                        data-printed-page={section.printed_page ?? undefined}
                        data-physical-page={section.physical_page}
                        onClick={() => onOpen(sectionRequest(drug, section))}
                        className="flex w-full items-baseline gap-2 rounded px-2 py-1 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                      >
                        <span className="min-w-0 flex-1 text-stone-800">
                          {section.display_name}
                        </span>
                        <span className="shrink-0 tabular-nums text-stone-600">
                          {section.printed_page
                            ? `tr. ${section.printed_page}`
                            : `PDF ${section.physical_page + 1}`}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
