#!/usr/bin/env node
// `npm run warband -- <command>`: the terminal front end, rebuilt only when its sources changed since the
// last build (the CLI needs dist/ from tsc alone, not the web app), and quietly: the build says one line
// when it runs and prints its errors only if it fails. Arguments, exit status and Ctrl-C pass through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.cli-built');

/** The newest modification time of the files under `dir` (0 if it is missing). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, d.name);
    latest = Math.max(latest, d.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(join(root, 'src')),
  ...['tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'docs/swords-and-sorcery/coverage.md'].map((f) =>
    existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0,
  ),
);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  process.stderr.write('Building the terminal front end...\n');
  for (const [command, args] of [
    [join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json']],
    [process.execPath, [join(root, 'scripts', 'copy-text.mjs')]],
  ]) {
    const r = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) {
      process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}The build failed: the command above says why.\n`);
      process.exit(r.status ?? 1);
    }
  }
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

const child = spawn(process.execPath, [join(root, 'dist', 'cli', 'main.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl-C reaches the child through the terminal; this process waits for it to decide what to do.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
