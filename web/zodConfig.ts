import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; it probes for that the first time an
// object schema is created, and our CSP (script-src 'self', no 'unsafe-eval') answers the probe with a
// violation in the console. Imported first by main.tsx, before any module creates a schema.
config({ jitless: true });
