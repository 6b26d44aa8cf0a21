/**
 * The wire protocol between the server and the browser (docs/protocol.md), declared once: every
 * WebSocket message and every HTTP body and answer as a zod schema. The server checks what it is sent
 * with these schemas and types what it sends by them; the web client decodes what it is sent with the
 * same schemas. Actions, views and options belong to the rulesets: here they are opaque, and the
 * ruleset's own parseAction/parseOptions check them.
 *
 *   const msg = serverMessageSchema.safeParse(JSON.parse(text));
 *   if (msg.success && msg.data.type === 'update') held = applyState(held, msg.data);
 */
import { applyJsonPatchRFC6902 } from 'jsondiffpatch/formatters/jsonpatch-apply';
import { z } from 'zod';
import type { GameEvent } from '../core/ruleset.js';

const name = z.string().min(1).max(100);
/** Up to 30 days: a clock longer than that is a correspondence game without one. */
export const MAX_SETTING_SECONDS = 30 * 24 * 3600;
const seconds = z.number().positive().max(MAX_SETTING_SECONDS);

export const seatSchema = name;
/** The number of actions applied to a game: a client's place in it. */
export const seqSchema = z.number().int().min(0);
const requestIdSchema = z.union([z.string().max(100), z.number()]);

/** A refusal (src/core/rule-error.ts): `clause` names the rule or document that refuses. */
export const ruleErrorSchema = z.object({ code: z.string(), clause: z.string(), message: z.string() });
export type RuleErrorMessage = z.output<typeof ruleErrorSchema>;

export const gameModeSchema = z.enum(['computer', 'hotseat', 'online']);
export const seatHolderSchema = z.enum(['human', 'computer', 'open']);
export const phaseSchema = z.enum(['waiting', 'active', 'over']);
export const endedBySchema = z.enum(['rules', 'time', 'abandoned', 'expired', 'resignation', 'agreement']);

// ------------------------------------------------------------------------------------------ status

export const outcomeSchema = z.object({ winner: seatSchema.nullable(), reason: z.string(), clause: z.string().catch('') });

export const clockStatusSchema = z.object({
  initialSeconds: z.number(),
  /** Each seat's time left when the server sent the status. */
  remainingMs: z.record(z.string(), z.number()),
  /** The seats whose clocks were running. */
  running: z.array(seatSchema).readonly(),
  /** The server's time (epoch ms) when it measured `remainingMs`. */
  asOf: z.number(),
});
export type ClockStatus = z.output<typeof clockStatusSchema>;

/**
 * What the players have asked of each other and not yet answered (docs/protocol.md, "Resign, draw,
 * takeback"): a draw offered by a seat, a takeback asked for by a seat (back to seq `to`). The server
 * keeps them in memory only: a restart forgets them, and the player asks again.
 */
export const offersSchema = z.object({
  draw: seatSchema.nullable().catch(null),
  takeback: z.object({ by: seatSchema, to: seqSchema }).nullable().catch(null),
});
export type Offers = z.output<typeof offersSchema>;
export const NO_OFFERS: Offers = { draw: null, takeback: null };

/**
 * The server's status of a game (docs/protocol.md, "Status"). Only `phase` is required to read one:
 * a part that is missing or malformed reads as absent, so a client still shows the game without it.
 */
export const statusSchema = z.object({
  phase: phaseSchema,
  /** Seats with a decision pending; empty once the game is over. */
  toAct: z.array(seatSchema).readonly().catch([]),
  /** The ruleset's outcome, or the server's (time, abandonment). */
  outcome: outcomeSchema.nullable().catch(null),
  endedBy: endedBySchema.nullable().catch(null),
  clock: clockStatusSchema.nullable().catch(null),
  claimAfterSeconds: z.number().positive().nullable().catch(null),
  /** The server's time (epoch ms) when the decisions now pending began. */
  idleSince: z.number().nullable().catch(null),
  /**
   * The dice's commitment (SHA-256 of the game's secret), published from the start, and the secret once
   * the game is over (docs/records.md, "Dice"); null for a game stored before keyed dice.
   */
  dice: z
    .object({
      scheme: z.literal('hmac-sha256-v1'),
      commitment: z.string().regex(/^[0-9a-f]{64}$/),
      secret: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    })
    .nullable()
    .catch(null),
  offers: offersSchema.catch(NO_OFFERS),
  /**
   * How many takebacks the game has had. A whole state with more than the client holds replaces what
   * it holds even if its seq is lower: the history the client held was taken back.
   */
  takebacks: z.number().int().min(0).catch(0),
});
export type GameStatus = z.output<typeof statusSchema>;
export type DiceInfo = NonNullable<GameStatus['dice']>;

