import type { PageRegion } from '@/lib/schema/geometry';
import type { AnswerAttachment, Citation, PatientRows } from '@/lib/schema/citation';
import { findCitationPage } from './find-citation-page';

/**
 * What the viewer is asked to show: a 1-based page, the rectangles to highlight (every region
 * of the cited chunk or block, on any page) and a request id, so clicking the same chip twice
 * scrolls back to it.
 */
export interface ViewerTarget {
  page: number;
  regions: PageRegion[];
  /**
   * The quoted sentence(s) of a citation: drawn strongly, `regions` faintly (issue 9). Absent
   * or empty: `regions` are what is cited and are drawn strongly.
   */
  quoteRegions?: PageRegion[];
  /** A table opened from its crop: its rows, the patient's outlined as on the crop (issue 38). */
  rows?: PatientRows['rows'];
  request: number;
  /** For the sheet title and screen readers: "Amoxicilin · Liều lượng và cách dùng · tr. 123". */
  label: string;
}

/** The 0-based page a citation opens (findCitationPage: its quote's page when it has one). */
export function citationPhysicalPage(citation: Citation): number {
  return findCitationPage(citation).physical;
}

export function citationTarget(citation: Citation, label: string, request: number): ViewerTarget {
  return {
    page: citationPhysicalPage(citation) + 1,
    regions: citation.regions,
    quoteRegions: citation.quote_regions,
    request,
    label,
  };
}

export function attachmentTarget(
  attachment: AnswerAttachment,
  label: string,
  request: number,
): ViewerTarget {
  const regions =
    attachment.regions.length > 0
      ? attachment.regions
      : [{ physical_page: attachment.physical_page, bbox: attachment.bbox }];
  const rows = attachment.patient_rows?.rows;
  return { page: attachment.physical_page + 1, regions, ...(rows ? { rows } : {}), request, label };
}
