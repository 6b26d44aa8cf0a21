/**
 * The generic search (index.ts) on a tiny ruleset made here: a race to a total, where each decision
 * adds to the seat's score. It must find the winning move the policy misses, weigh chance by its odds,
 * finish a turn of several decisions before judging the first, work where two seats choose at once,
 * and choose the same from the same dice.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice, type Dice } from '../../core/dice.js';
import { ok } from '../../core/result.js';
import { CoreErrors } from '../../core/rule-error.js';
import { err } from '../../core/result.js';
import type { Ruleset, Seat } from '../../core/ruleset.js';
import { Match } from '../../core/match.js';
import type { Agent } from '../agent.js';
import {
  DEFAULT_SEARCH,
  WIN,
  fallibleAgent,
  searchAgent,
  searchFamily,
  searchSettings,
  type SearchReport,
  type SearchSpec,
} from './index.js';

/**
 * The toy game. Each seat has a score; `phase` says what is pending:
 * - 'race': 'a' and 'b' alternate; 'step' adds 1, 'leap' adds 2 (and passes the turn); first to 4 wins.
 * - 'gamble': 'a' chooses 'safe' (+2) or 'gamble' (+`jackpot` on a d6 of `odds` or less, else +0); then over.
 * - 'pair': 'a' decides twice in a row (first 'x' or 'y', then a follow-up), then over.
 * - 'both': 'a' and 'b' choose at once ('high' or 'low'); 'a' scores 3 for matching 'b', 1 otherwise.
 */
interface Toy {
  readonly phase: 'race' | 'gamble' | 'pair' | 'pair2' | 'both' | 'over';
  readonly turn: Seat;
  readonly score: Readonly<Record<Seat, number>>;
  readonly first?: string;
  readonly chosen?: Readonly<Record<Seat, string>>;
  readonly jackpot: number;
  readonly odds: number;
  readonly goal: number;
}
type ToyAction = string;

const other = (s: Seat) => (s === 'a' ? 'b' : 'a');
const add = (t: Toy, seat: Seat, n: number) => ({ ...t.score, [seat]: t.score[seat]! + n });

const toy = (phase: Toy['phase'], extra: Partial<Toy> = {}): Ruleset<Toy, ToyAction, Toy, Partial<Toy>> => ({
  id: 'toy',
  name: 'Toy',
  version: '1',
  seats: ['a', 'b'],
  assumptions: [],
  parseOptions: (o) => ok((o ?? {}) as Partial<Toy>),
  parseAction: (a) => (typeof a === 'string' ? ok(a) : err(CoreErrors.malformed('a string'))),
  setup: (o) => ({ phase, turn: 'a', score: { a: 0, b: 0 }, jackpot: 5, odds: 1, goal: 4, ...extra, ...o }),
  toAct: (t) => (t.phase === 'over' ? [] : t.phase === 'both' ? ['a', 'b'].filter((s) => !t.chosen?.[s]) : [t.turn]),
  legalActions(t, seat) {
    if (!this.toAct(t).includes(seat)) return [];
    switch (t.phase) {
      case 'race':
        return ['step', 'leap'];
      case 'gamble':
        return ['safe', 'gamble'];
      case 'pair':
        return ['y', 'x'];
      case 'pair2':
        return t.first === 'x' ? ['nothing', 'ten'] : ['five'];
      case 'both':
        return ['low', 'high'];
      default:
        return [];
    }
  },
  apply(t, seat, action, dice: Dice) {
    if (!this.legalActions(t, seat).includes(action)) return err(CoreErrors.notYourTurn(seat));
    let next: Toy;
    switch (t.phase) {
      case 'race': {
        const score = add(t, seat, action === 'leap' ? 2 : 1);
        next = { ...t, score, turn: other(seat), phase: score[seat]! >= t.goal ? 'over' : 'race' };
        break;
      }
      case 'gamble':
        next = { ...t, phase: 'over', score: add(t, seat, action === 'safe' ? 2 : dice.roll(6) <= t.odds ? t.jackpot : 0) };
        break;
      case 'pair':
        next = { ...t, phase: 'pair2', first: action };
        break;
      case 'pair2':
        next = { ...t, phase: 'over', score: add(t, seat, action === 'ten' ? 10 : action === 'five' ? 5 : 0) };
        break;
      default: {
        const chosen = { ...t.chosen, [seat]: action };
        if (!chosen.a || !chosen.b) next = { ...t, chosen };
        else next = { ...t, chosen, phase: 'over', score: add(t, 'a', chosen.a === chosen.b ? 3 : 1) };
      }
    }
    return ok({ state: next, events: [] });
  },
  view: (t) => t,
  outcome(t) {
    if (t.phase !== 'over') return null;
    if (t.goal && (t.score.a! >= t.goal || t.score.b! >= t.goal))
      return { winner: t.score.a! >= t.goal ? 'a' : 'b', reason: 'goal', clause: 'toy' };
    return { winner: null, reason: 'over', clause: 'toy' };
  },
});

