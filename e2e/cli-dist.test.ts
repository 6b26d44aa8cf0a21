/**
 * The built CLI reads nothing from src/ (or docs/) at run time: a copy of dist/ with only package.json
 * and the dependencies beside it, as an installed package has, runs every command that reads data
 * (rulesets and their assumptions, rule texts, the coverage table, battle, attack and situation
 * examples, scenarios). Run from a temporary folder outside the repository, so a path into src/ finds
 * nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ROOT } from './harness.js';

let dir = '';

function warband(args: readonly string[], input = ''): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(dir, 'dist/cli/main.js'), ...args], { cwd: dir, input, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the built CLI without src/ beside it', () => {
  beforeAll(() => {
    build();
    dir = mkdtempSync(join(tmpdir(), 'warband-dist-'));
    cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true, filter: (from) => !from.startsWith(join(ROOT, 'dist/web')) });
    cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }, 600_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no src/ or docs/ to read', () => {
    expect(existsSync(join(dir, 'src'))).toBe(false);
    expect(existsSync(join(dir, 'docs'))).toBe(false);
    expect(existsSync(join(dir, 'dist/cli/main.js'))).toBe(true);
  });

  it('--version and rulesets: every system with its assumptions', () => {
    const version = warband(['--version']);
    expect(version.code, version.err).toBe(0);
    expect(version.out.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const r = warband(['rulesets', '--json']);
    expect(r.code, r.err).toBe(0);
    const list = JSON.parse(r.out) as { id: string; assumptions: unknown[] }[];
    expect(list.map((s) => s.id)).toEqual(
      expect.arrayContaining(['sauron', 'sword-and-spear', 'sword-and-swarm', 'swords-and-sorcery', 'swords-and-wizardry']),
    );
    for (const s of list) expect(s.assumptions.length, s.id).toBeGreaterThan(0);
  });

  it('the Swords & Wizardry rulebook text (rules full)', () => {
    const r = warband(['play', 'swords-and-wizardry', '--seed', '1'], 'rules full\nquit\n');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('# **SWORDS & WIZARDRY**');
    expect(r.out).toContain('ATTACK TABLE');
    expect(r.out).not.toContain('not installed');
  });

  it('the Swords & Sorcery coverage table (rules <clause>)', () => {
    const r = warband(['play', 'swords-and-sorcery', '--seed', '1'], 'rules III.A\nquit\n');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('III.A in the program (docs/swords-and-sorcery/coverage.md):');
    expect(r.out).toContain('III.A reaction offer and 2d6 roll');
  });

  it('battle and odds examples, leaders, attacks and situations', () => {
    const battle = warband(['battle', 'dwarrows-in-the-mountains', '--seed', '1']);
    expect(battle.out).toContain('Dwarrows in the mountains: Dwarrows of the Iron Hills (a) against Men of Endore (b)');
    const odds = warband(['odds', 'cavalry-in-the-open', '--trials', '50', '--json']);
    expect(odds.code, odds.err).toBe(0);
    expect((JSON.parse(odds.out) as { battle: string }).battle).toBe('Cavalry in the open');
    const sauron = warband(['sauron', 'odds', 'elendil', 'sauron', '--json']);
    expect(sauron.code, sauron.err).toBe(0);
    expect(JSON.parse(sauron.out)).toMatchObject({ attacker: 'Elendil', defender: 'Sauron' });
    const swarm = warband(['swarm', 'odds', 'spear-charge', '--json']);
    expect(swarm.code, swarm.err).toBe(0);
    expect(JSON.parse(swarm.out)).toMatchObject({ attack: { id: 'spear-charge' } });
    const spear = warband(['spear', 'odds', 'longbows', '--json']);
    expect(spear.code, spear.err).toBe(0);
    expect(JSON.parse(spear.out)).toMatchObject({ kind: 'shooting' });
  });

  it('a game of each map or table system starts from its scenario data', () => {
    const sauron = warband(['play', 'sauron', '--seed', '1'], 'quit\n');
    expect(sauron.code, sauron.err).toBe(0);
    expect(sauron.out).toContain('You left the game.');
    const swarm = warband(['play', 'sword-and-swarm', '--seed', '1'], 'quit\n');
    expect(swarm.code, swarm.err).toBe(0);
    expect(swarm.err).toBe('');
    expect(swarm.out).toContain('activate Mirren');
    expect(swarm.out).toContain('You left the encounter.');
    const spear = warband(['play', 'sword-and-spear', '--seed', '1'], 'quit\n');
    expect(spear.code, spear.err).toBe(0);
    expect(spear.out).toContain('You left the battle.');
  });
});
