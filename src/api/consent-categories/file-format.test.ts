// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentFileColumns, consentFileRows, describeProblem, readConsentRows } from './file-format';
import { consentFileProblem, readConsentFile } from './file-read';

const header = [...consentFileColumns];
const csv = (lines: string[]) => new TextEncoder().encode([header.join(','), ...lines].join('\r\n'));

describe('consent-category files', () => {
  it('reads cookies, tags and request domains per category, defaulting match types', async () => {
    const result = await readConsentFile(
      'cmp.csv',
      csv([
        'Marketing,unapproved,cookie,_fbp,,,,,,,Meta Pixel',
        'Marketing,unapproved,tag,,,,,105,,,',
        'Marketing,unapproved,request domain,,,www.facebook.com,,,,12; 14,',
        'Functional,Approved,,,,,,,,,',
        'Marketing,unapproved,tag,,,,,105,,,',
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rowCount).toBe(5);
    const [marketing, functional] = result.categories;
    expect(marketing).toMatchObject({
      name: 'Marketing',
      type: 'unapproved',
      cookies: [
        {
          nameType: 'name_exact_match',
          name: '_fbp',
          domainType: 'domain_any',
          cookieDescription: 'Meta Pixel',
        },
      ],
      // The repeated tag row is read once.
      tags: [{ tagId: 105, anyAccount: true, accounts: [] }],
      requestDomains: [
        {
          domain: 'www.facebook.com',
          domainType: 'domain_exact_match',
          anyLocation: false,
          locationIds: [12, 14],
        },
      ],
      rows: [2, 3, 4, 6],
    });
    expect(functional).toMatchObject({ name: 'Functional', type: 'approved', cookies: [], tags: [] });
  });

  it('names the row and column of every malformed row', () => {
    const result = readConsentRows([
      header,
      ['Ads', 'blocked', 'cookie', '_fbp'],
      ['Ads', 'unapproved', 'pixel'],
      ['Ads', 'unapproved', 'tag', '', '', '', '', 'abc'],
      ['', 'approved', 'cookie', 'x'],
      ['Ads', 'unapproved', 'cookie', '(unclosed', 'regex'],
      ['Ads', 'approved', 'cookie', 'a'],
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(describeProblem)).toEqual([
      'Row 2, Category type: Use approved or unapproved (found "blocked")',
      'Row 3, Item type: Use cookie, tag or request domain (found "pixel")',
      'Row 4, Tag ID: Enter the tag\'s numeric id (found "abc")',
      'Row 5, Consent category: Enter the category name',
      'Row 6, Name: This is not a valid regular expression',
      'Row 7, Category type: "Ads" is unapproved on row 3; use one type per category',
    ]);
  });

  it('refuses a header without the required columns and a file without rows', () => {
    const noColumns = readConsentRows([['Category', 'Type']]);
    expect(noColumns.ok || noColumns.problems.map(describeProblem)).toEqual([
      'Row 1: The header row lacks the columns "Consent category", "Category type", "Item type"',
    ]);
    const empty = readConsentRows([header, ['', '', '']]);
    expect(empty.ok || empty.problems.map(describeProblem)).toEqual([
      'The file has a header row but no rows below it',
    ]);
  });

  it('names the file when its type or size is wrong, or it is not what its extension says', async () => {
    expect(consentFileProblem('rules.txt', 10)).toBe(
      'rules.txt is not a csv or xlsx file. Upload a .csv or .xlsx file.',
    );
    expect(consentFileProblem('big.csv', 1024 * 1024 + 1)).toBe(
      'big.csv is 1.0 MB; the largest file accepted is 1 MB.',
    );
    expect(consentFileProblem('ok.xlsx', 1024 * 1024)).toBeUndefined();
    const fake = await readConsentFile('fake.xlsx', new TextEncoder().encode('not a zip'));
    expect(fake.ok || fake.problems[0]!.message).toBe('fake.xlsx is not a valid xlsx workbook.');
    const latin1 = await readConsentFile('latin1.csv', new Uint8Array([0x41, 0xe9, 0x0a]));
    expect(latin1.ok || latin1.problems[0]!.message).toMatch(/^latin1\.csv is not UTF-8 text/);
  });

  it('reads an xlsx workbook written with the same columns', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Categories');
    sheet.addRow(header);
    sheet.addRow([
      'Analytics',
      'approved',
      'cookie',
      '^_ga',
      'regex',
      '',
      'any',
      '',
      '',
      '',
      'Google Analytics',
    ]);
    sheet.addRow(['Analytics', 'approved', 'tag', '', '', '', '', 101, 'UA-1; G-2', '', '']);
    const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const result = await readConsentFile('export.xlsx', bytes);
    expect(result.ok && result.categories).toEqual([
      {
        name: 'Analytics',
        type: 'approved',
        cookies: [
          {
            nameType: 'name_regex',
            name: '^_ga',
            domainType: 'domain_any',
            cookieDescription: 'Google Analytics',
          },
        ],
        tags: [{ tagId: 101, anyAccount: false, accounts: ['UA-1', 'G-2'] }],
        requestDomains: [],
        rows: [2, 3],
      },
    ]);
  });

  it('writes rows that read back to the same rules, formula characters included', () => {
    const source = [
      {
        name: '=Ads',
        type: 'unapproved' as const,
        cookies: [{ nameType: 'name_any', domainType: 'domain_regex', domain: '-criteo\\.com$' }],
        tags: [{ tagId: 105, anyAccount: false, accounts: ['123'] }],
        requestDomains: [
          { domain: 'x.com', domainType: 'domain_exact_match', anyLocation: true, locationIds: [] },
        ],
      },
      { name: 'Empty', type: 'approved' as const, cookies: [], tags: [], requestDomains: [] },
    ];
    // As a spreadsheet export writes them: a leading ' before formula characters.
    const rows = consentFileRows(source).map((row) =>
      row.map((cell) => (typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : String(cell))),
    );
    const result = readConsentRows([header, ...rows]);
    expect(result.ok && result.categories.map(({ rows: _rows, ...category }) => category)).toEqual([
      {
        name: '=Ads',
        type: 'unapproved',
        cookies: [{ nameType: 'name_any', domainType: 'domain_regex', domain: '-criteo\\.com$' }],
        tags: [{ tagId: 105, anyAccount: false, accounts: ['123'] }],
        requestDomains: [
          { domain: 'x.com', domainType: 'domain_exact_match', anyLocation: true, locationIds: [] },
        ],
      },
      { name: 'Empty', type: 'approved', cookies: [], tags: [], requestDomains: [] },
    ]);
  });
});
