/**
 * Three projects, run together by `vitest run` (README, "Tests"):
 * - unit: every test under src/ and web/src/ but the soak tests;
 * - soak: the property tests over many random games, battles or generated cases. Their sizes come from
 *   the environment (src/test-soak.ts): modest by default, WARBAND_SOAK=full for the sizes they were
 *   written for;
 * - browser: e2e/, a real server and Debian's Chromium against dist/, which the project's global setup
 *   starts building at once, in the background, so that the one build of the run overlaps the unit tests.
 *   The project runs after the other two (groupOrder), when that build is done.
 *
 * The unit and soak projects share one module graph per worker (`isolate: false`): importing the rules
 * again for each of 200 files was half of their time (measured: the unit project 29 s of CPU against
 * 13 s for two rulesets' tests). That is safe while no test mocks a module, sets environment variables or
 * fakes timers (none does), and registers nothing twice (the registries refuse it).
 *
 * Timeouts are hang guards only: no test depends on how fast the machine is, so a test that takes 1 s
 * here may take 20 s on a busy one and still pass. `expect.poll` waits up to 20 s: the browser tests poll
 * pages served by a real server, and a poll that succeeds returns as soon as it does.
 */
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The soak tests: each plays hundreds to thousands of random games or cases at its full size. */
export const SOAK = [
  'src/rulesets/swords-and-wizardry/random-games-*.test.ts',
  'src/rulesets/swords-and-wizardry/fast.test.ts',
  'src/rulesets/swords-and-sorcery/battle/battle-properties.test.ts',
  'src/rulesets/swords-and-sorcery/game/random-games.test.ts',
  'src/rulesets/sauron/game/random-games.test.ts',
  'src/rulesets/sauron/game/event-hash.test.ts',
  'src/rulesets/sword-and-spear/battle-properties.test.ts',
  'src/rulesets/sword-and-spear/shooting-properties.test.ts',
  'src/server/pending-decisions.test.ts',
  // Games between searching players (issue 29): minutes of play each.
  'src/ai/sword-and-spear/aimless.test.ts',
  'src/ai/swords-and-sorcery/aimless.test.ts',
  'src/ai/sword-and-swarm/strength.test.ts',
  'src/ai/sword-and-swarm/aimless.test.ts',
  'src/ai/sauron/strength.test.ts',
  'src/ai/sauron/aimless.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default keeps a core for itself (one worker on a 2-core machine); its own process is
    // mostly idle while the workers run, so use every core.
    maxWorkers: availableParallelism(),
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'soak', include: SOAK, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SOAK],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A whole game played by clicking, on a busy machine, with the build perhaps still running.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
