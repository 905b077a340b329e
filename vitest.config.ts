import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // Tests of what the build writes run after it, with vitest.built.config.ts.
    exclude: [...configDefaults.exclude, '**/*.built.test.ts'],
    environment: 'node',
    // Every core (at most the class's two; a container's CPU quota is not seen by Node 20's count):
    // Vitest's default keeps one for itself, which on a 2-core machine ran the 120 files one after
    // another (none of their runs overlapped in a JSON report). In child processes, as by default:
    // threads used less CPU (28–30 s against 35–37 s) but share one libuv pool, where the art
    // test's sharp jobs would hold up the file-system calls of the file beside it.
    maxWorkers: Math.min(availableParallelism(), 2),
  },
});
