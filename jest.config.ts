/**
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';

type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

const PERF_TESTS = '\\.perf\\.test\\.tsx?$';

const shared: ProjectConfig = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/e2e-engines'],
  transform: {
    // Type errors are `npm run typecheck`'s job; Jest only needs to transpile.
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleNameMapper: {
    '^@/(.*)\\.(webp|avif|woff2|svg|png|jpg)$': '<rootDir>/src/testing/fileStub.ts',
    '\\.(webp|avif|woff2|svg|png|jpg)$': '<rootDir>/src/testing/fileStub.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@catalogue\\?part=(restaurants|reviews)$': '<rootDir>/src/testing/catalogueParts/$1.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  clearMocks: true,
  restoreMocks: true,
};

const config: Config = {
  // Two projects, so that a failure says whether a behaviour or a budget broke. `npm run
  // test:unit` runs both; `npm run test:perf` only the budgets.
  projects: [
    // What the diner gets: rules, screens, flows.
    {
      ...shared,
      displayName: 'behaviour',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', PERF_TESTS],
    },
    // The speed budgets (docs/performance.md): what a tap renders, which code loads when, and
    // the scheduling helpers. A failure here is a budget lost, not a behaviour.
    { ...shared, displayName: 'perf', testMatch: ['**/*.perf.test.ts', '**/*.perf.test.tsx'] },
  ],
  // MUI component trees in jsdom are slow on a small (2-core) CI machine, and CI's machines
  // differ up to threefold in speed: the booking page's spoken confirmation took 23 s on one
  // (its whole file 63 s). This is a ceiling, not a wait: tests still finish as soon as they are
  // done, and one that hangs still fails. No file sets a lower one.
  // Jest reads it from the top-level config only, not from a project's.
  testTimeout: 60_000,
  // Jest's default leaves a core to itself: one test file at a time on a 2-core machine. The
  // files are CPU-bound, so one worker per core: 856 tests in 161 s against 242 s.
  maxWorkers: '100%',
};

export default config;
