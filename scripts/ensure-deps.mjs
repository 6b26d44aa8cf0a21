#!/usr/bin/env node
// Runs `npm ci` when node_modules does not match package-lock.json, so that `npm start` and `npm test`
// work on a fresh clone with nothing installed by hand. Node built-ins only: it runs before any install.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const wanted = read('package-lock.json')?.packages ?? {};
const installed = read('node_modules/.package-lock.json')?.packages ?? {};
const stale = Object.entries(wanted).some(
  ([path, pkg]) => path !== '' && !pkg.optional && !pkg.peer && installed[path]?.version !== pkg.version,
);
if (stale) {
  console.error('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
