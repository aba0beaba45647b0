import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields with commas and records with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, 'y'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n2,y');
  });

  it('writes a header-only file when there are no rows', () => {
    expect(toCsv(['URL', 'Status'], [])).toBe('URL,Status');
  });

  it('quotes fields containing commas, quotes or line breaks (RFC 4180)', () => {
    expect(toCsv(['h'], [['a,b'], ['say "hi"'], ['line1\nline2'], ['line1\r\nline2'], ['plain']])).toBe(
      'h\r\n"a,b"\r\n"say ""hi"""\r\n"line1\nline2"\r\n"line1\r\nline2"\r\nplain',
    );
  });

  it('writes null and undefined as empty fields and other values as text', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [[null, undefined, 0, true, 1.5]])).toBe(
      'a,b,c,d,e\r\n,,0,true,1.5',
    );
  });

  it('writes dates as ISO 8601', () => {
    expect(toCsv(['d'], [[new Date(Date.UTC(2024, 0, 2, 3, 4, 5))]])).toBe('d\r\n2024-01-02T03:04:05.000Z');
  });

  it('escapes the header row too', () => {
    expect(toCsv(['=cmd', 'a,b'], [])).toBe('\'=cmd,"a,b"');
  });
});

describe('formula injection guard', () => {
  it.each([
    ['=', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+', '+1+2', "'+1+2"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1', "'\t=1"],
    ['carriage return', '\r=1', `"'\r=1"`],
  ])('prefixes a cell starting with %s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
    expect(toCsv(['h'], [[value]])).toBe(`h\r\n${expected}`);
  });

  it('applies to non-string values whose text starts with a trigger (negative numbers)', () => {
    expect(csvField(-5)).toBe("'-5");
  });

  it('escapes a formula that spans several lines and then quotes it', () => {
    expect(csvField('=1+1\n=2')).toBe(`"'=1+1\n=2"`);
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves cells alone when the trigger is not the first character', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(' =1')).toBe(' =1');
    expect(csvField('user@example.com')).toBe('user@example.com');
    expect(csvField('')).toBe('');
  });
});

describe('round trip', () => {
  it('parses back to the same cells, formulas neutralized by a leading quote only', () => {
    const hostile = [
      '=HYPERLINK("http://evil.test","click")',
      '+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      'line one\r\nline "two", three',
      '<img src=x onerror=alert(1)>',
      '\u202Eexe.pdf',
      'a\u200Bb',
      'x'.repeat(100_000),
      '',
    ];
    const csv = toCsv(
      ['value', 'note'],
      hostile.map((value, index) => [value, `row ${index}`]),
    );
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(['value', 'note']);
    expect(rows).toHaveLength(hostile.length);
    rows.forEach((row, index) => {
      const original = hostile[index]!;
      const expected = /^[=+\-@\t\r]/.test(original) ? `'${original}` : original;
      expect(row).toEqual([expected, `row ${index}`]);
    });
  });
});
