/**
 * The game service: live matches in memory, the store as the truth. An action is applied to the match
 * first (the match refuses an illegal one without change), then stored, then acknowledged, and only
 * then is every connected client sent its own state. If storing fails the match is rebuilt from the
 * store. The store answers asynchronously, so everything that reads or changes a game runs through that
 * game's serial queue (`serial`): an action is validated, stored and broadcast with nothing else on the
 * game slipping in between, and no client is sent an action before it is stored. The client's seq
 * refuses a stale or repeated action; the store's (game, seq) key refuses one raced from another process.
 *
 * Each seat is sent only ruleset.view(state, seat), its own legal actions and eventsFor(events, seat);
 * a spectator gets view(state, 'spectator'). Records (full information) only once the game is over.
 *
 * Server-level outcomes (not rules of any ruleset; docs/protocol.md): a seat whose clock runs out
 * loses; a seat that leaves a decision pending for claimAfterSeconds may have the game claimed from it.
 *
 * The players' own ends and takebacks (docs/protocol.md, "Resign, draw, takeback"): a seat may resign
 * (stored as the game's last entry, so the record replays to it), offer a draw that another side's
 * player accepts or declines, and ask to take back its last action: granted at once where no other
 * side has a player of its own (hot-seat, against the computer), else when that player grants it.
 * The match decides whether a takeback is possible at all (Match.takebackRefusal); the server only
 * asks the other side. Standing offers live in memory: a restart forgets them.
 */
import { create as createDiffer } from 'jsondiffpatch';
import { format as jsonPatchOf } from 'jsondiffpatch/formatters/jsonpatch';
import { randomAgent } from '../ai/agent.js';
import { KEYED_DICE_SCHEME, SeededDice, commitmentOf, type DiceSource } from '../core/dice.js';
import { Match, type Ending } from '../core/match.js';
import { optionFieldsOf } from '../core/option-fields.js';
import { RECORD_FORMAT, RECORD_FORMAT_VERSION, type GameRecord } from '../core/record.js';
import { getRuleset, listRulesets } from '../core/registry.js';
import { err, ok, type Result } from '../core/result.js';
import { CLAUSE_AGREEMENT, CLAUSE_TAKEBACK, CoreErrors, ruleError, type RuleError } from '../core/rule-error.js';
import { eventsFor, SPECTATOR, type AnyRuleset, type GameEvent, type Outcome, type Seat } from '../core/ruleset.js';
import { checkAgent, computerLevels, inThreadRunner, type AgentRunner } from './agents.js';
import { NO_OFFERS } from '../protocol/index.js';
import type {
  CreateGameBody,
  CurrentMessage,
  DiceInfo,
  NoticeKind,
  NoticeMessage,
  Offers,
  PatchOperation,
  GameStatus as StatusInfo,
  SeatState,
  StateMessage,
  UpdateMessage,
} from '../protocol/index.js';
import type { ClockState, EndedBy, GameMode, GameRow, GameStore, GameUpdate, SeatKind, SeatRow } from './storage.js';
import { deriveSeed, hashToken, newDiceSecret, newGameId, newToken } from './tokens.js';

/** A refusal: the HTTP status it maps to and the error sent (only to the one who asked). */
export interface Failure {
  readonly status: 400 | 403 | 404 | 409 | 500;
  readonly error: RuleError;
}

const fail = (status: Failure['status'], code: string, message: string, clause = 'docs/protocol.md'): { ok: false; error: Failure } =>
  err({ status, error: ruleError(code, clause, message) });

/** Rule refusals are 409, except a malformed action (400). */
const refusal = (e: RuleError): Failure => ({ status: e.code === 'ERR_MALFORMED_ACTION' ? 400 : 409, error: e });

export const DEFAULT_LEVEL = 'heuristic';
export const CLAUSE_CLOCK = 'server: game clock (docs/protocol.md)';
export const CLAUSE_ABANDONED = 'server: abandonment (docs/protocol.md)';

export type { SeatState, StatusInfo };

const diceSource = (row: GameRow): DiceSource => (row.diceSecret === null ? row.seed : { secret: row.diceSecret });

/** The dice's commitment, published from the start, and the secret once the game is over (docs/records.md, "Dice"). */
function diceInfo(row: GameRow): DiceInfo | null {
  if (row.diceSecret === null) return null;
  const commitment = commitmentOf(row.diceSecret);
  return row.status === 'over'
    ? { scheme: KEYED_DICE_SCHEME, commitment, secret: row.diceSecret }
    : { scheme: KEYED_DICE_SCHEME, commitment };
}

/** A connected WebSocket, as the service sees it. */
export interface Client {
  readonly seat: Seat | null;
  send(message: string): void;
}

type AnyMatch = Match<unknown, unknown, unknown, unknown, GameEvent>;

/** The last state sent to a client: its seq, and its view as the client read it (parsed back from the JSON sent). */
interface Sent {
  readonly seq: number;
  readonly view: unknown;
  /** Whether it was sent as a whole state (not an update). */
  readonly whole: boolean;
}

/**
 * A view changes a little with each action (a piece moves), so an update sends it as a JSON Patch
 * against the view last sent. Array items are matched by their id where they have one (a piece taken
 * off the board is one `remove`, not a shift of every piece after it), else by their content.
 */
const differ = createDiffer({
  objectHash: (item: object) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? `id:${id}` : JSON.stringify(item);
  },
  arrays: { detectMove: false },
  omitRemovedValues: true,
});

interface LiveGame {
  readonly id: string;
  row: GameRow;
  seats: SeatRow[];
  /** Null when the game cannot be rebuilt (e.g. stored under another ruleset version): `unavailable` says why. */
  match: AnyMatch | null;
  unavailable: string | null;
  /** The seats whose decision was pending before each stored action (index = seq). */
  pendingBefore: (readonly Seat[])[];
  /** How many events (all audiences) the match had after each action (index = seq). */
  eventsAt: number[];
  /** Each connected client, and the last state sent to it (null: none yet). */
  readonly clients: Map<Client, Sent | null>;
  thinking: boolean;
  /** The draw offered and the takeback asked for, not yet answered (memory only). */
  offers: Offers;
  /** Counts this process's takebacks of the game: a computer's choice made before one is dropped. */
  epoch: number;
  /** Set while another process leads the game (plays its computer seats): when to look again. */
  leadRetry: NodeJS.Timeout | null;
  /** Fires when the game has been unused for `idleMs`: it may then leave memory (release). */
  idle: NodeJS.Timeout | null;
  timer: NodeJS.Timeout | null;
}

export interface ServiceOptions {
  readonly store: GameStore;
  readonly agents?: AgentRunner;
  readonly now?: () => number;
  /** Operational messages only: never an action's content or a token. */
  readonly log?: (message: string) => void;
  /** How long an unfinished game no one is connected to stays in memory (default 10 minutes); it is loaded again on first use. */
  readonly idleMs?: number;
  /** How long a game waits for a player to join before it expires (default 7 days). */
  readonly waitingMs?: number;
  /** How many finished games are kept built in memory, so that a request for one does not replay it (default 256). */
  readonly finishedKept?: number;
  /**
   * Where each new game's dice secret comes from (default: 32 random bytes). Only a test gives its own,
   * so that games played through a real server are the same on every run.
   */
  readonly diceSecret?: () => string;
}

export const CLAUSE_EXPIRED = 'server: expiry (docs/protocol.md)';
const IDLE_MS = 10 * 60_000;
const WAITING_MS = 7 * 24 * 3_600_000;
const FINISHED_KEPT = 256;
/** How often games nobody joined are looked for. */
const SWEEP_MS = 3_600_000;

