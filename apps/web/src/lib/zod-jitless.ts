import { config } from 'zod';

// zod compiles fast object parsers with `new Function`, after probing whether eval is allowed; our
// Content-Security-Policy forbids eval, and the probe itself is reported as a violation. The app's
// answers are small, so the interpreted parser is plenty. zod reads the setting when each schema is
// created, so this must run before the contracts load: main.tsx imports it first, and api-client.ts
// does too, which keeps it in the same chunk as the contracts (a chunk runs before its importer).
config({ jitless: true });