/** Reads a status; null when it is not one (no phase). */
export function decodeStatus(raw: unknown): GameStatus | null {
  const status = statusSchema.safeParse(raw);
  return status.success ? status.data : null;
}

// ------------------------------------------------------------------------------------ seat state

/** An event as sent: the ruleset's fields beyond these pass through untouched. */
export const gameEventSchema: z.ZodType<GameEvent, GameEvent> = z.looseObject({
  type: z.string(),
  clause: z.string().optional(),
  audience: z.array(seatSchema).readonly().optional(),
});

const seatStateShape = {
  seq: seqSchema,
  /** The seat the connection holds; null for a spectator. */
  you: seatSchema.nullable(),
  /** ruleset.view(state, seat): the ruleset's own shape. */
  view: z.unknown(),
  /** The seat's legal actions now (none for a spectator or once over). */
  legal: z.array(z.unknown()).readonly(),
  /** eventsFor(events, seat): what this seat may see, oldest first. */
  events: z.array(gameEventSchema).readonly(),
  status: statusSchema,
};

/** What one seat (or a spectator) may know of a game at `seq`, the whole history of its events included. */
export const seatStateSchema = z.object(seatStateShape);
export interface SeatState {
  readonly seq: number;
  readonly you: string | null;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly events: readonly GameEvent[];
  readonly status: GameStatus;
}

// ------------------------------------------------------------------------- client to server (ws)

export const actMessageSchema = z.strictObject({
  type: z.literal('act'),
  requestId: requestIdSchema,
  action: z.unknown(),
  /** The last seq the client saw: an action against another is refused as stale (ERR_STALE). */
  seq: seqSchema,
  /** Dice rolled at the table and typed in by a referee (Match.act's typedDice); the ruleset checks the faces. */
  dice: z.array(z.number().int()).max(200).readonly().optional(),
});

/**
 * Asks for the whole state again, every event from the start (after a gap or a doubt). `seq`, the seq
 * the client holds, lets the server answer `current` instead when the client already has it.
 */
export const syncMessageSchema = z.strictObject({ type: z.literal('sync'), seq: seqSchema.optional() });

/** `resign`: the seat's side loses at once. Acknowledged with the seq of the stored resignation. */
export const resignMessageSchema = z.strictObject({ type: z.literal('resign'), requestId: requestIdSchema });
/** `offer-draw`: offers the other side a draw (a standing offer from the other side is accepted). */
export const offerDrawMessageSchema = z.strictObject({ type: z.literal('offer-draw'), requestId: requestIdSchema });
/** `answer-draw`: accepts (the game ends drawn) or declines the other side's standing offer. */
export const answerDrawMessageSchema = z.strictObject({ type: z.literal('answer-draw'), requestId: requestIdSchema, accept: z.boolean() });
/** `takeback`: asks to take back the seat's last action and whatever followed it. */
export const takebackMessageSchema = z.strictObject({ type: z.literal('takeback'), requestId: requestIdSchema });
/** `answer-takeback`: grants or refuses the other side's standing request. */
export const answerTakebackMessageSchema = z.strictObject({
  type: z.literal('answer-takeback'),
  requestId: requestIdSchema,
  accept: z.boolean(),
});

export const clientMessageSchema = z.discriminatedUnion('type', [
  actMessageSchema,
  syncMessageSchema,
  resignMessageSchema,
  offerDrawMessageSchema,
  answerDrawMessageSchema,
  takebackMessageSchema,
  answerTakebackMessageSchema,
]);
export type ClientMessage = z.input<typeof clientMessageSchema>;

/**
 * The first message on `/ws`, and only the first: the game and the seat's token, sent in the message
 * rather than the URL so that no proxy or access log records a token. Without a token the connection
 * is a spectator's. Anything else first, or nothing within `HELLO_TIMEOUT_MS`, closes the connection.
 */
export const helloMessageSchema = z.strictObject({
  type: z.literal('hello'),
  game: z.string().min(1).max(100),
  token: z.string().min(1).max(200).optional(),
});
export type HelloMessage = z.input<typeof helloMessageSchema>;
export const HELLO_TIMEOUT_MS = 5_000;

/** Close codes of `/ws` (4xxx: the server closed on purpose; a client does not retry). */
export const WS_CLOSE = {
  /** The first message was not a hello. */
  notHello: 4401,
  /** No hello within HELLO_TIMEOUT_MS. */
  helloTimeout: 4408,
  /** The token holds no seat of this game. */
  badToken: 4003,
  /** No such game. */
  noGame: 4004,
} as const;

// ------------------------------------------------------------------------- server to client (ws)

