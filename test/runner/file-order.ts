import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (slowest known first), except that the route fuzz goes first in its project: it
 * compares the whole table around every refused write, so it runs while the exclusive stack's
 * table is still small, before the seed and the other exclusive files fill it.
 */
const FIRST = ['test/integration/route-fuzz.test.ts'];

export default class FileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (FIRST.some((first) => spec.moduleId.endsWith(first)) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
