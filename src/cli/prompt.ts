/**
 * The referee commands' dialogue (the systems' own commands): a prompt that gives the trimmed line
 * and ends the dialogue (Quit) at the end of the input or on 'quit', and an action applied with the
 * program's dice or with dice rolled at the table and typed in, one asked for at a time.
 *
 *   const io = quitPrompter(input, output);
 *   try {
 *     const events = await actWithDice((dice) => match.act(seat, action, dice), typedDice, (typed) => 'roll 1d6', io.ask, out);
 *   } catch (e) {
 *     if (!(e instanceof Quit)) throw e;
 *   } finally {
 *     io.close();
 *   }
 */
import type { Readable, Writable } from 'node:stream';
import type { RuleError } from '../core/rule-error.js';
import { prompter } from './game-setup.js';

/** Writes the prompt; the line typed, trimmed. */
export type Ask = (prompt: string) => Promise<string>;

/** The input ended, or 'quit' was typed. */
export class Quit extends Error {}

/** Prompts on `output`, reads lines from `input` (echoed when it is not a terminal); Quit at the end or on 'quit'. */
export function quitPrompter(input: Readable, output: Writable): { ask: Ask; close: () => void } {
  const reader = prompter(input, output);
  const ask: Ask = async (prompt) => {
    const line = await reader.ask(prompt);
    if (line === null || line.trim().toLowerCase() === 'quit') throw new Quit();
    return line.trim();
  };
  return { ask, close: () => reader.close() };
}

/** Asks until a die's face, 1 to 6, is typed. */
export async function askDie(ask: Ask, prompt: string, out: (text: string) => void): Promise<number> {
  for (;;) {
    const n = Number(await ask(prompt));
    if (Number.isInteger(n) && n >= 1 && n <= 6) return n;
    out('Type the number the die shows, 1 to 6.');
  }
}

/**
 * Applies an action with the program's dice, or with `typedDice` asking for each die (`what` names the
 * next one from those typed so far) until the rules have all they need (at most `maxDice` asks). The
 * events, or null when refused (the refusal is printed).
 */
export async function actWithDice<E>(
  act: (dice?: readonly number[]) => { ok: true; value: E } | { ok: false; error: RuleError },
  typedDice: boolean,
  what: (typed: readonly number[]) => string,
  ask: Ask,
  out: (text: string) => void,
  maxDice = Infinity,
): Promise<E | null> {
  const refuse = (e: RuleError) => (out(`Refused: ${e.message}  [${e.clause}]`), null);
  if (!typedDice) {
    const r = act();
    return r.ok ? r.value : refuse(r.error);
  }
  const typed: number[] = [];
  for (let asked = 0; asked < maxDice; asked++) {
    const r = act(typed);
    if (r.ok) return r.value;
    if (r.error.code !== 'ERR_MORE_DICE') return refuse(r.error);
    typed.push(await askDie(ask, `${what(typed)}: `, out));
  }
  return null;
}
