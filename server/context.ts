// What every route and job may use. Built once in main.ts (or per test) and handed to buildApp.
import type { Database } from './db/connect.ts';
import type { Env } from './env.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { CryptoService } from './services/crypto.ts';
import type { ContentHasher, IpHasher, KeyedHasher } from './services/ipHash.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { SpamModelStore } from './services/spam/modelStore.ts';
import type { SubmissionWriter } from './services/submissionWriter.ts';
import type { TenantResolver } from './tenants/resolveTenant.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  crypto: CryptoService;
  queue: JobQueue;
  ipHash: IpHasher;
  hashContent: ContentHasher;
  keyedHash: KeyedHasher;
  spamModels: SpamModelStore;
  anonKey: string;
  /** The one mail transport of the process (SMTP or the outbox), shared by routes and jobs. */
  mailer: Mailer;
  /** Folder of the built web app; absent in API tests. */
  webRoot?: string;
};

/** Public routes also resolve practices from slugs and hosts, and write submissions in batches. */
export type PublicDeps = AppDeps & { tenants: TenantResolver; submissionWriter: SubmissionWriter };
