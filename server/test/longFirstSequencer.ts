// Vitest's order of test files: the few long ones first, so they run beside the many short ones instead of
// after them (with two workers, a 17-s file that starts last ends the run 17 s late). Without this, a clean
// checkout (no timing cache) orders by file size. The rest keeps Vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest (docs/testing.md): ends of paths, longest first. */
const LONG_FILES = [
  'server/cli/cli.test.ts',
  'server/cli/keyRotate.test.ts',
  'server/commands/applyRetention.test.ts',
  'server/cli/spamScore.test.ts',
  'server/restartBacklog.test.ts',
  'server/jobs/queue.test.ts',
  'server/services/spam/spamAtRest.test.ts',
  'server/services/patientKeys.test.ts',
  'server/commands/intakeAtRest.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONG_FILES.length : index;
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}
