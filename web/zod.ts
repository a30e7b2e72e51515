// Every `import … from 'zod'` of the web build resolves to this module (vite.config.ts), so zod runs jitless
// wherever it is first loaded: zod compiles object parsers with `new Function` unless told not to, and our CSP
// (script-src 'self', no 'unsafe-eval') answers its probe with a violation in the console. Going through zod's
// importers rather than the entry keeps zod out of the first load of screens that never parse with it (/login).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