/** The whole state: on connecting and on `sync`. The client replaces what it held. */
export const stateMessageSchema = z.object({ type: z.literal('state'), ...seatStateShape });
export type StateMessage = z.input<typeof stateMessageSchema>;

/** An RFC 6902 JSON Patch operation (the ones a diff produces). */
export const patchOperationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: z.string() }),
  z.object({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
  z.object({ op: z.literal('move'), from: z.string(), path: z.string() }),
]);
export type PatchOperation = z.output<typeof patchOperationSchema>;

const { view: _view, ...updateShape } = seatStateShape;

/**
 * What changed since `since`, the seq of the last state or update sent on this connection: the legal
 * actions and status, only the events after `since`, and the view, whole (`view`) or as the JSON
 * Patch that turns the view last sent into it (`viewPatch`), whichever is shorter. A client holding
 * another seq has missed a message and asks for a `sync`.
 *
 * The legal actions are sent whole: in a game of turns a seat's list alternates between empty and
 * full, so a patch against the list last sent would be no shorter.
 */
export const updateMessageSchema = z
  .object({
    type: z.literal('update'),
    since: seqSchema,
    ...updateShape,
    view: z.unknown().optional(),
    viewPatch: z.array(patchOperationSchema).optional(),
  })
  .refine((m) => (m.viewPatch === undefined) === 'view' in m, 'An update carries either the view or a patch to it.');
export type UpdateMessage = z.input<typeof updateMessageSchema>;

/** The action `requestId` is stored as `seq` (sent before the states that follow it). */
export const ackMessageSchema = z.object({ type: z.literal('ack'), requestId: requestIdSchema, seq: seqSchema });

/** A refused action or message, only to its sender (`requestId` null when the message could not be read). */
export const errorMessageSchema = z.object({ type: z.literal('error'), requestId: requestIdSchema.nullable(), error: ruleErrorSchema });

/** The answer to a `sync` from a client that already holds the state at `seq`: nothing has changed. */
export const currentMessageSchema = z.object({ type: z.literal('current'), seq: seqSchema });
export type CurrentMessage = z.input<typeof currentMessageSchema>;

/** What a notice tells: who asked or answered what. The standing offers themselves are in the status. */
export const noticeKindSchema = z.enum(['draw-offered', 'draw-declined', 'takeback-requested', 'takeback-granted', 'takeback-refused']);
export type NoticeKind = z.output<typeof noticeKindSchema>;

/**
 * A notice to every client of a game: `seat` offered or declined a draw, asked for a takeback, or
 * granted or refused one. The states that follow (the status's `offers`, a shorter history) say what
 * it changed; the notice says who did it, for a message on the screen.
 */
export const noticeMessageSchema = z.object({ type: z.literal('notice'), kind: noticeKindSchema, seat: seatSchema });
export type NoticeMessage = z.input<typeof noticeMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  stateMessageSchema,
  updateMessageSchema,
  ackMessageSchema,
  errorMessageSchema,
  currentMessageSchema,
  noticeMessageSchema,
]);
export type ServerMessage = z.input<typeof serverMessageSchema>;
export type DecodedServerMessage = z.output<typeof serverMessageSchema>;

/**
 * The state a client holds after `message`: a whole state replaces what it held (unless older); an
 * update extends the state it was computed against. 'stale': an older message, to ignore; 'gap': an
 * update against a seq the client does not hold (a message was missed) or a patch that does not fit
 * its view, so it must ask for a sync. What it held is never changed.
 */
export function applyState(
  held: SeatState | null,
  message: z.output<typeof stateMessageSchema> | z.output<typeof updateMessageSchema>,
): SeatState | 'stale' | 'gap' {
  const { seq, you, legal, events, status } = message;
  if (message.type === 'state') {
    // A history taken back since is replaced, whatever its length; an older state of the same history is stale.
    const older =
      held !== null && (status.takebacks < held.status.takebacks || (status.takebacks === held.status.takebacks && seq < held.seq));
    return older ? 'stale' : { seq, you, view: message.view, legal, events, status };
  }
  if (!held || message.since !== held.seq) return held && seq <= held.seq ? 'stale' : 'gap';
  let view = message.view;
  if (message.viewPatch) {
    view = structuredClone(held.view);
    try {
      applyJsonPatchRFC6902(view, message.viewPatch);
    } catch {
      return 'gap';
    }
  }
  return { seq, you, view, legal, events: [...held.events, ...events], status };
}

// -------------------------------------------------------------------------------------------- HTTP

/** Every refusal: `{ error: { code, clause, message } }` with a 4xx or 5xx status. */
export const errorBodySchema = z.object({ error: ruleErrorSchema });

