import { config } from 'zod';

// zod compiles fast object parsers with `new Function`, after probing whether eval is allowed; our
// Content-Security-Policy forbids eval, and the probe itself is reported as a violation. The app's
// answers are small, so the interpreted parser is plenty. zod reads the setting when each schema is
// created, so this must run before the contracts' schemas are: every module of the app that uses a
// schema at run time imports it first (the first load carries no schemas; pages that need them do).
config({ jitless: true });
