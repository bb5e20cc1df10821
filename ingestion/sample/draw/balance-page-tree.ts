/**
 * pdfkit hangs every page directly under one /Pages node. pdf.js, asked for page 900 of such a
 * file, fetches every page object before it — on the 680-monograph book, opening one page over
 * Range requests read the whole 10.8 MB file. Real typesetters write a balanced tree; so do we:
 * pages are grouped under intermediate /Pages nodes with their own /Count, which lets a reader
 * skip whole groups. Each page's /Parent is its group (set before pdfkit writes the page).
 */
interface PdfRef {
  data: { Type?: string; Kids: PdfRef[]; Count: number; Parent?: PdfRef };
  end(): void;
}

interface PdfkitTreeInternals {
  _root: { data: { Pages: PdfRef } };
  ref(data: object): PdfRef;
  addPage(options?: object): unknown;
}

/** Patches `doc.addPage`; call the returned `finish()` right before `doc.end()`. */
export function balancePageTree(document: unknown, groupSize = 16): { finish(): void } {
  const doc = document as PdfkitTreeInternals;
  const root = doc._root.data.Pages;
  const groups: PdfRef[] = [];
  const addPage = doc.addPage.bind(doc);
  doc.addPage = (options?: object) => {
    let group = groups.at(-1);
    if (!group || group.data.Kids.length >= groupSize) {
      group = doc.ref({ Type: 'Pages', Parent: root, Kids: [], Count: 0 });
      groups.push(group);
      root.data.Kids.push(group);
    }
    // pdfkit files the new page under whatever _root.data.Pages is while it runs.
    doc._root.data.Pages = group;
    try {
      return addPage(options);
    } finally {
      doc._root.data.Pages = root;
      root.data.Count++;
    }
  };
  return {
    finish() {
      for (const group of groups) group.end();
    },
  };
}
