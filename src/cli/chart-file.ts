/**
 * Writing a chart to the path given with --chart, for every command that draws one: a path that cannot
 * be written is a one-line error (and exit status 1), never a stack trace. Commands that take long
 * check the path first (chartPathError), so a long run is not lost for a typo.
 */
import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toSvg } from '../charts/render.js';
import type { ChartSpec } from '../core/chart.js';

/** Why a chart cannot be written to `path`, or null. */
export function chartPathError(path: string): string | null {
  const folder = dirname(resolve(path));
  const why = (() => {
    try {
      if (!statSync(folder).isDirectory()) return `${folder} is not a folder`;
    } catch {
      return `there is no folder ${folder}`;
    }
    try {
      if (statSync(path).isDirectory()) return `${path} is a folder`;
      accessSync(path, constants.W_OK);
      return null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return `${path} is not writable`;
    }
    try {
      accessSync(folder, constants.W_OK);
      return null;
    } catch {
      return `${folder} is not writable`;
    }
  })();
  return why && `Cannot write the chart to ${path}: ${why}.`;
}

/** Draws `spec` to SVG at `path`; on failure says why through `err`, sets exit status 1 and returns false. */
export async function writeChart(path: string, spec: ChartSpec, err: (line: string) => void): Promise<boolean> {
  const why = chartPathError(path);
  if (why) {
    err(why);
    process.exitCode = 1;
    return false;
  }
  try {
    writeFileSync(path, await toSvg(spec));
    return true;
  } catch (e) {
    err(`Cannot write the chart to ${path}: ${(e as Error).message}`);
    process.exitCode = 1;
    return false;
  }
}