/** A poor policy: always the first legal action. */
const firstLegal: Agent = { name: 'first legal', choose: (ctx) => ctx.legal[0]! };

const spec = (policy: Agent = firstLegal): SearchSpec<Toy, ToyAction, Toy> => ({
  determinize: (view) => view,
  hidden: false,
  evaluate(t, seat) {
    const o = t.phase === 'over' && t.goal && (t.score.a! >= t.goal || t.score.b! >= t.goal);
    if (o) return t.score[seat]! >= t.goal ? WIN : -WIN;
    return t.score[seat]! - t.score[other(seat)]!;
  },
  policy,
});

function decide(ruleset: ReturnType<typeof toy>, agent: Agent, seat: Seat = 'a', seed = 1, state?: Toy): string {
  const m = Match.create(ruleset, {}, 1);
  if (!m.ok) throw new Error(m.error.message);
  const s = state ?? m.value.state;
  return agent.choose({
    ruleset,
    seat,
    view: ruleset.view(s, seat),
    legal: ruleset.legalActions(s, seat),
    dice: SeededDice.fromSeed(seed),
  });
}

describe('the generic search', () => {
  test('it finds the winning move that its policy misses', () => {
    // 'a' has 2, needs 4: 'leap' wins now; 'step' lets 'b' (on 3, playing 'step' by the policy) win.
    const r = toy('race');
    const state: Toy = { ...r.setup({}, SeededDice.fromSeed(1)), score: { a: 2, b: 3 } };
    expect(decide(r, firstLegal, 'a', 1, state)).toBe('step');
    expect(decide(r, searchAgent(spec(), { samples: 2 }), 'a', 1, state)).toBe('leap');
  });

  test('it weighs chance by its odds: a safe 2 over a 1-in-6 jackpot of 5, a 5-in-6 jackpot of 5 over the safe 2', () => {
    const unlikely = toy('gamble', { odds: 1, goal: 0 });
    const likely = toy('gamble', { odds: 5, goal: 0 });
    const gambler: Agent = { name: 'gambler', choose: (ctx) => ctx.legal[1]! };
    const agent = searchAgent(spec(gambler), { samples: 48 });
    for (const seed of [1, 2, 3]) {
      expect(decide(unlikely, agent, 'a', seed)).toBe('safe');
      expect(decide(likely, agent, 'a', seed)).toBe('gamble');
    }
  });

  test("it lets the policy finish the seat's turn of several decisions before judging the first", () => {
    // The policy opens with 'y' (worth 5 after); 'x' is worth 10 if the follow-up is right, which the policy (here) finds.
    const r = toy('pair', { goal: 0 });
    const finisher: Agent = { name: 'finisher', choose: (ctx) => (ctx.legal.includes('ten' as never) ? ('ten' as never) : ctx.legal[0]!) };
    expect(decide(r, finisher)).toBe('y');
    expect(decide(r, searchAgent(spec(finisher), { samples: 1 }))).toBe('x');
    // With depth 0 nothing is finished: the first decision alone scores nothing either way, and the policy's choice stands.
    expect(decide(r, searchAgent(spec(finisher), { samples: 1, depth: 0 }))).toBe('y');
  });

  test('it works where two seats choose at once, the other played by the policy', () => {
    // 'b' plays 'low' (the policy's first legal); 'a' scores 3 by matching it.
    const r = toy('both', { goal: 0 });
    // The policy would have 'a' play 'high' and 'b' play 'low'.
    const split: Agent = { name: 'split', choose: (ctx) => (ctx.seat === 'a' ? 'high' : 'low') as never };
    expect(decide(r, split)).toBe('high');
    expect(decide(r, searchAgent(spec(split), { samples: 1 }))).toBe('low');
  });

  test('it chooses the same from the same dice, within its budget of play-outs', () => {
    const reports: SearchReport[] = [];
    const r = toy('gamble', { odds: 3, jackpot: 4, goal: 0 });
    const agent = searchAgent(spec(), { samples: 16 }, 'search', (rep) => reports.push(rep));
    const picks = [7, 7, 8].map((seed) => decide(r, agent, 'a', seed));
    expect(picks[0]).toBe(picks[1]);
    expect(reports[0]).toEqual(reports[1]);
    expect(reports[0]!.candidates).toBe(2);
    expect(reports[0]!.playouts).toBeLessThanOrEqual(2 * 16);
    expect(reports[0]!.values.map((v) => v.n)).toEqual([16, 16]);
  });

  test("with a margin, the policy's choice stands unless another beats it clearly over the play-outs they share", () => {
    // A 3-in-6 jackpot of 5 (2.5 on average) against the safe 2: better, but not by much in 8 play-outs.
    const r = toy('gamble', { odds: 3, jackpot: 5, goal: 0 });
    let plain = 0;
    let careful = 0;
    for (let seed = 1; seed <= 20; seed++) {
      if (decide(r, searchAgent(spec(), { samples: 8 }), 'a', seed) === 'gamble') plain++;
      if (decide(r, searchAgent(spec(), { samples: 8, margin: 2 }), 'a', seed) === 'gamble') careful++;
    }
    expect(careful).toBeLessThan(plain);
    // A sure winner overrules it all the same.
    const state: Toy = { ...toy('race').setup({}, SeededDice.fromSeed(1)), score: { a: 2, b: 3 } };
    expect(decide(toy('race'), searchAgent(spec(), { samples: 4, margin: 2 }), 'a', 1, state)).toBe('leap');
  });

  test('its settings are checked by name and range', () => {
    expect(searchSettings({})).toEqual(DEFAULT_SEARCH);
    expect(searchSettings({ samples: 3 })).toEqual({ ...DEFAULT_SEARCH, samples: 3 });
    expect(() => searchSettings({ iterations: 3 })).toThrow(/unknown search setting 'iterations'/);
    expect(() => searchSettings({ samples: 0 })).toThrow(/samples=0/);
    expect(() => searchSettings({ depth: 1.5 })).toThrow(/depth=1.5/);
    expect(searchSettings({ margin: 1.5 })).toEqual({ ...DEFAULT_SEARCH, margin: 1.5 });
    expect(searchFamily(spec()).settings).toEqual(['candidates', 'samples', 'depth', 'margin']);
  });

  test('the fallible player blunders about as often as it says, and never when told 0', () => {
    const r = toy('race');
    const never = fallibleAgent(firstLegal, 0);
    const often = fallibleAgent(firstLegal, 50);
    let leaps = 0;
    for (let seed = 1; seed <= 400; seed++) {
      expect(decide(r, never, 'a', seed)).toBe('step');
      if (decide(r, often, 'a', seed) === 'leap') leaps++;
    }
    // Half blunder, half of those land on 'leap': 100 expected of 400.
    expect(leaps).toBeGreaterThan(70);
    expect(leaps).toBeLessThan(130);
    expect(() => fallibleAgent(firstLegal, 101)).toThrow(/blunder=101/);
  });
});
