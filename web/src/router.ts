/**
 * Hash routes, so the server serves one index.html and links survive reloads:
 *
 *   #/                          home
 *   #/game/<id>                 a game (the seat tokens come from this browser's storage)
 *   #/join/<id>/<invite>        accept an online invitation (docs/protocol.md)
 *   #/replay/<id>               replay a finished game from the server
 *   #/replay-file               replay a record file opened in this tab
 *   #/rules/<ruleset>           a rule system's rulebook and assumptions
 */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'game'; readonly gameId: string }
  /** A game watched as a spectator, whatever seats this browser holds in it. */
  | { readonly name: 'watch'; readonly gameId: string }
  | { readonly name: 'join'; readonly gameId: string; readonly invite: string }
  | { readonly name: 'replay'; readonly gameId: string }
  | { readonly name: 'replay-file' }
  | { readonly name: 'rules'; readonly ruleset: string };

const seg = (s: string | undefined) => (s ? decodeURIComponent(s) : '');

export function parseRoute(hash: string): Route {
  const parts = hash
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean);
  const [head, a, b] = parts;
  try {
    if (head === 'game' && a) return { name: 'game', gameId: seg(a) };
    if (head === 'watch' && a) return { name: 'watch', gameId: seg(a) };
    if (head === 'join' && a && b) return { name: 'join', gameId: seg(a), invite: seg(b) };
    if (head === 'replay' && a) return { name: 'replay', gameId: seg(a) };
    if (head === 'replay-file') return { name: 'replay-file' };
    if (head === 'rules' && a) return { name: 'rules', ruleset: seg(a) };
  } catch {
    // A malformed %-escape: fall through to home.
  }
  return { name: 'home' };
}

export function routeHash(route: Route): string {
  const e = encodeURIComponent;
  switch (route.name) {
    case 'home':
      return '#/';
    case 'game':
      return `#/game/${e(route.gameId)}`;
    case 'watch':
      return `#/watch/${e(route.gameId)}`;
    case 'join':
      return `#/join/${e(route.gameId)}/${e(route.invite)}`;
    case 'replay':
      return `#/replay/${e(route.gameId)}`;
    case 'replay-file':
      return '#/replay-file';
    case 'rules':
      return `#/rules/${e(route.ruleset)}`;
  }
}

/** The link anyone opens to watch a game as a spectator (no token: the spectator's view only). */
export function spectatorLink(origin: string, pathname: string, gameId: string): string {
  return `${origin}${pathname}${routeHash({ name: 'watch', gameId })}`;
}

/** The link a friend opens to take the other seat of an online game. */
export function inviteLink(origin: string, pathname: string, gameId: string, invite: string): string {
  return `${origin}${pathname}${routeHash({ name: 'join', gameId, invite })}`;
}

export function navigate(route: Route, replace = false): void {
  const hash = routeHash(route);
  if (replace) history.replaceState(null, '', hash);
  else location.hash = hash;
  if (replace) window.dispatchEvent(new HashChangeEvent('hashchange'));
}
