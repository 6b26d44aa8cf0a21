/**
 * Casting in the game (17 Using Magic, 17 Spells): a spell checked by magic.ts at the moment its type is
 * cast, and the levels a magic-user may cast on a unit now, for the legal actions of each step.
 */
import type { RuleError } from '../../../core/rule-error.js';
import type { Result } from '../../../core/result.js';
import { distance, nearestPointOf, outline } from '../../../core/geometry/open-table.js';
import { unitById } from '../battlefield.js';
import { TABLES, type SpellType } from '../data.js';
import { castSpell, type Cast } from '../magic.js';
import { magicUsers } from './commands.js';
import type { SsfState } from './state.js';

const MOMENT = {
  attack: 'after-allocation',
  boost: 'friendly-activated',
  protect: 'enemy-shoots',
  'rally-heal': 'end-phase',
} as const satisfies Record<SpellType, string>;

/** A spell as magic.ts checks it, at its type's moment, in this phase (or the end phase). */
export function tryCast(
  s: SsfState,
  r: { user: string; spell: SpellType; level: number; target: string; form?: 'physical' | 'non-physical' },
): Result<Cast, RuleError> {
  const phase = s.step === 'end-phase' ? 'end' : s.turn.phase;
  return castSpell(
    s.field,
    magicUsers(s),
    s.magic,
    { user: r.user, spell: r.spell, level: r.level, target: r.target, phase, moment: MOMENT[r.spell], ...(r.form ? { form: r.form } : {}) },
    s.options,
  );
}

/** The levels of a spell a magic-user may cast on a unit now: one full check at level 1, then the cost of each higher level (17 Using Magic). */
export function castableLevels(s: SsfState, userId: string, spell: SpellType, target: string): number[] {
  const user = magicUsers(s).find((u) => u.id === userId);
  const power = s.magic.power[userId] ?? 0;
  if (!user || power < 1) return [];
  const unit = unitById(s.field, target);
  if (!unit) return [];
  if (user.attachedTo !== target) {
    // The visible part is never nearer than the nearest part: a cheap bound before the sight check (17 Line of sight).
    const nearest = distance(user.position, nearestPointOf(outline(unit.base), user.position));
    const band = TABLES.magic.rangeBands.find((b) => nearest <= b.upTo + 1e-9);
    if (!band || 1 + band.cost > power) return [];
  }
  const first = tryCast(s, { user: userId, spell, level: 1, target });
  if (!first.ok) return [];
  const band = first.value.cost - 1;
  const out = [1];
  for (let level = 2; level <= user.level && level + band <= power; level++) out.push(level);
  return out;
}
