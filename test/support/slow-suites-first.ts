/**
 * Vitest's order for test files: the suites known to take a minute or more start first, then
 * Vitest's own order (longest first from its cache, else largest file first). A fresh clone has
 * no cache, and these suites are small files, so they used to start last and run alone at the
 * end of the run while the other workers sat idle.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Suites of a minute or more on the 2-core machine: child processes, and walks of every route. */
const SLOW_SUITES = [/\.processes\.test\.ts$/, /\/test\/(isolation|bad-input|bad-text)[-\w]*\.test\.ts$/, /\/scripts\/stoa-cli\.test\.ts$/];

export default class SlowSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOW_SUITES.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}
