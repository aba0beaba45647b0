import { vi } from 'vitest';

/** A file the page saved through `saveBlob`: its name and content. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catch the files the page saves (a blob: URL clicked through a download link) instead of leaving
 * them to jsdom; restore with `vi.restoreAllMocks()`.
 */
export function catchDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((created: Blob) => {
    blob = created;
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** A saved CSV's records (header first), read with the byte order mark left out. */
export async function csvRecords(file: SavedFile): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>((await file.blob.text()).replace(/^\uFEFF/, '').trim()).data;
}
