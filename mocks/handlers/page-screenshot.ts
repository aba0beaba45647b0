import { hash32 } from '../db/run-data/random';
import type { PageContext } from './page-context';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A small generated thumbnail of the page (320 × 200 SVG): a header bar, the page title and a few
 * content blocks whose layout depends on the URL, so pages look different from each other.
 */
export function screenshotSvg(context: PageContext): string {
  const seed = hash32(context.page.url);
  const hue = seed % 360;
  const blocks = Array.from({ length: 3 + (seed % 3) }, (_, i) => {
    const x = 16 + ((seed >> (i * 3)) % 3) * 100;
    return `<rect x="${x}" y="${96 + (i % 2) * 48}" width="88" height="40" rx="4" fill="hsl(${(hue + i * 40) % 360} 45% 80%)"/>`;
  }).join('');
  const title = escapeXml(context.page.title.slice(0, 40));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    '<rect width="320" height="200" fill="#f8f9fa"/>',
    `<rect width="320" height="28" fill="hsl(${hue} 40% 35%)"/>`,
    `<text x="16" y="64" font-family="sans-serif" font-size="14" fill="#212529">${title}</text>`,
    blocks,
    '</svg>',
  ].join('');
}
