// Every job definition the workers run. Later issues add theirs here (spam scoring, notifications, AI texts).
import type { Db } from '../db/connect.ts';
import type { AnyJobDefinition } from './defineJob.ts';
import { purgeExpiredSessionsJob } from './definitions/purgeExpiredSessions.ts';
import { scoreSubmissionJob } from './definitions/scoreSubmission.ts';

export type JobDeps = { db: Db };

export const jobDefinitions = (deps: JobDeps): AnyJobDefinition[] => [
  purgeExpiredSessionsJob(deps.db),
  scoreSubmissionJob,
];
