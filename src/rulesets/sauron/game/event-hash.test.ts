/**
 * The map game's play as one fingerprint: seeded random games through the system's public ruleset,
 * hashing every action taken, every event, every refusal of a nearby illegal action and each game's
 * final view. A change meant to leave the rules alone (a refactor) must leave the hash as it was; a
 * change of a rule changes it, and its commit says why and gives the new one.
 *
 *   SAURON_HASH_GAMES=200 npx vitest run src/rulesets/sauron/game/event-hash.test.ts
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { soakSize } from '../../../test-soak.js';
import { DAGORLAD, sauron, type SauronAction, type SauronView } from '../index.js';

const GAMES = soakSize('SAURON_HASH_GAMES', { modest: 12, full: 200 });

/**
 * The hashes of games 1..n with the options below, by n. Unchanged by the split of rules.ts by phase
 * (cfb993d8 for 200 games then); changed by 7.175's one implementation, which no game gets stuck in,
 * and by the view's options growing the tables chosen per game (the play itself the same); by the option
 * ringLoss (SAU-A10) in the view (no game of the 12, 40 or 200 overthrows Sauron: no 'overthrown' event);
 * by the view's `position` (the whole state, for the search: stateFromView), with the play the same: the
 * hashes of views without it were the ones recorded before.
 */
const EXPECTED: Readonly<Record<number, string>> = {
  12: '1e2141ff045d32eb2fcf3591416f59e8f8c5fc0414d45df0cf3af054a8df282d',
  40: '8c35f78d103b3205d2d6499c1ec087b95c3f4b7c59077aa8526d05d94d1d2458',
  200: 'b8fa9c8ea6141cf96eef0a72220fe8a59ff42ec49cf341adc7aaac555a13a50b',
};

/** Options that reach the third seat, formations, the extra units, short and long games. */
const optionsFor = (seed: number) => ({
  turns: 3 + (seed % 3),
  extraWesternesseUnits: seed % 7,
  extraUnitsTurn: 3,
  specialFormations: (['both', 'westernesse', 'off'] as const)[seed % 3],
  formationSize: 2 + (seed % 2),
  zonesOfControl: seed % 5 !== 0,
  thirdSeat: seed % 4 === 0 ? 'leave' : 'seat',
});

/** An action close to a legal one, most often illegal: another hex, another target, another leader. */
function nearby(a: SauronAction, roll: (n: number) => number, units: readonly string[], leaders: readonly string[]): SauronAction {
  const hex = () => DAGORLAD.grid.name(roll(DAGORLAD.grid.size) - 1);
  const unit = () => units[roll(units.length) - 1]!;
  const leader = () => leaders[roll(leaders.length) - 1]!;
  switch (a.type) {
    case 'move':
      return roll(2) === 1 ? { ...a, to: hex() } : { ...a, piece: roll(2) === 1 ? unit() : leader() };
    case 'break-up':
      return { ...a, to: hex() };
    case 'missile':
    case 'melee':
      return roll(2) === 1 ? { ...a, target: unit() } : { ...a, unit: unit() };
    case 'leader-attack':
      return { ...a, target: leader() };
    case 'challenge':
      return { ...a, defender: leader() };
    case 'rally':
    case 'ring-removal':
    case 'take-ring':
      return { ...a, leader: leader() };
    case 'pass-narsil':
      return { ...a, to: leader() };
    case 'form':
      return { ...a, units: [...a.units, unit()] };
    default: {
      const others: SauronAction[] = [
        { type: 'end' },
        { type: 'accept' },
        { type: 'return-ring' },
        { type: 'destroy-ring' },
        { type: 'set-gates', closed: true },
        { type: 'beast-power', power: 'flight' },
        { type: 'rally', leader: leader() },
        { type: 'missile', unit: unit(), target: unit() },
        { type: 'melee', unit: unit(), target: unit() },
        { type: 'move', piece: unit(), to: hex() },
      ];
      return others[roll(others.length) - 1]!;
    }
  }
}

/**
 * A random player that closes with the enemy: in a Movement Phase it mostly takes a step that brings a
 * piece nearer the nearest enemy unit, so that the games reach combat, rally, the Ring and challenges.
 */
