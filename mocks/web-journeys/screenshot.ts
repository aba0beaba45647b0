import { hash32 } from '../db/run-data/random';
import type { SimStep } from './simulate';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A small generated screenshot of the page after an action (320 × 200 SVG): the address bar, the
 * action's name, content blocks that depend on the page, and a red frame when the action failed.
 */
export function actionScreenshotSvg(step: SimStep): string {
  const url = step.finishUrl ?? step.startUrl ?? '';
  const seed = hash32(url);
  const hue = seed % 360;
  const blocks = Array.from({ length: 3 + (seed % 3) }, (_, i) => {
    const x = 16 + ((seed >> (i * 3)) % 3) * 100;
    return `<rect x="${x}" y="${104 + (i % 2) * 44}" width="88" height="36" rx="4" fill="hsl(${(hue + i * 40) % 360} 45% 80%)"/>`;
  }).join('');
  const address = escapeXml(url.replace(/^https?:\/\//, '').slice(0, 44));
  const label = escapeXml((step.action.description ?? step.action.actionType).slice(0, 40));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    '<rect width="320" height="200" fill="#f8f9fa"/>',
    '<rect width="320" height="24" fill="#dee2e6"/>',
    `<text x="10" y="16" font-family="monospace" font-size="11" fill="#495057">${address}</text>`,
    `<rect y="24" width="320" height="22" fill="hsl(${hue} 40% 35%)"/>`,
    `<text x="16" y="76" font-family="sans-serif" font-size="13" fill="#212529">${label}</text>`,
    blocks,
    step.success
      ? ''
      : '<rect x="2" y="2" width="316" height="196" fill="none" stroke="#e03131" stroke-width="4"/>',
    '</svg>',
  ].join('');
}
