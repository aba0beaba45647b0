#!/usr/bin/env node
// `npm test`: every gate in order (typecheck, lint, unit and route tests, build, bundle check, browser
// tests), stopping at the first that fails, then a table of how long each stage took. `.ci/run` passes
// the time its `npm ci` took as INSTALL_SECONDS so the table covers the whole run.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and route tests', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['bundle check', 'npm run check:bundle'],
  ['browser tests', 'npm run test:e2e'],
];

/** Seconds with one decimal. */
const seconds = (ms) => (ms / 1000).toFixed(1);

const timings = [];
if (process.env.INSTALL_SECONDS)
  timings.push(['install (npm ci)', Number(process.env.INSTALL_SECONDS) * 1000, 'ok']);
let failed;
for (const [name, command] of stages) {
  console.log(`\n== ${name}: ${command} ==`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const status = result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`;
  timings.push([name, Date.now() - started, status]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
const cpus = os.cpus();
console.log(
  `\n== stage times on ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, load ${os.loadavg()[0].toFixed(1)} ==`,
);
for (const [name, ms, status] of timings)
  console.log(`${name.padEnd(22)} ${seconds(ms).padStart(8)} s  ${status}`);
console.log(`${'total'.padEnd(22)} ${seconds(total).padStart(8)} s`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
