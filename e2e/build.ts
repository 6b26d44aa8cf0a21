/**
 * The one build of dist/ (server, CLI and web app) that the browser tests run against: built once per
 * tree and sources (a stamp of what it was built from), under a lock so that parallel test files never
 * see it half-written. Free of test-runner imports: the browser project's global setup uses it too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** A hash of everything the build reads: the sources, the web app and the build's settings. */
function sourceStamp(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(ROOT.length)).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'web'));
  walk(join(ROOT, 'scripts'));
  // Text the build copies into dist/ (scripts/copy-text.mjs).
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'docs/swords-and-sorcery/coverage.md'])
    if (existsSync(join(ROOT, f))) hash.update(f).update(readFileSync(join(ROOT, f)));
  return hash.digest('hex');
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const LOCK = join(ROOT, 'dist.build-lock');
const STAMP = join(ROOT, 'dist', '.build-stamp');
/** The stamp and output of a build that failed, so that the files waiting on it report it rather than build again. */
const FAILED = join(ROOT, 'dist.build-failed');
/** A lock older than the build's time limit is a crashed run's. */
const BUILD_LIMIT_MS = 300_000;

/**
 * The build's steps, as `npm run build` has them: the server and CLI (tsc), the text files the CLI reads
 * (copy-text) and the web app (vite); startBuild runs them side by side. tsc only emits (--noCheck):
 * `npm test` type-checks the tree once, on its own; `npm run build` still checks.
 */
const STEPS: readonly (readonly string[])[] = [
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck'],
  [join(ROOT, 'scripts/copy-text.mjs')],
  [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
];

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > BUILD_LIMIT_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/** With the lock held: whether dist/ is already built from these sources (or failed to be: that throws). */
function builtAlready(stamp: string): boolean {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return true;
  if (existsSync(FAILED)) {
    const [failedStamp, ...output] = readFileSync(FAILED, 'utf8').split('\n');
    if (failedStamp === stamp) throw new Error(`building dist/ failed:\n${output.join('\n')}`);
  }
  return false;
}

function recordBuild(stamp: string, failures: string[]): void {
  if (failures.length) writeFileSync(FAILED, `${stamp}\n${failures.join('\n')}`);
  else {
    rmSync(FAILED, { force: true });
    writeFileSync(STAMP, stamp);
  }
}

/**
 * Builds dist/ (server and web app) unless it was built from these very sources. Test files run in
 * parallel: one builds (or the browser project's global setup, startBuild, does) while the others wait
 * on a lock (a directory, made atomically), so no server starts from a half-written dist/.
 */
export function build(): void {
  const deadline = Date.now() + 2 * BUILD_LIMIT_MS;
  while (!tryLock()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for another test file to finish building dist/');
    pause(250);
  }
  try {
    const stamp = sourceStamp();
    if (builtAlready(stamp)) return;
    const failures: string[] = [];
    for (const step of STEPS) {
      const r = spawnSync(process.execPath, step, { cwd: ROOT, stdio: 'pipe', timeout: BUILD_LIMIT_MS, encoding: 'utf8' });
      if (r.status !== 0) failures.push(`${step.slice(1).join(' ')} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
    }
    recordBuild(stamp, failures);
    if (failures.length) throw new Error(`building dist/ failed:\n${failures.join('\n')}`);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Starts building dist/ in the background, holding the lock, and returns at once: the browser project's
 * global setup (e2e/global-setup.ts), so that the one build of a run overlaps the unit tests and the
 * browser tests' `build()` finds it done. Resolves when it is over; a failure is left for them to report.
 */
export function startBuild(): Promise<void> {
  if (!tryLock()) return Promise.resolve(); // another run in this tree is building; build() waits for it
  let stamp: string;
  try {
    stamp = sourceStamp();
    if (builtAlready(stamp)) {
      rmSync(LOCK, { recursive: true, force: true });
      return Promise.resolve();
    }
  } catch {
    rmSync(LOCK, { recursive: true, force: true });
    return Promise.resolve(); // a recorded failure: build() reports it
  }
  const run = (step: readonly string[]) =>
    new Promise<string | null>((done) => {
      const child = spawn(process.execPath, step, { cwd: ROOT, stdio: 'pipe', timeout: BUILD_LIMIT_MS });
      let output = '';
      child.stdout!.on('data', (d) => (output += String(d)));
      child.stderr!.on('data', (d) => (output += String(d)));
      child.on('error', (e) => done(`${step.slice(1).join(' ')}: ${e.message}`));
      child.on('close', (code) => done(code === 0 ? null : `${step.slice(1).join(' ')} (exit ${code}):\n${output}`));
    });
  return Promise.all(STEPS.map(run)).then(
    (results) => {
      recordBuild(
        stamp,
        results.filter((r): r is string => r !== null),
      );
      rmSync(LOCK, { recursive: true, force: true });
    },
    () => rmSync(LOCK, { recursive: true, force: true }),
  );
}
