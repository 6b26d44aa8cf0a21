/**
 * The browser project's global setup (vitest.config.ts): starts the run's one build of dist/ in the
 * background, so that it overlaps the unit tests; the browser tests' build() waits for it.
 */
import { startBuild } from './build.js';

export default function setup(): () => Promise<void> {
  const building = startBuild();
  return () => building;
}
