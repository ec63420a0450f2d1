/**
 * `npm run conformance -- DIR|FILE...`: renders every conformance file, prints each failure
 * with a short diff, and ends with `N passed, M failed` (exit 1 when any failed).
 */
import { collectFiles, runCase, shortDiff } from './conformance-runner';

const paths = process.argv.slice(2).filter((a) => a !== '--');
if (paths.length === 0) {
  console.error('usage: npm run conformance -- DIR|FILE...');
  process.exit(2);
}

let passed = 0;
let failed = 0;
for (const file of collectFiles(paths)) {
  let outcome;
  try {
    outcome = runCase(file);
  } catch (e) {
    failed++;
    console.log(`FAIL ${file}\n  ${e instanceof Error ? e.stack : String(e)}`);
    continue;
  }
  if (outcome.kind === 'skipped') continue;
  if (outcome.passed) passed++;
  else {
    failed++;
    console.log(`FAIL ${file} (${outcome.kind})\n${shortDiff(outcome.expected ?? '', outcome.actual ?? '')}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
