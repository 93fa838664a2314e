import { defineConfig } from 'vitest/config';
import { unitTestTimeout } from '../../.ci/timeouts.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: unitTestTimeout,
  },
});
