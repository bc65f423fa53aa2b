/**
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/e2e-engines'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
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
  // MUI component trees in jsdom are slow on a small (2-core) CI machine; this is a ceiling,
  // not a wait: tests still finish as soon as they are done.
  testTimeout: 20_000,
  // Jest's default leaves a core to itself: one test file at a time on a 2-core machine. The
  // files are CPU-bound, so one worker per core: 856 tests in 161 s against 242 s.
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};

export default config;
