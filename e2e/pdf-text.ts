import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (Chromium's `page.pdf()`), its pages one after another, each text line on its own line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.join('\n');
}