export interface ActOptions {
  /** Called once the action is stored, before any state is broadcast. */
  readonly onStored?: (seq: number) => void;
  /**
   * Dice rolled at the table and typed in (Match.act's typedDice). Only a hot-seat game takes them:
   * there every seat sits at one table and sees the roll; in a game against a friend or the computer
   * they would let one player pick results.
   */
  readonly dice?: readonly number[];
}

/** How often a process that does not lead a game with a computer to act looks whether its leader is gone. */
const LEAD_RETRY_MS = 2_000;

/** The longest a clock timer sleeps before checking again (setTimeout's range is ~24.8 days). */
const MAX_TIMER_MS = 3_600_000;

export class GameService {
  private readonly games = new Map<string, LiveGame>();
  /** Each game's serial queue: the tail of the work queued on it (absent when none is). */
  private readonly queues = new Map<string, Promise<void>>();
  /** Finished games kept built, least recently used first (a Map keeps insertion order). */
  private readonly finished = new Map<string, LiveGame>();
  private readonly idleMs: number;
  private readonly waitingMs: number;
  private readonly finishedKept: number;
  private readonly newDiceSecret: () => string;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly store: GameStore;
  private readonly agents: AgentRunner;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private closed = false;
  private unwatch: (() => Promise<void>) | null = null;

  constructor(options: ServiceOptions) {
    this.store = options.store;
    this.agents = options.agents ?? inThreadRunner();
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.waitingMs = options.waitingMs ?? WAITING_MS;
    this.finishedKept = options.finishedKept ?? FINISHED_KEPT;
    this.newDiceSecret = options.diceSecret ?? newDiceSecret;
  }

  /**
   * After a restart: expires the games nobody joined in time, then rebuilds, in the background, the
   * games that need the server to act on their own (a computer seat or a running clock), one per turn
   * of the event loop so that requests are served meanwhile. Every other game is rebuilt on first use.
   * Resolves with the number rebuilt.
   */
  async resumeAll(): Promise<number> {
    await this.watchStore();
    await this.expireWaiting();
    if (!this.sweeper && !this.closed) {
      this.sweeper = setInterval(() => {
        this.expireWaiting().catch((e: unknown) => this.log(`expiring games failed: ${e instanceof Error ? e.message : String(e)}`));
      }, SWEEP_MS);
      this.sweeper.unref();
    }
    const ids: string[] = [];
    for (const id of await this.store.listGames(['active'])) {
      const row = await this.store.getGame(id);
      if (row !== undefined && (row.clock !== null || (await this.store.seats(id)).some((s) => s.kind === 'computer'))) ids.push(id);
    }
    let resumed = 0;
    for (const id of ids) {
      if (this.closed) break;
      await new Promise<void>((next) => setImmediate(next));
      const built = await this.serial(id, async () => {
        const game = await this.live(id);
        if (game) this.afterChange(game, false);
        return game !== undefined;
      });
      if (built) resumed++;
    }
    return resumed;
  }

  /** Games nobody joined within `waitingMs` of their creation end, drawn, with the server's reason. */
  async expireWaiting(): Promise<number> {
    const before = this.now() - this.waitingMs;
    let expired = 0;
    for (const id of await this.store.listGames(['waiting'])) {
      const row = await this.store.getGame(id);
      if (!row || row.createdAt > before) continue;
      const days = Math.round(this.waitingMs / 86_400_000);
      const outcome: Outcome = {
        winner: null,
        reason: `Nobody joined within ${days === 1 ? 'a day' : `${days} days`}: the game expired.`,
        clause: CLAUSE_EXPIRED,
      };
      const ended = await this.serial(id, async () => {
        const game = this.games.get(id);
        return game
          ? this.finish(game, outcome, 'expired')
          : this.store.updateGame(id, { status: 'over', result: outcome, endedBy: 'expired' });
      });
      if (ended) expired++;
    }
    if (expired) this.log(`${expired} games nobody joined expired`);
    return expired;
  }

  /** How many games are built in memory: unfinished ones in use, and the finished ones kept. */
  get inMemory(): { readonly live: number; readonly finished: number } {
    return { live: this.games.size, finished: this.finished.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.unwatch?.();
    this.unwatch = null;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const game of this.games.values()) {
      if (game.idle) clearTimeout(game.idle);
      game.idle = null;
      if (game.timer) clearTimeout(game.timer);
      game.timer = null;
      if (game.leadRetry) clearTimeout(game.leadRetry);
      game.leadRetry = null;
    }
    // Whatever is being stored finishes before the store closes.
    await Promise.all([...this.queues.values()]);
    await this.agents.close();
  }

  /**
   * Several server processes on one database: a change another process commits to a game this one
   * holds in memory is heard (store.watch) and caught up with at once, and its clients are sent it.
   */
  private async watchStore(): Promise<void> {
    if (this.unwatch || this.closed || !this.store.watch) return;
    this.unwatch = await this.store.watch((change) => {
      const ids = change ? [change.gameId] : [...this.games.keys()];
      for (const id of ids) {
        const game = this.games.get(id);
        // This process's own change, already in memory.
        if (!game || (change && game.match && change.seq === game.match.actions.length && change.status === game.row.status)) continue;
        this.serial(id, () => this.catchUp(game)).catch((e: unknown) =>
          this.log(`game ${id}: catching up failed: ${e instanceof Error ? e.message : String(e)}`),
        );
      }
    });
  }

  /** Brings a game in memory up to the store: the actions stored since (by another process), its row and seats. In the game's queue. */
  private async catchUp(game: LiveGame): Promise<void> {
    if (this.games.get(game.id) !== game) return;
    const row = await this.store.getGame(game.id);
    if (!row) return;
    const match = game.match;
    const known = match?.actions.length ?? 0;
    if (
      match &&
      row.seq === known &&
      row.status === game.row.status &&
      row.turnStartedAt === game.row.turnStartedAt &&
      row.takebacks === game.row.takebacks
    )
      return;
    if (!match || row.seq < known || row.takebacks !== game.row.takebacks) {
      game.offers = NO_OFFERS;
      game.epoch++;
      await this.rebuild(game);
    } else {
      for (const a of await this.store.actions(game.id, known)) {
        const before = match.toAct();
        const r = match.replayEntry(a);
        if (!r.ok) {
          await this.rebuild(game);
          break;
        }
        game.pendingBefore.push(before);
        game.eventsAt.push(game.eventsAt.at(-1)! + r.value.length);
      }
      game.row = row;
      game.seats = await this.store.seats(game.id);
    }
    this.afterChange(game, true);
  }

  /** Drops a game from memory: the next use builds it from the store. */
  private forget(game: LiveGame): void {
    this.unlead(game);
    if (game.timer) clearTimeout(game.timer);
    game.timer = null;
    if (game.idle) clearTimeout(game.idle);
    game.idle = null;
    if (this.games.get(game.id) === game) this.games.delete(game.id);
    this.finished.delete(game.id);
  }

