import type { PageRegion } from '@/lib/schema/geometry';

/** What a panel asks the viewer to show; the pane turns it into a ViewerTarget. */
export interface BookRequest {
  /** 1-based PDF page. */
  page: number;
  regions: PageRegion[];
  label: string;
}
