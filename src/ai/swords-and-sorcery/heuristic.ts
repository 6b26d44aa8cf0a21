/**
 * A plain Swords & Sorcery (strategic variant) player: it sees only its seat's view (enemy stacks as
 * markers with a counter count, VI.A) and its legal actions.
 *
 * - Battles: the battle engine's default for every decision (the first choice offered), which charges
 *   when it may, leads with the best leader and withdraws when outmatched three to one.
 * - Movement: each stack heads for the nearest fortified hex it does not hold, or for the nearest
 *   enemy stack it should beat; it enters an enemy hex only when its strength is well above what the
 *   enemy's counters are likely worth. It ends the phase when no step helps.
 * - Reaction: it reacts into the hex the enemy entered when it should win there, else declines.
 * - Withdrawal: the place farthest from enemy stacks.
 * - Sieges: it declines battle in a fortified hex when outmatched (IV); it does not yet assault or breach.
 */
import type { Agent, AgentContext } from '../agent.js';
import { gameContext } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsAction } from '../../rulesets/swords-and-sorcery/index.js';
import type { PlaceRef } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsView } from '../../rulesets/swords-and-sorcery/index.js';

/** What an unseen counter is guessed to be worth (a typical unit's attack). */
const GUESS_PER_COUNTER = 3.5;
/** Attack only with this much more strength than the guess. */
const MARGIN = 1.5;

export const ssHeuristicAgent: Agent = {
  name: 'heuristic',
  choose<V, A>(ctx: AgentContext<V, A>): A {
    const legal = ctx.legal as readonly SsAction[];
    const view = ctx.view as SsView;
    const first = legal[0];
    if (!first) throw new Error(`no legal action for ${ctx.seat}`);
    // Battles, Character vs Army combat and its offer: the engine's default, offered first (fight rather than be captured).
    if (first.type === 'battle' || first.type === 'character-combat' || first.type === 'cva-fight') return first as A;
    const { scenario, tables } = gameContext(view.options);
    const grid = scenario.map.grid;
    const hexOf = (p: PlaceRef) => grid.index(p.hex)!;
    const me = ctx.seat;
    const strengthAt = (p: PlaceRef, ids?: readonly string[]) =>
      view.pieces
        .filter(
          (x) =>
            x.owner === me &&
            x.kind === 'unit' &&
            x.place.hex === p.hex &&
            !!x.place.complex === !!p.complex &&
            (!ids || ids.includes(x.id)),
        )
        .reduce((n, x) => n + (tables.units.get(x.what)?.attack ?? 0) * (x.demoralized ? 0.5 : 1), 0);
    const enemyAt = (p: PlaceRef) => {
      const seen = view.pieces.filter((x) => x.owner !== me && x.kind === 'unit' && x.place.hex === p.hex);
      const unseen = view.enemyStacks.filter((x) => x.owner !== me && x.place.hex === p.hex);
      return (
        seen.reduce((n, x) => n + (tables.units.get(x.what)?.attack ?? 0), 0) +
        unseen.reduce((n, x) => n + (x.count ?? 3) * GUESS_PER_COUNTER, 0)
      );
    };
    const enemyHexes = [
      ...new Set([...view.enemyStacks.map((x) => hexOf(x.place)), ...view.pieces.filter((x) => x.owner !== me).map((x) => hexOf(x.place))]),
    ];
    if (first.type === 'withdraw-to') {
      const far = (a: SsAction) => (a.type === 'withdraw-to' ? Math.min(99, ...enemyHexes.map((h) => grid.distance(hexOf(a.to), h))) : 0);
      return [...legal].sort((a, b) => far(b) - far(a))[0] as A;
    }
    if (first.type === 'give-battle') {
      // IV: stand a siege behind the walls rather than fight in the open when outmatched.
      const place = view.pending?.kind === 'siege-offer' ? view.pending.place : null;
      const outmatched = place !== null && strengthAt(place) < enemyAt(place);
      return (outmatched ? (legal.find((a) => a.type === 'decline-battle') ?? first) : first) as A;
    }
    if (first.type === 'pass') {
      const reacts = legal.filter((a): a is Extract<SsAction, { type: 'react' }> => a.type === 'react');
      const good = reacts.find((a) => enemyAt(a.into) > 0 && strengthAt(a.from, a.pieces) > MARGIN * enemyAt(a.into));
      return (good ?? first) as A;
    }
    // Movement: the best single step, or the end of the phase. A step is worth the distance it gains
    // on the moving pieces' nearest goal, the goals fixed whatever these pieces do: fortified hexes no
    // other unit of mine holds (so the hex they stand on stays a goal when they leave it, and they do
    // not step off a fortress and back again), and enemy stacks they should beat.
    const fortified = scenario.map.fortification.flatMap((f, hex) => (f ? [hex] : []));
    let best: SsAction = { type: 'end-movement' };
    let bestScore = 0.01;
    for (const a of legal) {
      if (a.type !== 'move') continue;
      const fromPiece = view.pieces.find((x) => x.id === a.pieces[0]);
      if (!fromPiece) continue;
      const mine = strengthAt(fromPiece.place, a.pieces);
      if (mine === 0) continue;
      const to = hexOf(a.to);
      const from = hexOf(fromPiece.place);
      const enemy = enemyAt(a.to);
      let score: number;
      if (enemy > 0) score = mine > MARGIN * enemy ? 10 + mine - enemy : -10;
      else {
        const heldByOthers = new Set(
          view.pieces.filter((x) => x.owner === me && x.kind === 'unit' && !a.pieces.includes(x.id)).map((x) => hexOf(x.place)),
        );
        const targets = fortified.filter((hex) => !heldByOthers.has(hex));
        const goals = [...targets, ...enemyHexes.filter((h) => mine > MARGIN * enemyAt({ hex: grid.name(h) }))];
        const near = (h: number) => Math.min(99, ...goals.map((g) => grid.distance(h, g)));
        // Moving together breaks a tie between steps that gain, never makes a step that gains nothing worth taking.
        const gain = near(from) - near(to);
        score = gain > 0 ? gain + (a.pieces.length > 1 ? 0.1 : 0) : gain;
      }
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best as A;
  },
};
