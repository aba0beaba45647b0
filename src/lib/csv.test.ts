import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { neutralize, toCsv } from './csv';

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

  it('writes tab-separated text, quoting fields that hold a tab', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'tab\there']], '\t')).toBe('a\tb\r\nx,y\t"tab\there"');
  });

  it('writes null, undefined and non-finite numbers as empty fields and other values as text', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [[null, undefined, 0, true, 1.5, Number.NaN]])).toBe(
      'a,b,c,d,e,f\r\n,,0,true,1.5,',
    );
  });

  it('writes dates as ISO 8601', () => {
    expect(toCsv(['d'], [[new Date(Date.UTC(2024, 0, 2, 3, 4, 5))]])).toBe('d\r\n2024-01-02T03:04:05.000Z');
  });

  it('neutralizes and quotes the header row too', () => {
    expect(toCsv(['=cmd', 'a,b'], [])).toBe('\'=cmd,"a,b"');
    expect(toCsv(['=1+1'], [['a']], '\t')).toBe("'=1+1\r\na");
  });
});

describe('formula injection rule (neutralize)', () => {
  it.each([
    ['=', '=SUM(A1:A2)'],
    ['+', '+1+2'],
    ['-', '-2+3'],
    ['- (text)', '-cmd'],
    ['- (numeric text)', '-12.5'],
    ['@', '@SUM(A1)'],
    ['tab', '\t=1'],
    ['carriage return', '\r=1'],
  ])('prefixes text starting with %s', (_name, value) => {
    expect(neutralize(value)).toBe(`'${value}`);
  });

  it('keeps numbers as numbers, negative ones included', () => {
    expect(neutralize(-5)).toBe('-5');
    expect(neutralize(-12.5)).toBe('-12.5');
    expect(toCsv(['n'], [[-1.25]])).toBe('n\r\n-1.25');
  });

  it('neutralizes before quoting', () => {
    expect(toCsv(['h'], [['\r=1']])).toBe(`h\r\n"'\r=1"`);
    expect(toCsv(['h'], [['=1+1\n=2']])).toBe(`h\r\n"'=1+1\n=2"`);
    expect(toCsv(['h'], [['=HYPERLINK("http://x")']])).toBe(`h\r\n"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves text alone when the trigger is not the first character', () => {
    expect(neutralize('a=b')).toBe('a=b');
    expect(neutralize(' =1')).toBe(' =1');
    expect(neutralize('user@example.com')).toBe('user@example.com');
    expect(neutralize('')).toBe('');
  });
});

describe('round trip', () => {
  it.each([',', '\t'] as const)(
    'parses back (%j) to the same cells, formulas neutralized by a leading quote only',
    (delimiter) => {
      const hostile = [
        '=HYPERLINK("http://evil.test","click")',
        '+cmd|" /C calc"!A0',
        '-2+3',
        '@SUM(A1)',
        '\t=1',
        '\rCR',
        '@cmd|"/c calc"!A0',
        '\tTabbed, with "quotes"\nand a line break',
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
        delimiter,
      );
      const parsed = Papa.parse<string[]>(csv, { newline: '\r\n', delimiter });
      expect(parsed.errors).toEqual([]);
      const [header, ...rows] = parsed.data;
      expect(header).toEqual(['value', 'note']);
      expect(rows).toHaveLength(hostile.length);
      rows.forEach((row, index) => {
        const original = hostile[index]!;
        const expected = /^[=+\-@\t\r]/.test(original) ? `'${original}` : original;
        expect(row).toEqual([expected, `row ${index}`]);
      });
    },
  );
});
