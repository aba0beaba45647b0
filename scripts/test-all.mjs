#!/usr/bin/env node
// `npm test`: every gate in order (typecheck beside lint, unit and route tests, build, bundle check,
// browser tests), stopping at the first step that fails, then a table of how long each stage took.
// `.ci/run` passes the time its `npm ci` took as INSTALL_SECONDS so the table covers the whole run.
import { spawn } from 'node:child_process';
import os from 'node:os';

/** Steps run one after another; the stages of one step run side by side (each is single-threaded). */
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['unit and route tests', 'npm run test:unit']],
  [['build', 'npm run build']],
  [['bundle check', 'npm run check:bundle']],
  [['browser tests', 'npm run test:e2e']],
];

/** Seconds with one decimal. */
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Run `command`; alone it prints as it goes, beside others its output is held and printed whole when
 * it ends (so two stages' lines never interleave). Resolves with its exit status and duration.
 */
function runStage([name, command], alone) {
  console.log(`\n== ${name}: ${command}${alone ? '' : ' (beside the other stages of its step)'} ==`);
  const started = Date.now();
  const child = spawn(command, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n== ${name}: output ==`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name, ms: Date.now() - started, code, signal });
    });
  });
}

const timings = [];
if (process.env.INSTALL_SECONDS)
  timings.push(['install (npm ci)', Number(process.env.INSTALL_SECONDS) * 1000, 'ok']);
let wall = timings.reduce((sum, [, ms]) => sum + ms, 0);
let failed;
for (const step of steps) {
  const started = Date.now();
  const results = await Promise.all(step.map((stage) => runStage(stage, step.length === 1)));
  wall += Date.now() - started;
  for (const { name, ms, code, signal } of results) {
    const beside = step.length > 1 ? ' (side by side)' : '';
    timings.push([name, ms, code === 0 ? `ok${beside}` : `failed (exit ${code ?? signal})${beside}`]);
  }
  failed = results.find((result) => result.code !== 0)?.name;
  if (failed) break;
}

const cpus = os.cpus();
console.log(
  `\n== stage times on ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, load ${os.loadavg()[0].toFixed(1)} ==`,
);
for (const [name, ms, status] of timings)
  console.log(`${name.padEnd(22)} ${seconds(ms).padStart(8)} s  ${status}`);
console.log(`${'total (wall clock)'.padEnd(22)} ${seconds(wall).padStart(8)} s`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
