#!/usr/bin/env node
// Make sure Playwright has a Chromium to drive before the e2e tests run.
// Order: $PW_CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser; else (root on Debian/Ubuntu)
// apt-get install chromium; else `npx playwright install chromium` (Playwright's own build).
// Keep the lookup in step with e2e/browser.ts, which the Playwright config uses.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const APT_COMMAND = 'apt-get update && apt-get install -y chromium';
const PLAYWRIGHT_COMMAND = 'npx playwright install chromium';
const tag = '[ensure-browser]';
/** Repository root: Playwright is resolved from its node_modules, never fetched. */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let warnedAboutEnv = false;

/** The first Chromium found on disk, or undefined. */
function findChromium() {
  const fromEnv = process.env.PW_CHROMIUM_PATH?.trim();
  if (fromEnv && !isFile(fromEnv) && !warnedAboutEnv) {
    warnedAboutEnv = true;
    console.warn(`${tag} PW_CHROMIUM_PATH=${fromEnv} does not exist; ignoring it`);
  }
  const candidates = [fromEnv, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && isFile(candidate));
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Run a command with inherited stdio; true when it exits 0. */
function run(command, args, options = {}) {
  console.log(`${tag} running: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) console.error(`${tag} ${command} failed to start: ${result.error.message}`);
  return result.status === 0;
}

/** `chromium --version`, best effort (the Debian wrapper may print noise first). */
function versionOf(executable) {
  const result = spawnSync(executable, ['--version'], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  const lines = `${result.stdout ?? ''}`.split('\n').map((line) => line.trim());
  return lines.filter((line) => /chrom/i.test(line)).pop();
}

/** Print the Chromium the browser tests will drive (its build ties a failure to a browser) and stop. */
function chooseSystemChromium(executable) {
  const version = versionOf(executable);
  console.log(`${tag} using Chromium at ${executable}${version ? ` (${version})` : ''}`);
  process.exit(0);
}

let executable = findChromium();
if (executable) chooseSystemChromium(executable);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log(`${tag} no system Chromium found; installing Debian's chromium with apt-get`);
  if (run('sh', ['-c', APT_COMMAND])) {
    executable = findChromium();
    if (executable) chooseSystemChromium(executable);
  }
  console.error(`${tag} apt-get did not provide /usr/bin/chromium; trying Playwright's own Chromium`);
}

console.log(`${tag} no system Chromium found; installing Playwright's Chromium`);
const isWindows = process.platform === 'win32';
const localPlaywright = path.join(
  rootDir,
  'node_modules',
  '.bin',
  isWindows ? 'playwright.cmd' : 'playwright',
);
const [installer, installerArgs] = existsSync(localPlaywright)
  ? [localPlaywright, ['install', 'chromium']]
  : [isWindows ? 'npx.cmd' : 'npx', ['playwright', 'install', 'chromium']];
if (
  run(installer, installerArgs, {
    cwd: rootDir,
    shell: isWindows,
  })
) {
  executable = findChromium();
  if (executable) chooseSystemChromium(executable);
  const { chromium } = await import('playwright-core');
  const bundled = chromium.executablePath();
  const version = versionOf(bundled);
  console.log(
    `${tag} using Playwright's bundled Chromium at ${bundled}${version ? ` (${version})` : ''} (installed by \`${PLAYWRIGHT_COMMAND}\`)`,
  );
  process.exit(0);
}

console.error(`${tag} no Chromium is available for the end-to-end tests. Do one of:`);
if (hasApt) console.error(`  - as root (Debian/Ubuntu): ${APT_COMMAND}`);
console.error(`  - ${PLAYWRIGHT_COMMAND}`);
console.error('  - point PW_CHROMIUM_PATH at an existing Chromium/Chrome executable');
process.exit(1);
