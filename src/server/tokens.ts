/** Seat tokens, invite codes and game ids: unguessable random strings; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes, base64url: the only proof of holding a seat. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** Game ids are public (they are in links) but still not enumerable. */
export const newGameId = (): string => randomBytes(9).toString('base64url');

/** A signed 32-bit seed for the game's dice. */
export const newSeed = (): number => randomBytes(4).readInt32LE(0);

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A 32-bit seed derived from a game's seed, for one purpose (e.g. a computer seat's dice at one seq). */
export function deriveSeed(seed: number, ...parts: readonly (string | number)[]): number {
  return createHash('sha256').update([seed, ...parts].join(':'), 'utf8').digest().readInt32LE(0);
}
