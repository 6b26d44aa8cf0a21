/**
 * Seeded dice. The PRNG is xoroshiro128+ from `pure-rand`; its state is plain numbers, so it lives in
 * the game state and a game replays bit for bit from its seed.
 *
 *   const dice = SeededDice.fromSeed(42);
 *   dice.roll(6); // 1..6
 *   const saved = dice.state(); // store it; SeededDice.fromState(saved) continues the same sequence
 *
 * Rulesets only see the `Dice` interface, so tests and referees can force the numbers (`ScriptedDice`).
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export interface Dice {
  /** One die with `sides` faces: an integer 1..sides. */
  roll(sides: number): number;
}

export type DiceState = readonly number[];

type Generator = ReturnType<typeof xoroshiro128plus>;

export class SeededDice implements Dice {
  private constructor(private readonly rng: Generator) {}

  static fromSeed(seed: number): SeededDice {
    return new SeededDice(xoroshiro128plus(seed | 0));
  }

  static fromState(state: DiceState): SeededDice {
    return new SeededDice(xoroshiro128plusFromState(state));
  }

  roll(sides: number): number {
    return uniformInt(this.rng, 1, sides);
  }

  state(): DiceState {
    return [...this.rng.getState()];
  }
}

/** Dice whose results are given in advance: typed in by a referee, or fixed by a test. */
export class ScriptedDice implements Dice {
  private next = 0;
  constructor(private readonly results: readonly number[]) {}

  roll(sides: number): number {
    const value = this.results[this.next];
    if (value === undefined) throw new DiceExhausted(this.next, sides);
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new RangeError(`die ${this.next + 1} is ${value}, not 1..${sides}`);
    }
    this.next++;
    return value;
  }

  get used(): number {
    return this.next;
  }
}

export class DiceExhausted extends Error {
  constructor(
    readonly index: number,
    readonly sides = 6,
  ) {
    super(`no scripted result for die number ${index + 1} (d${sides})`);
  }
}

/** Passes rolls through to other dice and remembers them, so a procedure's rolls can be reported as an event. */
export class RecordingDice implements Dice {
  readonly rolls: { sides: number; value: number }[] = [];
  constructor(private readonly inner: Dice) {}

  roll(sides: number): number {
    const value = this.inner.roll(sides);
    this.rolls.push({ sides, value });
    return value;
  }
}

/** Fisher-Yates with the given dice, so a shuffle is replayable too. */
export function shuffle<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
