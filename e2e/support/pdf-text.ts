import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfPage = {
  /** the page's text, its items joined by spaces and its lines by line breaks */
  text: string;
  /** millimetres, rounded to a tenth (72 points per inch, 25.4 mm per inch) */
  widthMm: number;
  heightMm: number;
};

const mmPerPoint = 25.4 / 72;
const mm = (points: number) => Math.round(points * mmPerPoint * 10) / 10;

/**
 * What a person would read on each page of a PDF (what `page.pdf()` printed) and each page's size, so a
 * journey checks a ticket's words and paper width rather than its pixels.
 */
export const readPdf = async (pdf: Buffer | Uint8Array): Promise<PdfPage[]> => {
  // pdfjs takes ownership of (and detaches) the bytes it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str;
        text += item.hasEOL ? "\n" : " ";
      }
      pages.push({ text: text.replace(/[ \t]+/g, " ").trim(), widthMm: mm(width), heightMm: mm(height) });
    }
    return pages;
  } finally {
    await document.destroy();
  }
};
