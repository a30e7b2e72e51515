// Its own module: the zod-free receptionWords.ts and the configuration's schema (tenantConfig.ts) both need
// it, and neither may import the other for it (receptionWords.ts takes its type from tenantConfig.ts).

/** Used when a practice's configuration cannot be loaded (spec 002 §3). */
export const GENERIC_PRACTICE_NAME = 'Ihre Praxis';
