import Papa from 'papaparse';
import {
  CONSENT_FILE_MAX_BYTES,
  readConsentRows,
  type ConsentFileChecks,
  type ConsentFileProblem,
  type ConsentFileResult,
} from './file-format';

/** The kinds of file the upload takes, by extension. */
export type ConsentFileKind = 'csv' | 'xlsx';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The kind of a file from its name, or undefined for anything but .csv and .xlsx. */
export function consentFileKind(fileName: string): ConsentFileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

/** What is wrong with a file before it is read (its type or its size), naming the file; undefined when fine. */
export function consentFileProblem(fileName: string, size: number): string | undefined {
  if (!consentFileKind(fileName))
    return `${fileName} is not a csv or xlsx file. Upload a .csv or .xlsx file.`;
  if (size > CONSENT_FILE_MAX_BYTES) return `${fileName} is ${mb(size)}; the largest file accepted is 1 MB.`;
  if (size === 0) return `${fileName} is empty.`;
  return undefined;
}

function fail(message: string, row?: number): ConsentFileResult {
  return { ok: false, problems: [{ message, ...(row !== undefined ? { row } : {}) }] };
}

function readCsv(fileName: string, bytes: Uint8Array, checks: ConsentFileChecks): ConsentFileResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(`${fileName} is not UTF-8 text. Save it as "CSV UTF-8" and try again.`);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const problems: ConsentFileProblem[] = parsed.errors
    .filter((error) => error.type !== 'Delimiter')
    .map((error) => ({
      ...(error.row !== undefined ? { row: error.row + 1 } : {}),
      message: `${fileName} cannot be read as CSV: ${error.message}`,
    }));
  if (problems.length) return { ok: false, problems: problems.slice(0, 10) };
  return readConsentRows(parsed.data, checks);
}

async function readXlsx(
  fileName: string,
  bytes: Uint8Array,
  checks: ConsentFileChecks,
): Promise<ConsentFileResult> {
  // An xlsx file is a zip archive: it starts with "PK\x03\x04".
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
    return fail(`${fileName} is not a valid xlsx workbook.`);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    return fail(`${fileName} is not a valid xlsx workbook.`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return fail(`${fileName} has no worksheet.`);
  const table: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 1); column += 1)
      cells.push(row.getCell(column).text ?? '');
    table.push(cells);
  }
  return readConsentRows(table, checks);
}

/**
 * Read an uploaded consent-category file (csv or xlsx, at most 1 MB) into categories and their
 * rules, or the problems found: the file's type or size, or each malformed row by number.
 */
export async function readConsentFile(
  fileName: string,
  bytes: Uint8Array,
  checks: ConsentFileChecks = {},
): Promise<ConsentFileResult> {
  const problem = consentFileProblem(fileName, bytes.byteLength);
  if (problem) return fail(problem);
  return consentFileKind(fileName) === 'csv'
    ? readCsv(fileName, bytes, checks)
    : readXlsx(fileName, bytes, checks);
}
