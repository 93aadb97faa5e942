import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };

// Two projects: fast unit tests (jsdom for components and slices) and integration tests of the
// services through yoga.fetch on real databases (node, serial per file, long timeouts for PGlite).
const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/setupUnit.ts'],
  moduleNameMapper,
})();

const integration = await createJestConfig({
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  moduleNameMapper,
})();

export default {
  // testTimeout is global in jest (a per-project value is ignored when projects run together).
  testTimeout: 120_000,
  projects: [unit, integration],
};
