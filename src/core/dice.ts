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
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
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

/**
 * Where a match's dice come from: a 32-bit seed (games on one machine, tests, records written before
 * keyed dice), or a secret of 256 bits (games on the server: docs/records.md, "Dice"). A seed can be
 * searched in seconds from a few rolls; a secret cannot.
 */
export type DiceSource = number | KeyedDiceSource;

export interface KeyedDiceSource {
  /** 32 bytes from a CSPRNG, as 64 hex digits. Kept secret until the game ends. */
  readonly secret: string;
}

export const isKeyed = (source: DiceSource): source is KeyedDiceSource => typeof source !== 'number';

/** The name of the keyed scheme, in records: HMAC-SHA256 over the roll's purpose and block. */
export const KEYED_DICE_SCHEME = 'hmac-sha256-v1';

const SECRET = /^[0-9a-f]{64}$/;

export const isSecret = (text: string): boolean => SECRET.test(text);

/** What is published when a game starts: SHA-256 of the secret's bytes, as hex. */
export function commitmentOf(secret: string): string {
  if (!isSecret(secret)) throw new RangeError('a dice secret is 64 lowercase hex digits');
  return bytesToHex(sha256(hexToBytes(secret)));
}

/**
 * Dice derived from a secret by a keyed function, so that no one without the secret can predict a roll
 * and anyone given it afterwards can check every roll. The rolls for one purpose ("setup", "action:12")
 * read 32-bit words from HMAC-SHA256(secret, `warband-dice:<purpose>:<block>`), block 0, 1, ...; a die
 * with `sides` faces takes the next word below the largest multiple of `sides` (no bias) and returns
 * word mod sides, plus 1.
 */
export class KeyedDice implements Dice {
  private readonly key: Uint8Array;
  private words: Uint32Array = new Uint32Array(0);
  private next = 0;
  private block = 0;

  constructor(
    secret: string,
    private readonly purpose: string,
  ) {
    if (!isSecret(secret)) throw new RangeError('a dice secret is 64 lowercase hex digits');
    this.key = hexToBytes(secret);
  }

  roll(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die has a whole number of sides, not ${sides}`);
    const limit = Math.floor(0x1_0000_0000 / sides) * sides;
    for (;;) {
      const word = this.word();
      if (word < limit) return (word % sides) + 1;
    }
  }

  private word(): number {
    if (this.next === this.words.length) {
      const mac = hmac(sha256, this.key, utf8ToBytes(`warband-dice:${this.purpose}:${this.block++}`));
      const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      this.words = Uint32Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4));
      this.next = 0;
    }
    return this.words[this.next++]!;
  }
}

/** The purposes a match draws dice for: the setup, then each action by its index in the record. */
export const SETUP_DICE = 'setup';
export const actionDice = (index: number): string => `action:${index}`;
