/**
 * HTTP half of docs/protocol.md. Every call returns the server's JSON or throws an `ApiError` carrying
 * the server's `{ code, clause, message }`, so a refusal can cite its rule.
 *
 *   const { gameId, seats } = await api.createGame({ ruleset: 'swords-and-wizardry', mode: 'computer', seat: 'red', level: 'heuristic' });
 */
import type { SchemaOptionField } from '../../../src/core/option-fields.js';
import type { Assumption, GameEvent, Seat } from '../../../src/core/ruleset.js';
import type { GameMode } from '../rulesets/registry.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly clause: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RulesetInfo {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly seats: readonly Seat[];
  readonly assumptions: readonly Assumption[];
  readonly defaultOptions: Readonly<Record<string, unknown>>;
  /** A field for every option an assumption names (src/core/option-fields.ts). */
  readonly optionFields?: readonly SchemaOptionField[];
  /** The computer's strengths for a game of this ruleset: random, then its system's levels (src/server/agents.ts computerLevels). */
  readonly levels?: readonly { readonly id: string; readonly name: string; readonly description: string }[];
}

export interface CreateGameBody {
  readonly ruleset: string;
  readonly mode: GameMode;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seat?: Seat;
  readonly level?: string;
  /** Game clock: seconds each seat may spend in all. */
  readonly clock?: number;
  /** Abandonment: seconds a pending decision may wait before another seat may claim the game. */
  readonly claimAfterSeconds?: number;
}

export interface CreatedGame {
  readonly gameId: string;
  readonly seats: Readonly<Record<Seat, string>>;
  readonly invite?: string;
}

export type SeatHolder = 'human' | 'computer' | 'open';

export interface GameInfo {
  readonly gameId: string;
  readonly ruleset: string;
  readonly mode: GameMode;
  readonly seats: Readonly<Record<Seat, SeatHolder>>;
  readonly you: Seat | null;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly events: readonly GameEvent[];
  readonly status: unknown;
  /** Sent by servers that share the game's options; the client falls back to defaults. */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seq?: number;
}

/** One entry of `GET /api/games?tokens=`: whatever the server tells, read defensively. */
export interface GameSummary {
  readonly gameId: string;
  readonly ruleset?: string;
  readonly mode?: GameMode;
  readonly status?: unknown;
  readonly seat?: Seat;
  readonly you?: Seat;
  readonly outcome?: { winner: Seat | null; reason: string; clause?: string } | null;
  readonly result?: { winner: Seat | null; reason: string; clause?: string } | null;
  readonly [key: string]: unknown;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function makeApi(base = '', fetchImpl: Fetch = (i, init) => fetch(i, init)) {
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetchImpl(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (e) {
      throw new ApiError(0, 'ERR_NETWORK', undefined, `Cannot reach the server (${e instanceof Error ? e.message : String(e)}).`);
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: handled below
    }
    if (!res.ok) {
      const e = (json as { error?: { code?: string; clause?: string; message?: string } } | undefined)?.error;
      throw new ApiError(res.status, e?.code ?? `HTTP_${res.status}`, e?.clause, e?.message ?? (text.slice(0, 200) || res.statusText));
    }
    return json as T;
  }

  return {
    rulesets: () => call<RulesetInfo[]>('GET', '/api/rulesets'),
    createGame: (body: CreateGameBody) => call<CreatedGame>('POST', '/api/games', body),
    join: (gameId: string, invite: string) => call<{ seat: Seat; token: string }>('POST', `/api/games/${encodeURIComponent(gameId)}/join`, { invite }),
    game: (gameId: string, token?: string) => call<GameInfo>('GET', `/api/games/${encodeURIComponent(gameId)}`, undefined, token),
    /** Claims the game under the abandonment rule; refused (ApiError) while it may not be claimed. */
    claim: (gameId: string, token: string) => call<{ status: unknown }>('POST', `/api/games/${encodeURIComponent(gameId)}/claim`, undefined, token),
    record: (gameId: string, token?: string) => call<unknown>('GET', `/api/games/${encodeURIComponent(gameId)}/record`, undefined, token),
    games: async (tokens: readonly string[]): Promise<GameSummary[]> => {
      if (!tokens.length) return [];
      const answer = await call<unknown>('GET', `/api/games?tokens=${tokens.map(encodeURIComponent).join(',')}`);
      const list = Array.isArray(answer) ? answer : Array.isArray((answer as { games?: unknown })?.games) ? (answer as { games: unknown[] }).games : [];
      return list.filter((g): g is GameSummary => typeof g === 'object' && g !== null && typeof (g as GameSummary).gameId === 'string');
    },
  };
}

export type Api = ReturnType<typeof makeApi>;
export const api: Api = makeApi();
