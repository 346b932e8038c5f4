import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // A limit against hangs, not a speed check (timings belong in `npm run bench`): the model and property
    // tests take seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
