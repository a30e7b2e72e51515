// The cancellation notice period in hours (issue 29): spec 002 §9's 24 unless the practice sets 1 to 168 (a
// week). Its own module: the administration imports these without the reception configuration's schemas
// (common/tenantConfig.ts stays a chunk of its own that the reception loads beside its first request).
export const DEFAULT_NOTICE_HOURS = 24;
export const MIN_NOTICE_HOURS = 1;
export const MAX_NOTICE_HOURS = 168;
