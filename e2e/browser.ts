import { statSync } from 'node:fs';

/** Where a system Chromium may live, in order of preference (same order as scripts/ensure-browser.mjs). */
export function chromiumCandidates(): string[] {
  const fromEnv = process.env.PW_CHROMIUM_PATH?.trim();
  return [...(fromEnv ? [fromEnv] : []), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
}

/**
 * The Chromium Playwright should launch: the first existing of `$PW_CHROMIUM_PATH`, `/usr/bin/chromium`,
 * `/usr/bin/chromium-browser`; undefined means Playwright's own browser (`npx playwright install chromium`).
 * Never installs anything — `scripts/ensure-browser.mjs` does that before the tests.
 */
export function chromiumExecutable(): string | undefined {
  return chromiumCandidates().find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}
