/**
 * Vitest's defaults, but one: `expect.poll` waits up to 10 s (the default is 1 s). The browser tests
 * poll pages served by a real server, and on a loaded CI machine a state can take longer than a second
 * to arrive; a poll that succeeds returns as soon as it does, so passing tests are not slowed.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    expect: { poll: { timeout: 10_000 } },
  },
});