  /**
   * Runs `work` on game `gameId` after every piece of work queued on it before has finished: the
   * game's serial queue. Work on one game must never wait for another piece of work on the same game.
   */
  private serial<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(gameId) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.queues.set(gameId, tail);
    void tail.then(() => {
      if (this.queues.get(gameId) === tail) this.queues.delete(gameId);
    });
    return result;
  }

  // ---------------------------------------------------------------------------------------- reads

  rulesets() {
    return listRulesets().map((r) => {
      const defaults = r.parseOptions({});
      return {
        id: r.id,
        name: r.name,
        version: r.version,
        seats: r.seats,
        assumptions: r.assumptions,
        defaultOptions: defaults.ok ? defaults.value : {},
        optionFields: optionFieldsOf(r),
        levels: computerLevels(r.id),
      };
    });
  }

  /** The seat a token holds in a game: null without a token (a spectator), a failure for a wrong one. */
  async seatFor(gameId: string, token: string | undefined | null): Promise<Result<Seat | null, Failure>> {
    const game = await this.serial(gameId, () => this.live(gameId));
    if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (!token) return ok(null);
    const seat = await this.store.seatForToken(gameId, hashToken(token));
    if (!seat) return fail(403, 'ERR_BAD_TOKEN', 'This token holds no seat in this game.');
    return ok(seat);
  }

  /** What `seat` (null: a spectator) may know now. */
  state(gameId: string, seat: Seat | null): Promise<Result<SeatState, Failure>> {
    return this.serial(gameId, async () => {
      const state = await this.stateNow(gameId, seat);
      return state.ok ? ok(state.value.state) : state;
    });
  }

  /** The game's public facts and `seat`'s state (GET /api/games/:id). */
  info(gameId: string, seat: Seat | null) {
    return this.serial(gameId, async () => {
      const state = await this.stateNow(gameId, seat);
      if (!state.ok) return state;
      const { game } = state.value;
      this.release(game);
      return ok({
        gameId,
        ruleset: game.row.ruleset,
        rulesetVersion: game.row.rulesetVersion,
        mode: game.row.mode,
        createdAt: game.row.createdAt,
        options: game.row.options,
        seats: this.holders(game),
        ...state.value.state,
      });
    });
  }

  /** `state`, in the game's serial queue. */
  private async stateNow(gameId: string, seat: Seat | null): Promise<Result<{ game: LiveGame; state: SeatState }, Failure>> {
    const game = await this.live(gameId);
    if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (!game.match) return fail(409, 'ERR_GAME_UNAVAILABLE', game.unavailable ?? 'This game cannot be loaded.');
    await this.checkClock(game);
    return ok({ game, state: this.stateOf(game, seat) });
  }

  /**
   * The position after `seq` actions as `seat` (null: a spectator) saw it then: the match replayed to
   * there from the game's own record, viewed by that seat. What it shows is what was sent to that seat
   * at the time, nothing more (a view is a function of the state and the viewer).
   */
  positionAt(
    gameId: string,
    seat: Seat | null,
    seq: number,
  ): Promise<Result<{ seq: number; view: unknown; events: GameEvent[] }, Failure>> {
    return this.serial(gameId, async () => {
      const state = await this.stateNow(gameId, seat);
      if (!state.ok) return state;
      const { game } = state.value;
      const match = game.match!;
      if (!Number.isInteger(seq) || seq < 0 || seq > match.actions.length) {
        return fail(404, 'ERR_NO_POSITION', `The game has positions 0 to ${match.actions.length}, not ${seq}.`);
      }
      const viewer = seat ?? SPECTATOR;
      const events = eventsFor(match.events().slice(seq === 0 ? 0 : game.eventsAt[seq - 1], game.eventsAt[seq]), viewer);
      if (seq === match.actions.length) return ok({ seq, view: match.view(viewer), events });
      const past = Match.create(match.ruleset, match.options, match.dice);
      if (!past.ok) return fail(409, 'ERR_GAME_UNAVAILABLE', past.error.message);
      for (const entry of match.actions.slice(0, seq)) {
        const r = past.value.replayEntry(entry);
        if (!r.ok) return fail(409, 'ERR_GAME_UNAVAILABLE', `Action ${seq} no longer replays (${r.error.code}).`);
      }
      return ok({ seq, view: past.value.view(viewer), events });
    });
  }

  /** The games these tokens hold seats in, newest first (for "resume your games"). */
  async summaries(tokens: readonly string[]) {
    const held = await this.store.gamesForTokens([...new Set(tokens)].map(hashToken));
    const out = [];
    for (const { gameId, seat } of held) {
      const row = await this.store.getGame(gameId);
      if (!row) continue;
      const toAct =
        row.status === 'over'
          ? []
          : await this.serial(gameId, async () => {
              const game = await this.live(gameId);
              return game?.match ? [...game.match.toAct()] : [];
            });
      out.push({
        gameId,
        ruleset: row.ruleset,
        mode: row.mode,
        seat,
        you: seat,
        status: row.status,
        outcome: row.result,
        endedBy: row.endedBy,
        seq: row.seq,
        createdAt: row.createdAt,
        toAct,
        yourTurn: toAct.includes(seat),
      });
    }
    return out;
  }

  /** The full record, with both sides' secrets: only once the game is over. */
  async record(gameId: string): Promise<Result<GameRecord, Failure>> {
    const row = await this.store.getGame(gameId);
    if (!row) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (row.status !== 'over') return fail(403, 'ERR_NOT_OVER', 'The record is available once the game is over.');
    const players = Object.fromEntries(
      (await this.store.seats(gameId)).map((s) => [s.seat, s.kind === 'computer' ? `computer (${s.agent ?? DEFAULT_LEVEL})` : s.kind]),
    );
    const body = {
      format: RECORD_FORMAT,
      ruleset: row.ruleset,
      rulesetVersion: row.rulesetVersion,
      options: row.options as Record<string, unknown>,
      actions: (await this.store.actions(gameId)).map((a) => ({
        seat: a.seat,
        action: a.action,
        ...(a.dice ? { dice: [...a.dice] } : {}),
        ...(a.end ? { end: a.end } : {}),
      })),
      result: row.result,
      meta: { gameId, mode: row.mode, players, endedBy: row.endedBy, createdAt: new Date(row.createdAt).toISOString() },
    } as const;
    // The game is over, so its dice secret is revealed: anyone can check every roll (warband verify).
    if (row.diceSecret === null) return ok({ ...body, formatVersion: 1, seed: row.seed });
    return ok({
      ...body,
      formatVersion: RECORD_FORMAT_VERSION,
      dice: { scheme: KEYED_DICE_SCHEME, commitment: commitmentOf(row.diceSecret), secret: row.diceSecret },
    });
  }

  // -------------------------------------------------------------------------------------- changes

  async create(body: CreateGameBody): Promise<Result<{ gameId: string; seats: Record<Seat, string>; invite?: string }, Failure>> {
    const ruleset = getRuleset(body.ruleset);
    if (!ruleset) return fail(400, 'ERR_UNKNOWN_RULESET', `There is no ruleset '${body.ruleset}'.`);
    const options = ruleset.parseOptions(body.options ?? {});
    if (!options.ok) return err({ status: 400, error: options.error });
    const mode: GameMode = body.mode;
    const own = body.seat ?? ruleset.seats[0]!;
    if (!ruleset.seats.includes(own)) return fail(400, 'ERR_UNKNOWN_SEAT', `${ruleset.name} has the seats ${ruleset.seats.join(', ')}.`);
    const level = body.level ?? DEFAULT_LEVEL;
    // Seats a game may do without a player (Ruleset.optionalSeats): the computer takes them unless this player does or the table plays them all.
    const optional = ruleset.optionalSeats ?? [];
    // The friend takes the first seat, not optional, of another side: a player at an ally's seat (a2) invites the enemy (b).
    const sideOf = ruleset.sideOf ?? ((s: Seat) => s);
    const invited = mode === 'online' ? ruleset.seats.find((s) => sideOf(s) !== sideOf(own) && !optional.includes(s)) : undefined;
    if (mode === 'computer' || (mode === 'online' && ruleset.seats.some((s) => s !== own && s !== invited))) {
      const problem = checkAgent(level, ruleset.id);
      if (problem) return fail(400, 'ERR_UNKNOWN_LEVEL', problem);
    }

    const tokens: Record<Seat, string> = {};
    const seats: SeatRow[] = ruleset.seats.map((seat) => {
      if (mode === 'hotseat' || seat === own) {
        tokens[seat] = newToken();
        return { seat, kind: 'human', tokenHash: hashToken(tokens[seat]), agent: null };
      }
      const kind: SeatKind = seat === invited ? 'open' : 'computer';
      return { seat, kind, tokenHash: null, agent: kind === 'computer' ? level : null };
    });
    const invite = mode === 'online' ? newToken() : undefined;
    const now = this.now();
    const id = newGameId();
    const clock: ClockState | null = body.clock
      ? { initialSeconds: body.clock, remainingMs: Object.fromEntries(ruleset.seats.map((s) => [s, Math.round(body.clock! * 1000)])) }
      : null;
    await this.store.createGame(
      {
        id,
        ruleset: ruleset.id,
        rulesetVersion: ruleset.version,
        options: options.value,
        seed: 0,
        diceSecret: this.newDiceSecret(),
        mode,
        createdAt: now,
        status: seats.some((s) => s.kind === 'open') ? 'waiting' : 'active',
        result: null,
        endedBy: null,
        clock,
        claimAfterSeconds: body.claimAfterSeconds ?? null,
        turnStartedAt: now,
      },
      seats,
      invite && hashToken(invite),
    );
    await this.serial(id, async () => {
      const game = (await this.live(id))!;
      this.log(`game ${id} created: ${ruleset.id}, ${mode}`);
      this.afterChange(game, false);
    });
    return ok({ gameId: id, seats: tokens, ...(invite ? { invite } : {}) });
  }

  /** Uses an invitation: the open seat and its new token. */
  join(gameId: string, invite: string): Promise<Result<{ seat: Seat; token: string }, Failure>> {
    return this.serial(gameId, async () => {
      const game = await this.live(gameId);
      if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
      const token = newToken();
      const seat = await this.store.claimInvite(gameId, hashToken(invite), hashToken(token), {
        status: 'active',
        turnStartedAt: this.now(),
      });
      if (!seat) return fail(403, 'ERR_BAD_INVITE', 'This invitation is not valid (an invitation works once).');
      await this.refreshRow(game);
      this.log(`game ${gameId}: seat ${seat} joined`);
      this.afterChange(game, true);
      return ok({ seat, token });
    });
  }

  /**
   * One action by `seat`, taken against `seq` (the last seq its client saw). Refused as stale if the
   * game moved on since, unless every action since was another seat's, taken while this seat's own
   * decision was pending (simultaneous secret choices such as deployment).
   */
  act(
    gameId: string,
    seat: Seat | null,
    seq: number,
    action: unknown,
    options: ActOptions = {},
  ): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, () => this.actNow(gameId, seat, seq, action, options));
  }

  private async actNow(
    gameId: string,
    seat: Seat | null,
    seq: number,
    action: unknown,
    options: ActOptions,
  ): Promise<Result<{ seq: number }, Failure>> {
    const game = await this.live(gameId);
    if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (seat === null) return fail(403, 'ERR_SPECTATOR', 'A spectator cannot act; a seat token is needed.');
    if (!game.match) return fail(409, 'ERR_GAME_UNAVAILABLE', game.unavailable ?? 'This game cannot be loaded.');
    if (this.closed) return fail(409, 'ERR_SHUTTING_DOWN', 'The server is shutting down; try again shortly.');
    await this.checkClock(game);
    if (game.row.status === 'over') {
      const why = game.row.result ? ` ${game.row.result.reason}` : '';
      return fail(409, 'ERR_GAME_OVER', `The game is over.${why}`, game.row.result?.clause ?? 'core');
    }
    const match = game.match;
    const current = match.actions.length;
    if (seq !== current && !this.mayActFrom(game, seat, seq)) {
      return fail(409, 'ERR_STALE', `The game has moved on (you saw ${seq}, it is at ${current}); here is the latest state.`);
    }
    if (options.dice && game.row.mode !== 'hotseat') {
      return fail(
        403,
        'ERR_TYPED_DICE',
        'Dice typed in from the table are taken only in a hot-seat game, where every player sees them rolled.',
        'docs/protocol.md',
      );
    }
    const before = match.toAct();
    const applied = match.act(seat, action, options.dice);
    if (!applied.ok) return err(refusal(applied.error));
    return this.commit(game, seat, seq, before, applied.value.length, options.onStored);
  }

  /**
   * Stores the entry the match has just taken (an action, or an ending) with the game's row, then
   * acknowledges and broadcasts it; if it cannot be stored, the match is rebuilt from the store.
   */
  private async commit(
    game: LiveGame,
    seat: Seat,
    seq: number,
    before: readonly Seat[],
    eventsAdded: number,
    onStored?: (seq: number) => void,
  ): Promise<Result<{ seq: number }, Failure>> {
    const gameId = game.id;
    const match = game.match!;
    const current = match.actions.length - 1;
    const taken = match.actions[current]!;
    const eventCount = game.eventsAt[current]! + eventsAdded;
    const now = this.now();
    const outcome = match.outcome();
    const endedBy: EndedBy = taken.end === 'resign' ? 'resignation' : taken.end === 'draw' ? 'agreement' : 'rules';
    const update: GameUpdate = {
      turnStartedAt: now,
      ...(game.row.clock && game.row.status === 'active' ? { clock: spend(game.row.clock, before, now - game.row.turnStartedAt) } : {}),
      ...(outcome ? { status: 'over' as const, result: outcome, endedBy } : {}),
    };
    let stored: boolean | 'failed' = 'failed';
    try {
      stored = await this.store.appendAction(
        gameId,
        current,
        { seat, action: taken.action, at: now, ...(taken.dice ? { dice: taken.dice } : {}), ...(taken.end ? { end: taken.end } : {}) },
        update,
      );
    } catch (e) {
      this.log(`game ${gameId}: storing action ${current} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (stored !== true) {
      // The match holds an action the store does not: it is built again from the store, the truth.
      try {
        await this.rebuild(game);
      } catch (e) {
        this.forget(game);
        throw e;
      }
      this.afterChange(game, true);
      if (stored === 'failed')
        return fail(500, 'ERR_STORAGE', 'The action could not be stored and was not taken; here is the latest state.');
      // Another server process stored an action first (the store's (game, seq) check).
      const latest: GameRow = game.row;
      if (latest.status === 'over')
        return fail(409, 'ERR_GAME_OVER', `The game is over.${latest.result ? ` ${latest.result.reason}` : ''}`);
      return fail(
        409,
        'ERR_STALE',
        `The game has moved on (you saw ${seq}, it is at ${game.match?.actions.length ?? current}); here is the latest state.`,
      );
    }
    game.pendingBefore.push(before);
    game.eventsAt.push(eventCount);
    // The row as stored: the update written with the action (seats do not change with an action).
    game.row = { ...game.row, ...update, seq: current + 1 };
    // A takeback asked for is about the history before; a draw offered lapses once the other side moves on.
    const sideOf = this.sideOf(game);
    const drawBy = game.offers.draw;
    game.offers = { draw: drawBy !== null && sideOf(drawBy) === sideOf(seat) ? drawBy : null, takeback: null };
    onStored?.(current + 1);
    this.afterChange(game, true);
    return ok({ seq: current + 1 });
  }

  // ------------------------------------------------------------- resign, draw, takeback (the players')

  private sideOf(game: LiveGame): (seat: Seat) => Seat {
    return game.match?.ruleset.sideOf ?? ((s: Seat) => s);
  }

  /** The seats of sides other than `seat`'s that a person holds: those who answer its offers. */
  private answerers(game: LiveGame, seat: Seat): Seat[] {
    const sideOf = this.sideOf(game);
    return game.seats.filter((s) => s.kind === 'human' && sideOf(s.seat) !== sideOf(seat)).map((s) => s.seat);
  }

  /** Tells every client of the game who offered, asked, granted or refused what. */
  private notify(game: LiveGame, kind: NoticeKind, seat: Seat): void {
    const text = JSON.stringify({ type: 'notice', kind, seat } satisfies NoticeMessage);
    for (const client of game.clients.keys()) {
      try {
        client.send(text);
      } catch {
        game.clients.delete(client);
      }
    }
  }

  /** The game in which `seat` (null: a spectator) may ask something of the others now, or why not. In the game's queue. */
  private async forPlayer(gameId: string, seat: Seat | null, what: string): Promise<Result<LiveGame & { match: AnyMatch }, Failure>> {
    const game = await this.live(gameId);
    if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (seat === null) return fail(403, 'ERR_SPECTATOR', `A spectator cannot ${what}; a seat token is needed.`);
    if (!game.match) return fail(409, 'ERR_GAME_UNAVAILABLE', game.unavailable ?? 'This game cannot be loaded.');
    if (this.closed) return fail(409, 'ERR_SHUTTING_DOWN', 'The server is shutting down; try again shortly.');
    await this.checkClock(game);
    if (game.row.status === 'over') {
      const why = game.row.result ? ` ${game.row.result.reason}` : '';
      return fail(409, 'ERR_GAME_OVER', `The game is over.${why}`, game.row.result?.clause ?? 'core');
    }
    if (game.row.status !== 'active') return fail(409, 'ERR_NOT_STARTED', `A seat is still open: nobody to ${what} with yet.`);
    return ok(game as LiveGame & { match: AnyMatch });
  }

  /** `seat` resigns: its side loses. Stored as the game's last entry. */
  resign(gameId: string, seat: Seat | null, onStored?: (seq: number) => void): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, async () => {
      const game = await this.forPlayer(gameId, seat, 'resign');
      if (!game.ok) return game;
      return this.end(game.value, seat!, 'resign', onStored);
    });
  }

  private async end(game: LiveGame & { match: AnyMatch }, seat: Seat, ending: Ending, onStored?: (seq: number) => void) {
    const before = game.match.toAct();
    const seq = game.match.actions.length;
    const ended = ending === 'resign' ? game.match.resign(seat) : game.match.agreeDraw(seat);
    if (!ended.ok) return err(refusal(ended.error));
    return this.commit(game, seat, seq, before, 0, onStored);
  }

  /**
   * `seat` offers a draw. A standing offer of another side's is accepted instead. Where no other side
   * has a player of its own the computer answers at once: it declines (docs/protocol.md).
   */
  offerDraw(gameId: string, seat: Seat | null, onStored?: (seq: number) => void): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, async () => {
      const found = await this.forPlayer(gameId, seat, 'offer a draw');
      if (!found.ok) return found;
      const game = found.value;
      const me = seat!;
      const ruleset = game.match.ruleset;
      if (ruleset.endByAgreement === false) return err(refusal(CoreErrors.noDrawByAgreement(ruleset.name)));
      const sideOf = this.sideOf(game);
      const standing = game.offers.draw;
      if (standing !== null && sideOf(standing) !== sideOf(me)) return this.end(game, me, 'draw', onStored);
      if (standing !== null) return fail(409, 'ERR_ALREADY_OFFERED', 'A draw is already offered; wait for the answer.', CLAUSE_AGREEMENT);
      const seq = game.match.actions.length;
      if (this.answerers(game, me).length === 0) {
        // The computer's rule: it declines every offer (simple, and the same every time).
        this.notify(game, 'draw-offered', me);
        const computer = game.seats.find((s) => s.kind === 'computer' && sideOf(s.seat) !== sideOf(me));
        this.notify(game, 'draw-declined', computer?.seat ?? me);
        onStored?.(seq);
        return ok({ seq });
      }
      game.offers = { ...game.offers, draw: me };
      onStored?.(seq);
      this.notify(game, 'draw-offered', me);
      this.broadcast(game);
      return ok({ seq });
    });
  }

  /** `seat` accepts (the game ends drawn) or declines the draw another side offered. */
  answerDraw(
    gameId: string,
    seat: Seat | null,
    accept: boolean,
    onStored?: (seq: number) => void,
  ): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, async () => {
      const found = await this.forPlayer(gameId, seat, 'answer a draw offer');
      if (!found.ok) return found;
      const game = found.value;
      const me = seat!;
      const standing = game.offers.draw;
      const sideOf = this.sideOf(game);
      if (standing === null) return fail(409, 'ERR_NO_OFFER', 'No draw is offered.', CLAUSE_AGREEMENT);
      if (sideOf(standing) === sideOf(me))
        return fail(409, 'ERR_OWN_OFFER', 'Your own side offered this draw; the other side answers it.', CLAUSE_AGREEMENT);
      if (accept) return this.end(game, me, 'draw', onStored);
      game.offers = { ...game.offers, draw: null };
      const seq = game.match.actions.length;
      onStored?.(seq);
      this.notify(game, 'draw-declined', me);
      this.broadcast(game);
      return ok({ seq });
    });
  }

  /**
   * `seat` asks to take back its last action and everything after it. The match says whether it may be
   * (never across dice rolled or hidden information revealed); where another side has a player of its
   * own, that player grants it (answerTakeback), else it is done at once.
   */
  requestTakeback(gameId: string, seat: Seat | null, onStored?: (seq: number) => void): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, async () => {
      const found = await this.forPlayer(gameId, seat, 'ask for a takeback');
      if (!found.ok) return found;
      const game = found.value;
      const me = seat!;
      // At a hot-seat table every seat is the table's: the last action of any goes back.
      const mine = game.row.mode === 'hotseat' ? game.seats.filter((s) => s.kind === 'human').map((s) => s.seat) : [me];
      const to = game.match.takebackPoint(mine);
      if (to === null) return err(refusal(CoreErrors.nothingToTakeBack()));
      const refused = game.match.takebackRefusal(to);
      if (refused) return err(refusal(refused));
      if (game.offers.takeback !== null)
        return fail(409, 'ERR_ALREADY_ASKED', 'A takeback is already asked for; wait for the answer.', CLAUSE_TAKEBACK);
      if (game.row.mode === 'hotseat' || this.answerers(game, me).length === 0) return this.takeBack(game, me, to, onStored);
      game.offers = { ...game.offers, takeback: { by: me, to } };
      onStored?.(game.match.actions.length);
      this.notify(game, 'takeback-requested', me);
      this.broadcast(game);
      return ok({ seq: game.match.actions.length });
    });
  }

  /** `seat` grants or refuses the takeback another side asked for. */
  answerTakeback(
    gameId: string,
    seat: Seat | null,
    accept: boolean,
    onStored?: (seq: number) => void,
  ): Promise<Result<{ seq: number }, Failure>> {
    return this.serial(gameId, async () => {
      const found = await this.forPlayer(gameId, seat, 'answer a takeback');
      if (!found.ok) return found;
      const game = found.value;
      const me = seat!;
      const asked = game.offers.takeback;
      if (asked === null) return fail(409, 'ERR_NO_OFFER', 'No takeback is asked for.', CLAUSE_TAKEBACK);
      if (this.sideOf(game)(asked.by) === this.sideOf(game)(me))
        return fail(409, 'ERR_OWN_OFFER', 'Your own side asked for this takeback; the other side answers it.', CLAUSE_TAKEBACK);
      if (accept) return this.takeBack(game, asked.by, asked.to, onStored, me);
      game.offers = { ...game.offers, takeback: null };
      onStored?.(game.match.actions.length);
      this.notify(game, 'takeback-refused', me);
      this.broadcast(game);
      return ok({ seq: game.match.actions.length });
    });
  }

  /** Takes back the actions from `to` on: in the match, then in the store (the truth); notices `granted` (the granting seat, else `by`). */
  private async takeBack(
    game: LiveGame & { match: AnyMatch },
    by: Seat,
    to: number,
    onStored?: (seq: number) => void,
    grantedBy: Seat = by,
  ): Promise<Result<{ seq: number }, Failure>> {
    const match = game.match;
    const current = match.actions.length;
    const pending = match.toAct();
    const taken = match.takeBack(to);
    if (!taken.ok) return err(refusal(taken.error));
    const now = this.now();
    const update: GameUpdate = {
      turnStartedAt: now,
      ...(game.row.clock ? { clock: spend(game.row.clock, pending, now - game.row.turnStartedAt) } : {}),
    };
    let stored: boolean | 'failed' = 'failed';
    try {
      stored = await this.store.truncateActions(game.id, current, to, update);
    } catch (e) {
      this.log(`game ${game.id}: storing a takeback failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    game.epoch++;
    game.offers = NO_OFFERS;
    if (stored !== true) {
      await this.rebuild(game);
      this.afterChange(game, true);
      return stored === 'failed'
        ? fail(500, 'ERR_STORAGE', 'The takeback could not be stored and was not made; here is the latest state.')
        : fail(409, 'ERR_STALE', 'The game moved on meanwhile; here is the latest state.');
    }
    game.pendingBefore.splice(to);
    game.eventsAt.splice(to + 1);
    game.row = { ...game.row, ...update, seq: to, takebacks: game.row.takebacks + 1 };
    this.log(`game ${game.id}: ${current - to} actions taken back by ${by}`);
    onStored?.(to);
    this.notify(game, 'takeback-granted', grantedBy);
    this.afterChange(game, true);
    return ok({ seq: to });
  }

  /** Claims the game for `seat` when another seat has left its decision pending for claimAfterSeconds. */
  claim(gameId: string, seat: Seat | null): Promise<Result<StatusInfo, Failure>> {
    return this.serial(gameId, () => this.claimNow(gameId, seat));
  }

  private async claimNow(gameId: string, seat: Seat | null): Promise<Result<StatusInfo, Failure>> {
    const game = await this.live(gameId);
    if (!game) return fail(404, 'ERR_NO_GAME', 'There is no such game.');
    if (seat === null) return fail(403, 'ERR_SPECTATOR', 'Only a seat holder may claim a game.');
    if (!game.match) return fail(409, 'ERR_GAME_UNAVAILABLE', game.unavailable ?? 'This game cannot be loaded.');
    await this.checkClock(game);
    const row = game.row;
    if (row.status === 'over') return fail(409, 'ERR_GAME_OVER', 'The game is over.', CLAUSE_ABANDONED);
    if (row.status !== 'active')
      return fail(409, 'ERR_NOT_CLAIMABLE', 'A seat is still open; there is no one to claim against.', CLAUSE_ABANDONED);
    if (row.claimAfterSeconds === null)
      return fail(409, 'ERR_NOT_CLAIMABLE', 'This game was created without the abandonment rule.', CLAUSE_ABANDONED);
    const pending = game.match.toAct();
    if (pending.includes(seat)) return fail(409, 'ERR_NOT_CLAIMABLE', 'You have a decision pending yourself.', CLAUSE_ABANDONED);
    const idle = pending.filter((s) => s !== seat);
    if (idle.length === 0) return fail(409, 'ERR_NOT_CLAIMABLE', 'No other seat has a decision pending.', CLAUSE_ABANDONED);
    const waited = this.now() - row.turnStartedAt;
    const needed = row.claimAfterSeconds * 1000;
    if (waited < needed) {
      return fail(
        409,
        'ERR_CLAIM_TOO_EARLY',
        `The game may be claimed after ${row.claimAfterSeconds} s without a move; ${Math.ceil((needed - waited) / 1000)} s to go.`,
        CLAUSE_ABANDONED,
      );
    }
    const reason = `${cap(idle.join(' and '))} did not act for ${row.claimAfterSeconds} s; ${cap(seat)} claimed the game.`;
    await this.finish(game, { winner: seat, reason, clause: CLAUSE_ABANDONED }, 'abandoned');
    return ok(this.statusOf(game));
  }

  /** Registers a connected client and sends it its whole state; returns the function that unregisters it. */
  attach(gameId: string, client: Client): Promise<() => void> {
    return this.serial(gameId, async () => {
      const game = await this.live(gameId);
      if (!game) return () => {};
      game.clients.set(client, null);
      this.sendState(game, client, 'whole');
      return () => {
        game.clients.delete(client);
        this.release(game);
      };
    });
  }

  /**
   * Sends one client its state again: 'whole' (a `sync`: every event from the start), or 'update'
   * (what changed since the last state sent to it, e.g. after a stale action). A `sync` from a client
   * that is current costs nothing: `current` (a few bytes) when the last message sent on this
   * connection brought it to now and either the client says it holds that seq (`held`) or that
   * message was the whole state itself (the same text again could not help it).
   */
  sync(gameId: string, client: Client, how: 'whole' | 'update' = 'whole', held?: number): Promise<void> {
    return this.serial(gameId, async () => {
      const game = await this.live(gameId);
      if (!game) return;
      await this.checkClock(game);
      const sent = game.clients.get(client);
      if (how === 'whole' && game.match && sent && sent.seq === game.match.actions.length && (sent.whole || held === sent.seq)) {
        client.send(JSON.stringify({ type: 'current', seq: sent.seq } satisfies CurrentMessage));
        return;
      }
      this.sendState(game, client, how);
    });
  }

  // ------------------------------------------------------------------------------------ internals

  /** The game built in memory, built from the store if it is not: in the game's serial queue only. */
  private async live(gameId: string): Promise<LiveGame | undefined> {
    const cached = this.games.get(gameId);
    if (cached) return this.touch(cached);
    const done = this.finished.get(gameId);
    if (done) {
      // Most recently used last: the first one is the next to go.
      this.finished.delete(gameId);
      this.finished.set(gameId, done);
      this.games.set(gameId, done);
      return done;
    }
    const row = await this.store.getGame(gameId);
    if (!row) return undefined;
    const game: LiveGame = {
      id: gameId,
      row,
      seats: await this.store.seats(gameId),
      match: null,
      unavailable: null,
      pendingBefore: [],
      eventsAt: [],
      clients: new Map(),
      thinking: false,
      offers: NO_OFFERS,
      epoch: 0,
      leadRetry: null,
      idle: null,
      timer: null,
    };
    await this.rebuild(game);
    this.games.set(gameId, game);
    return this.touch(game);
  }

  /**
   * Marks a game used now: it leaves memory after `idleMs` with no one connected, no computer thinking
   * and nothing for the server to do (it is rebuilt from the store on first use).
   */
  private touch(game: LiveGame): LiveGame {
    if (this.closed) return game;
    if (game.idle) clearTimeout(game.idle);
    game.idle = setTimeout(() => {
      game.idle = null;
      // Not while an action on it is being stored.
      void this.serial(game.id, async () => this.release(game, true));
    }, this.idleMs);
    game.idle.unref();
    return game;
  }

  /** Replays the stored actions into a fresh match: the store is the truth. */
  private async rebuild(game: LiveGame): Promise<void> {
    game.row = (await this.store.getGame(game.id))!;
    game.seats = await this.store.seats(game.id);
    game.match = null;
    game.pendingBefore = [];
    game.eventsAt = [];
    const ruleset: AnyRuleset | undefined = getRuleset(game.row.ruleset);
    if (!ruleset) {
      game.unavailable = `This server has no ruleset '${game.row.ruleset}'.`;
      return;
    }
    if (ruleset.version !== game.row.rulesetVersion) {
      game.unavailable = `This game was played under ${ruleset.name} ${game.row.rulesetVersion}; this server runs ${ruleset.version}. Its record can still be downloaded once over.`;
      return;
    }
    const created = Match.create(ruleset, game.row.options, diceSource(game.row));
    if (!created.ok) {
      game.unavailable = `The stored options are refused: ${created.error.message}`;
      return;
    }
    const match = created.value as AnyMatch;
    const eventsAt = [match.events().length];
    for (const a of await this.store.actions(game.id)) {
      const before = match.toAct();
      const r = match.replayEntry(a);
      if (!r.ok) {
        game.unavailable = `Stored action ${a.seq} no longer replays (${r.error.code}).`;
        this.log(`game ${game.id}: ${game.unavailable}`);
        return;
      }
      game.pendingBefore.push(before);
      eventsAt.push(eventsAt.at(-1)! + r.value.length);
    }
    game.eventsAt = eventsAt;
    game.match = match;
    game.unavailable = null;
  }

  /**
   * Lets a game nobody watches leave the live games. A finished one is kept built among the last
   * `finishedKept` finished games, so asking for it again replays nothing; an unfinished one leaves
   * memory once idle, unless the server has something to do in it (a computer's decision).
   */
  private release(game: LiveGame, idle = false): void {
    if (game.clients.size > 0 || game.thinking || this.games.get(game.id) !== game) return;
    if (game.row.status === 'over') {
      if (game.timer) clearTimeout(game.timer);
      game.timer = null;
      if (game.idle) clearTimeout(game.idle);
      game.idle = null;
      this.games.delete(game.id);
      this.finished.delete(game.id);
      this.finished.set(game.id, game);
      for (const id of this.finished.keys()) {
        if (this.finished.size <= this.finishedKept) break;
        this.finished.delete(id);
      }
      return;
    }
    if (!idle || this.computerToAct(game) !== undefined) return;
    if (game.timer) clearTimeout(game.timer);
    game.timer = null;
    this.unlead(game);
    this.games.delete(game.id);
  }

  /** The computer seat with a decision pending now and the level it plays, if any. */
  private computerToAct(game: LiveGame): { readonly seat: Seat; readonly agent: string } | undefined {
    if (!game.match) return undefined;
    const computers = new Map(game.seats.filter((s) => s.kind === 'computer').map((s) => [s.seat, s.agent ?? DEFAULT_LEVEL]));
    const seat = game.match.toAct().find((s) => computers.has(s));
    return seat === undefined ? undefined : { seat, agent: computers.get(seat)! };
  }

  private async refreshRow(game: LiveGame): Promise<void> {
    game.row = (await this.store.getGame(game.id))!;
    game.seats = await this.store.seats(game.id);
  }

  /** May `seat` act now although its client saw only `seq`? (See `act`.) */
  private mayActFrom(game: LiveGame, seat: Seat, seq: number): boolean {
    const actions = game.match!.actions;
    if (!Number.isInteger(seq) || seq < 0 || seq > actions.length) return false;
    for (let i = seq; i < actions.length; i++) {
      if (actions[i]!.seat === seat || !game.pendingBefore[i]!.includes(seat)) return false;
    }
    return true;
  }

  private holders(game: LiveGame): Record<Seat, SeatKind> {
    return Object.fromEntries(game.seats.map((s) => [s.seat, s.kind]));
  }

  private statusOf(game: LiveGame): StatusInfo {
    const row = game.row;
    const over = row.status === 'over';
    const toAct = over || !game.match ? [] : [...game.match.toAct()];
    const now = this.now();
    const running = row.status === 'active' ? toAct : [];
    return {
      phase: row.status,
      toAct,
      outcome: row.result ?? game.match?.outcome() ?? null,
      endedBy: row.endedBy,
      clock: row.clock
        ? {
            initialSeconds: row.clock.initialSeconds,
            remainingMs: running.length ? spend(row.clock, running, now - row.turnStartedAt).remainingMs : row.clock.remainingMs,
            running,
            asOf: now,
          }
        : null,
      claimAfterSeconds: row.claimAfterSeconds,
      idleSince: row.turnStartedAt,
      dice: diceInfo(row),
      offers: over ? NO_OFFERS : game.offers,
      takebacks: row.takebacks,
    };
  }

  /** What `seat` may know now, with its events since the seq `since` (null: all of them). */
  private stateOf(game: LiveGame, seat: Seat | null, since: number | null = null): SeatState {
    const match = game.match!;
    const viewer = seat ?? SPECTATOR;
    const over = game.row.status === 'over';
    return {
      seq: match.actions.length,
      you: seat,
      view: match.view(viewer),
      legal: seat && !over ? match.legalActions(seat) : [],
      events: since === null ? match.events(viewer) : eventsFor(match.events().slice(game.eventsAt[since]), viewer),
      status: this.statusOf(game),
    };
  }

  /**
   * The message that brings a client from the state last sent to it (`sent`) to now: the whole state
   * when it holds none (or a seq this server no longer has, after a rebuild), else an update with only
   * the events since and the view as a patch when that is shorter. A state message does not grow with
   * the game's length.
   */
  private messageFor(game: LiveGame, seat: Seat | null, sent: Sent | null): { text: string; sent: Sent } {
    const seq = game.match!.actions.length;
    const whole = sent === null || sent.seq > seq;
    const { view, ...rest } = this.stateOf(game, seat, whole ? null : sent.seq);
    // The view as the client reads it: a patch must fit that, not an object with undefined fields.
    const viewText = JSON.stringify(view) as string | undefined;
    const now: Sent = { seq, view: viewText === undefined ? null : JSON.parse(viewText), whole };
    if (whole) return { text: JSON.stringify({ type: 'state', ...rest, view } satisfies StateMessage), sent: now };
    const viewPatch: PatchOperation[] = jsonPatchOf(differ.diff(sent.view, now.view));
    const update: UpdateMessage =
      JSON.stringify(viewPatch).length < (viewText?.length ?? Infinity)
        ? { type: 'update', since: sent.seq, ...rest, viewPatch }
        : { type: 'update', since: sent.seq, ...rest, view };
    return { text: JSON.stringify(update), sent: now };
  }

  private sendState(game: LiveGame, client: Client, how: 'whole' | 'update'): void {
    if (!game.match) {
      client.send(
        JSON.stringify({
          type: 'error',
          requestId: null,
          error: ruleError('ERR_GAME_UNAVAILABLE', 'docs/protocol.md', game.unavailable ?? 'This game cannot be loaded.'),
        }),
      );
      return;
    }
    const message = this.messageFor(game, client.seat, how === 'whole' ? null : (game.clients.get(client) ?? null));
    client.send(message.text);
    if (game.clients.has(client)) game.clients.set(client, message.sent);
  }

  private broadcast(game: LiveGame): void {
    if (!game.match || game.clients.size === 0) return;
    // Clients of one seat that were sent the same seq hold the same state: they are sent the same message.
    const messages = new Map<string, { text: string; sent: Sent }>();
    for (const [client, sent] of game.clients) {
      const key = `${sent?.seq ?? ''}|${client.seat ?? ''}`;
      let message = messages.get(key);
      if (message === undefined) {
        message = this.messageFor(game, client.seat, sent);
        messages.set(key, message);
      }
      try {
        client.send(message.text);
        game.clients.set(client, message.sent);
      } catch {
        game.clients.delete(client);
      }
    }
  }

  /** After any change: tell every client, re-arm the clock, let a computer seat think. */
  private afterChange(game: LiveGame, broadcast: boolean): void {
    if (broadcast) this.broadcast(game);
    if (game.row.status === 'over') this.unlead(game);
    this.armClock(game);
    this.scheduleComputer(game);
    this.release(game);
  }

  /** Ends the game for a reason outside the rules (time, abandonment); stored, then broadcast. Returns whether it did. */
  private async finish(game: LiveGame, outcome: Outcome, endedBy: EndedBy): Promise<boolean> {
    if (!(await this.store.updateGame(game.id, { status: 'over', result: outcome, endedBy }))) {
      // Over already: perhaps ended by another process a moment ago, which this one has not yet heard.
      const was = game.row.status;
      await this.refreshRow(game);
      if (game.row.status !== was) this.afterChange(game, true);
      return false;
    }
    await this.refreshRow(game);
    this.log(`game ${game.id} over: ${endedBy}`);
    if (game.timer) clearTimeout(game.timer);
    game.timer = null;
    this.broadcast(game);
    return true;
  }

  /** Ends the game if a pending seat's clock has run out. Returns true if it did. */
  private async checkClock(game: LiveGame): Promise<boolean> {
    const row = game.row;
    if (row.status !== 'active' || !row.clock || !game.match) return false;
    const pending = game.match.toAct();
    const left = spend(row.clock, pending, this.now() - row.turnStartedAt).remainingMs;
    const flagged = pending.filter((s) => (left[s] ?? 0) <= 0).sort((a, b) => (left[a] ?? 0) - (left[b] ?? 0));
    const loser = flagged[0];
    if (loser === undefined) return false;
    const others = game.match.ruleset.seats.filter((s) => s !== loser);
    const winner = others.length === 1 ? others[0]! : null;
    await this.finish(game, { winner, reason: `${cap(loser)} ran out of time.`, clause: CLAUSE_CLOCK }, 'time');
    return true;
  }

  private armClock(game: LiveGame): void {
    if (game.timer) clearTimeout(game.timer);
    game.timer = null;
    const row = game.row;
    if (this.closed || row.status !== 'active' || !row.clock || !game.match) return;
    const pending = game.match.toAct();
    if (pending.length === 0) return;
    const soonest = Math.min(...pending.map((s) => row.clock!.remainingMs[s] ?? 0));
    const delay = Math.max(0, Math.min(MAX_TIMER_MS, row.turnStartedAt + soonest - this.now()));
    game.timer = setTimeout(() => {
      game.timer = null;
      this.serial(game.id, async () => {
        if (!(await this.checkClock(game))) this.armClock(game);
      }).catch((e: unknown) => this.log(`game ${game.id}: clock check failed: ${e instanceof Error ? e.message : String(e)}`));
    }, delay + 5);
    game.timer.unref();
  }

  /** If a computer seat has a decision pending, it thinks (off this call stack) and acts like any seat. */
  private scheduleComputer(game: LiveGame): void {
    if (this.closed || game.thinking || !game.match || game.row.status === 'over') return;
    const match = game.match;
    const computer = this.computerToAct(game);
    if (!computer) return;
    const { seat } = computer;
    const seq = match.actions.length;
    const legal = match.legalActions(seat);
    if (legal.length === 0) return;
    const request = {
      ruleset: match.ruleset.id,
      agent: computer.agent,
      seat,
      view: match.view(seat),
      legal,
      events: match.events(seat),
      diceSeed: deriveSeed(game.row, 'agent', seat, seq),
    };
    game.thinking = true;
    (this.store.lead ? this.store.lead(game.id) : Promise.resolve(true))
      .then((leads) => {
        if (leads) return this.think(game, match, seat, seq, legal, request);
        game.thinking = false;
        this.awaitLead(game);
      })
      .catch((e: unknown) => {
        game.thinking = false;
        this.log(`game ${game.id}: computer move failed: ${e instanceof Error ? e.message : String(e)}`);
      });
  }

  /**
   * Another process leads this game: it plays the computer seats, and this one shows the moves as they
   * are stored. Now and then this one tries again, so that the game goes on if that process is gone.
   */
  private awaitLead(game: LiveGame): void {
    if (this.closed || game.leadRetry) return;
    game.leadRetry = setTimeout(() => {
      game.leadRetry = null;
      this.serial(game.id, async () => {
        if (this.games.get(game.id) === game) this.scheduleComputer(game);
      }).catch((e: unknown) => this.log(`game ${game.id}: ${e instanceof Error ? e.message : String(e)}`));
    }, LEAD_RETRY_MS);
    game.leadRetry.unref();
  }

  private unlead(game: LiveGame): void {
    if (game.leadRetry) clearTimeout(game.leadRetry);
    game.leadRetry = null;
    this.store.unlead?.(game.id).catch((e: unknown) => this.log(`game ${game.id}: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** The computer seat `seat` chooses its action at `seq`, and acts like any seat. */
  private think(
    game: LiveGame,
    match: AnyMatch,
    seat: Seat,
    seq: number,
    legal: readonly unknown[],
    request: Parameters<AgentRunner['choose']>[0],
  ): Promise<void> {
    const epoch = game.epoch;
    return this.agents
      .choose(request)
      .catch((e: unknown) => {
        this.log(
          `game ${game.id}: agent ${request.agent} failed (${e instanceof Error ? e.message : String(e)}); playing a random legal action`,
        );
        return randomAgent.choose({ ruleset: match.ruleset, seat, view: request.view, legal, dice: SeededDice.fromSeed(request.diceSeed) });
      })
      .then(async (action) => {
        game.thinking = false;
        if (this.closed) return;
        // Rebuilt meanwhile (a storage failure), or taken back: think again about the game as it is.
        if (game.match !== match || game.epoch !== epoch) return this.scheduleComputer(game);
        let result = await this.act(game.id, seat, seq, action);
        const code = result.ok ? null : result.error.error.code;
        if (code !== null && code !== 'ERR_STALE' && code !== 'ERR_GAME_OVER' && game.match === match) {
          this.log(`game ${game.id}: agent ${request.agent} chose a refused action (${code}); playing a random legal action`);
          result = await this.act(
            game.id,
            seat,
            seq,
            randomAgent.choose({ ruleset: match.ruleset, seat, view: request.view, legal, dice: SeededDice.fromSeed(request.diceSeed) }),
          );
          if (!result.ok) this.log(`game ${game.id}: the computer seat ${seat} cannot act (${result.error.error.code})`);
        }
        // The game moved on while it thought (another seat's simultaneous choice): think again.
        if (!result.ok && result.error.error.code === 'ERR_STALE') this.scheduleComputer(game);
      });
  }
}

/** The clock after `seats` have each spent `elapsedMs`. */
function spend(clock: ClockState, seats: readonly Seat[], elapsedMs: number): ClockState {
  const remainingMs = { ...clock.remainingMs };
  for (const s of seats) remainingMs[s] = (remainingMs[s] ?? 0) - Math.max(0, elapsedMs);
  return { initialSeconds: clock.initialSeconds, remainingMs };
}

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
