import { describe, expect, it } from 'vitest';
import {
  firstHost,
  outsideDomain,
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
    ['shop.acme-outdoors.com', 'www.acme-outdoors.com', true],
    ['shop.example.com', 'www.acme-outdoors.com', false],
    ['notacme-outdoors.com', 'acme-outdoors.com', false],
    ['www.acme-outdoors.co.uk', 'www.acme-outdoors.com', false],
    ['shop.acme-outdoors.co.uk', 'www.acme-outdoors.co.uk', true],
    ['one.co.uk', 'two.co.uk', false],
    ['www.acme-outdoors.com', 'https://www.acme-outdoors.com:8443/', true],
    ['127.0.0.1', '127.0.0.2', false],
    ['www.acme-outdoors.com', '', false],
  ])('%s on %s: %s', (host, domain, expected) => {
    expect(onDomain(host, domain)).toBe(expected);
  });

  it('names the URLs outside the domain as typed, and their hosts, the most used first', () => {
    expect(
      outsideDomain(
        'https://www.acme-outdoors.com/\nhttps://gifts.example.com/a\nnot a url\nhttps://shop.example.com/\nhttps://shop.acme-outdoors.com/\nhttps://shop.example.com/cart',
        'www.acme-outdoors.com',
      ),
    ).toEqual({
      urls: ['https://gifts.example.com/a', 'https://shop.example.com/', 'https://shop.example.com/cart'],
      hosts: [
        { host: 'shop.example.com', count: 2 },
        { host: 'gifts.example.com', count: 1 },
      ],
    });
  });
});
