/**
 * Schemas for everything a client sends (docs/protocol.md). Actions and options are checked again by
 * the ruleset's own parseAction/parseOptions; these check the envelope.
 */
import { z } from 'zod';
import { ruleError, type RuleError } from '../core/rule-error.js';

const name = z.string().min(1).max(100);
/** Up to 30 days: a clock longer than that is a correspondence game without one. */
const seconds = z.number().positive().max(30 * 24 * 3600);

export const createGameSchema = z.strictObject({
  ruleset: name,
  options: z.record(z.string(), z.unknown()).optional(),
  mode: z.enum(['computer', 'hotseat', 'online']),
  /** The creator's seat (computer and online games); default the ruleset's first seat. */
  seat: name.optional(),
  /** The computer's agent or level (resolveAgent in src/ai/index.ts); default 'heuristic'. */
  level: name.optional(),
  /** Game clock: seconds each seat may spend on its decisions in all; absent for no clock. */
  clock: seconds.optional(),
  /** Abandonment: seconds a pending decision may wait before another seat may claim the game. */
  claimAfterSeconds: seconds.optional(),
});
export type CreateGameBody = z.infer<typeof createGameSchema>;

export const joinSchema = z.strictObject({ invite: z.string().min(1).max(200) });

const seq = z.number().int().min(0);
/** Dice rolled at the table and typed in by a referee (Match.act's typedDice); the ruleset checks the faces. */
const typedDice = z.array(z.number().int()).max(200).optional();

/** POST /api/games/:id/actions: the same as a WebSocket `act`, for scripts and correspondence play. */
export const actBodySchema = z.strictObject({ action: z.unknown(), seq, dice: typedDice });

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('act'),
    requestId: z.union([z.string().max(100), z.number()]),
    action: z.unknown(),
    seq,
    dice: typedDice,
  }),
  z.strictObject({ type: z.literal('sync') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const wsQuerySchema = z.object({ game: z.string().min(1).max(100), token: z.string().min(1).max(200).optional() });

export const gamesQuerySchema = z.object({ tokens: z.string().max(100 * 220).optional() });

export function malformed(what: string, error: z.ZodError): RuleError {
  return ruleError('ERR_MALFORMED', 'docs/protocol.md', `Malformed ${what}: ${z.prettifyError(error)}`);
}
