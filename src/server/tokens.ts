/** Seat tokens, invite codes and game ids: unguessable random strings; only their SHA-256 is stored. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 24 random bytes, base64url: the only proof of holding a seat. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** Game ids are public (they are in links) but still not enumerable. */
export const newGameId = (): string => randomBytes(9).toString('base64url');

/** A game's dice secret: 256 bits from the CSPRNG, as hex (core/dice.ts KeyedDice). */
export const newDiceSecret = (): string => randomBytes(32).toString('hex');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A 32-bit seed derived from a game's dice, for one purpose (a computer seat's dice at one seq). Keyed
 * by the secret where the game has one, so no one can predict the computer's choices either.
 */
export function deriveSeed(
  dice: { readonly seed: number; readonly diceSecret: string | null },
  ...parts: readonly (string | number)[]
): number {
  if (dice.diceSecret !== null)
    return createHmac('sha256', Buffer.from(dice.diceSecret, 'hex')).update(parts.join(':'), 'utf8').digest().readInt32LE(0);
  return createHash('sha256')
    .update([dice.seed, ...parts].join(':'), 'utf8')
    .digest()
    .readInt32LE(0);
}
