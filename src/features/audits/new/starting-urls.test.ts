import { describe, expect, it } from 'vitest';
import {
  firstHost,
  hostsOutside,
  onDomain,
  pastedUrlLines,
  readStartingUrls,
  withoutDuplicateUrls,
} from './starting-urls';

describe('readStartingUrls', () => {
  it('reads one URL per line, skipping blank lines, and reports each bad line at its line number', () => {
    const list = readStartingUrls(
      'https://www.example.com/\n\n  https://www.example.com/shop  \nwww.example.com/about\njavascript:alert(1)\n',
    );
    expect(list.urls).toEqual(['https://www.example.com/', 'https://www.example.com/shop']);
    expect(list.lines).toEqual([1, 3]);
    expect(list.problems.map((problem) => problem.message)).toEqual([
      'Line 4: “www.example.com/about” is not an http(s) address',
      'Line 5: “javascript:alert(1)” is not an http(s) address',
    ]);
  });

  it('counts repeats of the same address, however it is written, and keeps the first', () => {
    const list = readStartingUrls(
      'https://a.example/\nHTTPS://A.example\nhttps://b.example/x\nhttps://a.example/',
    );
    expect(list.urls).toEqual(['https://a.example/', 'https://b.example/x']);
    expect(list.duplicates).toBe(2);
  });

  it('quotes at most 80 characters of a refused line and refuses addresses over 2,048 characters', () => {
    const long = `https://example.com/${'a'.repeat(2100)}`;
    const [tooLong, notUrl] = readStartingUrls(`${long}\n${'x'.repeat(200)}`).problems;
    expect(tooLong!.message).toMatch(
      /^Line 1: “https:\/\/example\.com\/a+…” is longer than 2,048 characters$/,
    );
    expect(notUrl!.message).toBe(`Line 2: “${'x'.repeat(80)}…” is not an http(s) address`);
  });
});

describe('withoutDuplicateUrls', () => {
  it('drops blank lines and repeated addresses, keeps lines to correct, and says how many repeats went', () => {
    expect(withoutDuplicateUrls('https://a.example/\n\nnot a url\nhttps://a.example\nnot a url\n')).toEqual({
      text: 'https://a.example/\nnot a url\nnot a url',
      removed: 1,
    });
  });
});

describe('pastedUrlLines', () => {
  it('splits a pasted list on new lines, tabs, spaces, and commas or semicolons before an address', () => {
    expect(
      pastedUrlLines(
        '"https://a.example/", https://b.example/?q=1,2;https://c.example\thttps://d.example\r\n',
      ),
    ).toBe('https://a.example/\nhttps://b.example/?q=1,2\nhttps://c.example\nhttps://d.example');
  });
});

describe('firstHost', () => {
  it('is the host of the first usable URL, or empty', () => {
    expect(firstHost('nope\nhttps://www.example.com:8443/x')).toBe('www.example.com:8443');
    expect(firstHost('nope')).toBe('');
  });
});

describe('starting URLs and the sub-folder’s domain', () => {
  it.each([
    ['www.acme-outdoors.com', 'www.acme-outdoors.com', true],
    ['acme-outdoors.com', 'www.acme-outdoors.com', true],
    ['WWW.Acme-Outdoors.com', 'acme-outdoors.com', true],
    ['blog.acme-outdoors.com', 'acme-outdoors.com', true],
    ['shop.acme-outdoors.com', 'www.acme-outdoors.com', false],
    ['notacme-outdoors.com', 'acme-outdoors.com', false],
    ['www.acme-outdoors.com', 'https://www.acme-outdoors.com/', true],
    ['www.acme-outdoors.com', '', false],
  ])('%s on %s: %s', (host, domain, expected) => {
    expect(onDomain(host, domain)).toBe(expected);
  });

  it('names the hosts outside the domain, the most used first, ignoring lines that are not addresses', () => {
    expect(
      hostsOutside(
        'https://www.acme-outdoors.com/\nhttps://gifts.acme-outdoors.com/a\nnot a url\nhttps://shop.acme-outdoors.com/\nhttps://shop.acme-outdoors.com/cart',
        'www.acme-outdoors.com',
      ),
    ).toEqual([
      { host: 'shop.acme-outdoors.com', count: 2 },
      { host: 'gifts.acme-outdoors.com', count: 1 },
    ]);
  });
});