function choose(v: SauronView, seat: string, legal: readonly SauronAction[], roll: (n: number) => number): SauronAction {
  const g = DAGORLAD.grid;
  const end = legal.find((a) => a.type === 'end');
  if (v.phase.endsWith('-movement') && roll(8) !== 1) {
    const foes = v.units.filter((u) => u.hex !== null && u.side !== seat).map((u) => g.index(u.hex!)!);
    const from = (piece: string) => v.units.find((u) => u.id === piece)?.hex ?? v.leaders.find((l) => l.id === piece)?.hex ?? null;
    const near = (hex: string) => Math.min(...foes.map((f) => g.distance(g.index(hex)!, f)));
    const closer = legal.filter((a) => {
      if (a.type !== 'move') return false;
      const at = from(a.piece);
      return at !== null && near(a.to) < near(at);
    });
    if (closer.length > 0) return closer[roll(closer.length) - 1]!;
    if (end) return end;
  }
  return end && roll(4) === 1 ? end : legal[roll(legal.length) - 1]!;
}

function playAll(games: number): { hash: string; actions: number; refusals: number; winners: Record<string, number>; kinds: string[] } {
  const h = createHash('sha256');
  let actions = 0;
  let refusals = 0;
  const winners: Record<string, number> = {};
  const kinds = new Set<string>();
  for (let seed = 1; seed <= games; seed++) {
    const o = sauron.parseOptions(optionsFor(seed));
    if (!o.ok) throw new Error(o.error.message);
    const dice = SeededDice.fromSeed(seed);
    const chooser = SeededDice.fromSeed(seed * 31 + 7);
    const roll = (n: number) => chooser.roll(n);
    let s = sauron.setup(o.value, dice);
    let stuck = false;
    h.update(JSON.stringify(sauron.view(s, 'westernesse')));
    for (let n = 0; n < 5000 && !sauron.outcome(s); n++) {
      const seats = sauron.toAct(s);
      const seat = seats[0]!;
      const legal = sauron.legalActions(s, seat);
      // A seat to act with no legal action: the game is stuck (counted, and hashed as such).
      if (legal.length === 0) {
        stuck = true;
        break;
      }
      h.update(`${seat}:${legal.length};`);
      if (n % 4 === 0) {
        const v = sauron.view(s, seat);
        const tried = nearby(
          legal[roll(legal.length) - 1]!,
          roll,
          v.units.map((u) => u.id),
          v.leaders.map((l) => l.id),
        );
        const other = roll(4) === 1 ? (['westernesse', 'sauron', 'third'] as const)[roll(3) - 1]! : seat;
        const r = sauron.apply(s, other, tried, SeededDice.fromSeed(n));
        h.update(`try ${other} ${JSON.stringify(tried)} -> ${r.ok ? 'ok' : JSON.stringify(r.error)};`);
        if (!r.ok) refusals++;
      }
      const a = choose(sauron.view(s, seat), seat, legal, roll);
      const r = sauron.apply(s, seat, a, dice);
      if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(a)} refused: ${r.error.message}`);
      h.update(`${seat} ${JSON.stringify(a)} => ${JSON.stringify(r.value.events)};`);
      for (const e of r.value.events) kinds.add(e.type);
      s = r.value.state;
      actions++;
    }
    const out = sauron.outcome(s);
    const key = stuck ? 'stuck' : out ? (out.winner ?? 'draw') : 'unfinished';
    winners[key] = (winners[key] ?? 0) + 1;
    h.update(JSON.stringify(sauron.view(s, 'westernesse')));
  }
  return { hash: h.digest('hex'), actions, refusals, winners, kinds: [...kinds].sort() };
}

describe('Sauron map game: the play fingerprint', () => {
  test(`${GAMES} seeded random games give the recorded hash of actions, events, refusals and views`, () => {
    const r = playAll(GAMES);
    console.log(
      `sauron event hash over ${GAMES} games: ${r.hash} (${r.actions} actions, ${r.refusals} refusals, ${JSON.stringify(r.winners)}; events: ${r.kinds.join(' ')})`,
    );
    expect(r.winners.unfinished ?? 0).toBe(0);
    expect(r.winners.stuck ?? 0).toBe(0);
    if (EXPECTED[GAMES]) expect(r.hash).toBe(EXPECTED[GAMES]);
  }, 1_800_000);
});
