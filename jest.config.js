// One jest run, three projects: unit specs beside the code, integration specs against real
// PostgreSQL/Redis/NATS (started once by the global setup), and web component specs in jsdom. A fourth,
// smoke, is outside `npm test` (its CI budget): tools' checks that start whole stacks of their own
// (`npm run dev`, the benchmarks' smoke run); `npm run test:smoke` runs it.
// @swc/jest with each module's built-in namespaces read once (tools/jest-transform.cjs says why).
const swcJest = [
  `${__dirname}/tools/jest-transform.cjs`,
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
// The web specs' Chakra UI in one file (apps/web/scripts/jest-chakra-bundle.mjs builds it before the specs run),
// named by Chakra's version and the scripts that build it (with the dependency patches it applies).
const chakraBundler = ['jest-chakra-bundle.mjs', 'dependency-patches.cjs']
  .map((name) => require('node:fs').readFileSync(`${__dirname}/apps/web/scripts/${name}`, 'utf8'))
  .join('\n');
const chakraBundle = `${__dirname}/node_modules/.cache/flow-jest/chakra-react-${require('@chakra-ui/react/package.json').version}-${require('node:crypto').createHash('sha1').update(chakraBundler).digest('hex').slice(0, 8)}.cjs`;
const shared = {
  rootDir: __dirname,
  // Where specs and their sources live: jest's file map then skips the root node_modules (100k files),
  // which every jest start (one per Nx test task, one for the integration run) would list again.
  roots: ['apps', 'libs', 'tools', 'deploy', 'bench'].map((dir) => `<rootDir>/${dir}`),
  transform: { '^.+\\.(t|j)sx?$': swcJest },
  // Modules compiled as vm.Script: a file reuses V8's code of the files before it (tools/jest-runtime.cjs says why).
  runtime: '<rootDir>/tools/jest-runtime.cjs',
  moduleNameMapper: {
    '^@flow/platform/migrate$': '<rootDir>/libs/platform/src/migrate.ts',
    '^@flow/platform/telemetry$': '<rootDir>/libs/platform/src/telemetry/instrument.ts',
    '^@flow/rhythm/testing$': '<rootDir>/libs/rhythm/test/testing.ts',
    '^@flow/([a-z0-9-]+)$': '<rootDir>/libs/$1/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The ICU message libraries ship as ES modules only: compiled like our own sources. Luxon too: our
  // time code's hot path (its zone offsets), so its reads of Math and Intl become local as well.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs|luxon)/)'],
};
module.exports = {
  testTimeout: 30000,
  // test.concurrent (the HTTP fuzzer's routes): three at a time, not jest's five, so a loaded machine's queue stays short.
  maxConcurrency: 3,
  // Integration files longest first (a fresh clone has no jest cache of durations); others in jest's order.
  testSequencer: '<rootDir>/tools/integration-order.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs,tools,deploy}/**/*.spec.ts', '<rootDir>/libs/*/test/**/*.spec.ts', '<rootDir>/bench/*.spec.ts'],
      // The web app's build scripts are Node code: their specs are unit specs (apps/web/src is the web project's).
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/apps/web/src/'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts', '<rootDir>/apps/web-e2e/src/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
    { ...shared, displayName: 'smoke', testEnvironment: 'node', testMatch: ['<rootDir>/{tools,bench}/**/*.smoke-spec.ts'] },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/apps/web/src/testing/setup-tests.ts'],
      globalSetup: '<rootDir>/apps/web/scripts/jest-chakra-bundle.mjs',
      // JSX through React's production element factory: the development one records an Error stack per
      // element (owner stacks), a quarter of a component spec's CPU; React itself stays the development build (act()).
      // `react-i18next` is the app's own i18n runtime (apps/web/src/i18n/index.ts), as in the bundle.
      moduleNameMapper: {
        '^@chakra-ui/react(/theme)?$': chakraBundle,
        ...shared.moduleNameMapper,
        '^react/jsx-runtime$': '<rootDir>/node_modules/react/cjs/react-jsx-runtime.production.js',
        '^react-i18next$': '<rootDir>/apps/web/src/i18n/react-i18next.ts',
      },
    },
  ],
};
