#!/usr/bin/env node
// `npm test`: the lint (Biome), the one type-check of the whole tree (tsc -b: src, then the web app and
// e2e against src's declarations) and the tests (vitest: unit, soak and browser projects), side by side.
// The type-check runs on one core while the tests use every core, so running them together saves the
// check's whole time on a 2-core machine. The lint and the check print once the tests are done; the
// exit status is the first failure's. Arguments go to vitest (`npm test -- src/core`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command; its output goes to the terminal at once (`live`) or is kept for later. */
function run(label, command, args, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    if (!live) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', (e) => resolve({ label, code: 1, output: `${e.message}\n`, seconds: 0 }));
    child.on('close', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const steps = await Promise.all([
  run('lint and format (biome check)', bin('biome'), ['check', '--colors=off'], false),
  run('type-check (tsc -b web/tsconfig.check.json)', bin('tsc'), ['-b', 'web/tsconfig.check.json'], false),
  run('tests (vitest run)', bin('vitest'), ['run', ...process.argv.slice(2)], true),
]);

let failed = 0;
for (const s of steps) {
  if (s.output.trim() && s.code !== 0) process.stdout.write(`\n${s.output.trimEnd()}\n`);
  console.log(`${s.code === 0 ? 'passed' : 'FAILED'}: ${s.label}, ${s.seconds.toFixed(0)} s`);
  if (s.code !== 0 && !failed) failed = s.code;
}
process.exit(failed);
