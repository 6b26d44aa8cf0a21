/**
 * HTTP half of docs/protocol.md. Every answer is decoded with the protocol's schemas (src/protocol):
 * a call returns the decoded answer or throws an `ApiError` carrying the server's
 * `{ code, clause, message }`, so a refusal can cite its rule.
 *
 *   const { gameId, seats } = await api.createGame({ ruleset: 'some-game', mode: 'computer', seat: 'red', level: 'heuristic' });
 */
import { z } from 'zod';
import {
  claimedSchema,
  createdGameSchema,
  errorBodySchema,
  gameInfoSchema,
  gameSummariesSchema,
  joinedSchema,
  positionSchema,
  rulesetsSchema,
  type CreateGameBody,
  type CreatedGame,
  type GameInfo,
  type GameSummary,
  type GamesListBody,
  type Position,
  type RulesetInfo,
} from '../../../src/protocol/index.js';

export type { CreateGameBody, CreatedGame, GameInfo, GameSummary, Position, RulesetInfo };
export type SeatHolder = GameInfo['seats'][string];

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

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function makeApi(base = '', fetchImpl: Fetch = (i, init) => fetch(i, init)) {
  async function call<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown, token?: string): Promise<z.output<S>> {
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
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: handled below
    }
    if (!res.ok) {
      const refusal = errorBodySchema.safeParse(json);
      if (refusal.success) throw new ApiError(res.status, refusal.data.error.code, refusal.data.error.clause, refusal.data.error.message);
      throw new ApiError(res.status, `HTTP_${res.status}`, undefined, text.slice(0, 200) || res.statusText);
    }
    const answer = schema.safeParse(json);
    if (!answer.success)
      throw new ApiError(
        res.status,
        'ERR_PROTOCOL',
        'docs/protocol.md',
        `The server's answer to ${method} ${path.split('?')[0]} is not one this client reads (${answer.error.issues[0]?.message ?? 'malformed'}); reload the page.`,
      );
    return answer.data;
  }

  const game = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}`;
  return {
    rulesets: (): Promise<RulesetInfo[]> => call(rulesetsSchema, 'GET', '/api/rulesets'),
    createGame: (body: CreateGameBody): Promise<CreatedGame> => call(createdGameSchema, 'POST', '/api/games', body),
    join: (gameId: string, invite: string) => call(joinedSchema, 'POST', `${game(gameId)}/join`, { invite }),
    game: (gameId: string, token?: string): Promise<GameInfo> => call(gameInfoSchema, 'GET', game(gameId), undefined, token),
    /** Claims the game under the abandonment rule; refused (ApiError) while it may not be claimed. */
    claim: (gameId: string, token: string) => call(claimedSchema, 'POST', `${game(gameId)}/claim`, undefined, token),
    /** The position after `seq` actions as the token's seat (a spectator without one) saw it then. */
    position: (gameId: string, seq: number, token?: string): Promise<Position> =>
      call(positionSchema, 'GET', `${game(gameId)}/positions/${seq}`, undefined, token),
    /** The game record (docs/records.md), checked by the replay that reads it. */
    record: (gameId: string, token?: string): Promise<unknown> => call(z.unknown(), 'GET', `${game(gameId)}/record`, undefined, token),
    games: async (tokens: readonly string[]): Promise<GameSummary[]> => {
      if (!tokens.length) return [];
      // In the body: a token in a URL would be kept by proxies and access logs.
      return call(gameSummariesSchema, 'POST', '/api/games/list', { tokens } satisfies GamesListBody);
    },
  };
}

export type Api = ReturnType<typeof makeApi>;
export const api: Api = makeApi();
