import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app renders with lazy screens on shared 2-core machines: room above the 5 s default.
    testTimeout: 15_000,
  },
});
