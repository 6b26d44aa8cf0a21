/**
 * What this browser remembers, in localStorage: the games it holds seats in (with their tokens, the
 * only proof of a seat) and anything a ruleset module wants to keep (named deployments).
 *
 *   rememberGame({ gameId, ruleset, mode: 'computer', seats: { red: token }, createdAt: Date.now() });
 *   tokensFor(gameId) // { red: token }
 */
import type { GameMode } from './rulesets/registry.js';

export interface StoredGame {
  readonly gameId: string;
  readonly ruleset: string;
  readonly mode: GameMode;
  /** seat -> token, for the seats this browser holds. */
  readonly seats: Readonly<Record<string, string>>;
  readonly createdAt: number;
  readonly level?: string;
  /** Online games: the invite code, until the friend joins. */
  readonly invite?: string;
  /** Filled in once the game is known to be over. */
  readonly result?: { readonly winner: string | null; readonly reason: string } | null;
}

/** The part of Storage this module uses, so tests can pass a Map-backed one. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const GAMES = 'warband.games.v1';

function defaultStorage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): the app still works, it just forgets
  }
}

export function readJson<T>(key: string, fallback: T, storage: KeyValue | null = defaultStorage()): T {
  if (!storage) return fallback;
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValue | null = defaultStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: nothing to do
  }
}

export function removeKey(key: string, storage: KeyValue | null = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to do
  }
}

const isStoredGame = (g: unknown): g is StoredGame =>
  typeof g === 'object' && g !== null && typeof (g as StoredGame).gameId === 'string' && typeof (g as StoredGame).seats === 'object';

/** Newest first. */
export function listGames(storage?: KeyValue | null): StoredGame[] {
  const games = readJson<unknown[]>(GAMES, [], storage);
  return (Array.isArray(games) ? games.filter(isStoredGame) : []).sort((a, b) => b.createdAt - a.createdAt);
}

/** Adds a game, or merges seats and fields into the one already stored. */
export function rememberGame(game: StoredGame, storage?: KeyValue | null): void {
  const games = listGames(storage);
  const old = games.find((g) => g.gameId === game.gameId);
  const merged: StoredGame = old ? { ...old, ...game, seats: { ...old.seats, ...game.seats }, createdAt: old.createdAt } : game;
  writeJson(GAMES, [merged, ...games.filter((g) => g.gameId !== game.gameId)], storage);
}

export function updateGame(gameId: string, patch: Partial<Omit<StoredGame, 'gameId'>>, storage?: KeyValue | null): void {
  const games = listGames(storage);
  if (!games.some((g) => g.gameId === gameId)) return;
  writeJson(
    GAMES,
    games.map((g) => (g.gameId === gameId ? { ...g, ...patch } : g)),
    storage,
  );
}

export function forgetGame(gameId: string, storage?: KeyValue | null): void {
  writeJson(
    GAMES,
    listGames(storage).filter((g) => g.gameId !== gameId),
    storage,
  );
}

export function findGame(gameId: string, storage?: KeyValue | null): StoredGame | undefined {
  return listGames(storage).find((g) => g.gameId === gameId);
}

/** In-memory storage with the same interface, for tests. */
export function memoryStorage(): KeyValue {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}
