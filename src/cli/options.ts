/**
 * `--option key=value` for the ruleset's options. The value is read as JSON when it is JSON
 * (`moveLimit=300`, `dragonHopsEmpty=true`, `force={"peasants":7,"ogre":4}`), else as a string
 * (`attackTable=notes`); `key=@file.json` reads the value from a JSON file (e.g. a board layout).
 * The ruleset validates the result (Match.create), so unknown keys and bad values are its to refuse.
 */
import { readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';

export function parseOptionPairs(
  pairs: readonly string[],
  readFile: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const i = pair.indexOf('=');
    if (i <= 0) return `--option ${pair}: write key=value, e.g. --option moveLimit=300`;
    const key = pair.slice(0, i).trim();
    const raw = pair.slice(i + 1).trim();
    if (raw.startsWith('@')) {
      try {
        out[key] = JSON.parse(readFile(raw.slice(1)));
      } catch (e) {
        return `--option ${key}: cannot read JSON from ${raw.slice(1)}: ${(e as Error).message}`;
      }
      continue;
    }
    out[key] = jsonOrString(raw);
  }
  return out;
}

export function jsonOrString(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A command-line argument that must be an integer (commander's argParser). */
export const integer = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('expected an integer');
  return n;
};
