// Bundle budgets of the production build in dist/ (part of `npm test`): fails above a budget or
// when the embedded mock is part of the first visit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport } from './bundle-report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { failures, ...report } = bundleReport(path.join(root, 'dist'));
console.log(JSON.stringify(report, null, 2));
if (failures.length) {
  console.error(`Bundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle check passed.');