/** POST /api/games */
export const createGameSchema = z.strictObject({
  ruleset: name,
  options: z.record(z.string(), z.unknown()).optional(),
  mode: gameModeSchema,
  /** The creator's seat (computer and online games); default the ruleset's first seat. */
  seat: name.optional(),
  /** The computer's agent or level (resolveAgent in src/ai/index.ts); default 'heuristic'. */
  level: name.optional(),
  /** Game clock: seconds each seat may spend on its decisions in all; absent for no clock. */
  clock: seconds.optional(),
  /** Abandonment: seconds a pending decision may wait before another seat may claim the game. */
  claimAfterSeconds: seconds.optional(),
});
export type CreateGameBody = z.input<typeof createGameSchema>;

/** 201 to POST /api/games: the creator's seat tokens, and an invite code for an online game. */
export const createdGameSchema = z.object({ gameId: z.string(), seats: z.record(seatSchema, z.string()), invite: z.string().optional() });
export type CreatedGame = z.output<typeof createdGameSchema>;

/** POST /api/games/:id/join */
export const joinSchema = z.strictObject({ invite: z.string().min(1).max(200) });
export const joinedSchema = z.object({ seat: seatSchema, token: z.string() });

/** POST /api/games/:id/actions: the same as a WebSocket `act`, for scripts and correspondence play. */
export const actBodySchema = actMessageSchema.omit({ type: true, requestId: true });
export const actedSchema = z.object({ seq: seqSchema });

/** POST /api/games/:id/claim */
export const claimedSchema = z.object({ status: statusSchema });

/** GET /api/games/:id: the game's public facts and the asking seat's whole state. */
export const gameInfoSchema = z.object({
  gameId: z.string(),
  ruleset: z.string(),
  rulesetVersion: z.string(),
  mode: gameModeSchema,
  createdAt: z.number(),
  options: z.record(z.string(), z.unknown()),
  seats: z.record(seatSchema, seatHolderSchema),
  ...seatStateShape,
});
export type GameInfo = z.output<typeof gameInfoSchema>;

/**
 * GET /api/games/:id/positions/:seq: the position after `seq` actions as the asking seat (a spectator
 * without a token) saw it then: its view, and the events of the action that led there it may see.
 * Read-only; for stepping through a game while it goes on.
 */
export const positionSchema = z.object({ seq: seqSchema, view: z.unknown(), events: z.array(gameEventSchema).readonly() });
export type Position = z.output<typeof positionSchema>;

/** The most tokens one POST /api/games/list may ask about. */
export const MAX_TOKENS_PER_LIST = 100;
/** POST /api/games/list: the games these tokens hold seats in, newest first (in the body: no token in a URL). */
export const gamesListSchema = z.strictObject({ tokens: z.array(z.string().min(1).max(200)).max(MAX_TOKENS_PER_LIST).readonly() });
export type GamesListBody = z.input<typeof gamesListSchema>;
export const gameSummarySchema = z.object({
  gameId: z.string(),
  ruleset: z.string(),
  mode: gameModeSchema,
  seat: seatSchema,
  you: seatSchema,
  status: phaseSchema,
  outcome: outcomeSchema.nullable(),
  endedBy: endedBySchema.nullable(),
  seq: seqSchema,
  createdAt: z.number(),
  toAct: z.array(seatSchema),
  yourTurn: z.boolean(),
});
export type GameSummary = z.output<typeof gameSummarySchema>;
export const gameSummariesSchema = z.array(gameSummarySchema);

/** A field for an option an assumption names (src/core/option-fields.ts). */
export const optionFieldSchema = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    kind: z.literal('enum'),
    values: z.array(z.union([z.string(), z.number()])),
    default: z.unknown(),
    assumptions: z.array(z.string()),
  }),
  z.object({ key: z.string(), kind: z.literal('bool'), default: z.unknown(), assumptions: z.array(z.string()) }),
  z.object({
    key: z.string(),
    kind: z.literal('int'),
    min: z.number().optional(),
    max: z.number().optional(),
    default: z.unknown(),
    assumptions: z.array(z.string()),
  }),
]);

/** GET /api/rulesets: what the home page needs to offer a game of each (more fields may come). */
export const rulesetInfoSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  seats: z.array(seatSchema),
  defaultOptions: z.record(z.string(), z.unknown()),
  optionFields: z.array(optionFieldSchema),
  /** The computer's strengths for a game of this ruleset: random, then its system's levels (src/ai/<system>/). */
  levels: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })).catch([]),
});
export type RulesetInfo = z.output<typeof rulesetInfoSchema>;
export const rulesetsSchema = z.array(rulesetInfoSchema);
