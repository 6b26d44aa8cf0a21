/**
 * A plain player of the Sauron map game (Dagorlad): it sees only its seat's view and legal actions.
 *
 * - Movement: a unit steps towards the nearest enemy unit it should beat in melee (and onto rough
 *   ground when none), a missile unit keeps two hexes off, and none steps beside an enemy that should
 *   beat it; a leader keeps to the nearest unit of his nationality (8.11), a leader whose turn it is to
 *   close in Mortal Combat heads for his foe (22.1), and a Westernesse leader holding the Ring heads for
 *   Mt. Orodruin (16.633). It takes up the Ring, returns it to Sauron and passes Narsil
 *   whenever the rules let it.
 * - Combat: missiles at the target most likely to suffer; Leader Combat when its total is at least
 *   the foe's, a challenge when the exact odds (odds.ts) give its leader 60% or more; melee when it
 *   should deal at least as much as it takes (and always where 7.175 obliges it).
 * - Challenges: accepted unless the exact odds make the expected cost in Demoralization (his Rally
 *   Points if he dies, less the foe's if the foe dies) worse than a refusal's certain cost (22.3).
 * - Joint Rally: every rally offered; the Ring's removal and destruction only in Orodruin.
 * - Magic (SAU-M20): Sauron gives the Beast the dearest power he can afford, as long as he can.
 * - Special formations (SAU-M22): weak units (melee C or worse) are massed whenever offered, the biggest
 *   formation first, since they gain most from it; strong units fight alone; never broken up. Combat
 *   estimates count a formation's rating, best armour and shared results.
 */
import type { Agent, AgentContext } from '../agent.js';
import { mortalCombatOdds } from '../../rulesets/sauron/index.js';
import type { Fighter } from '../../rulesets/sauron/index.js';
import { leaderById } from '../../rulesets/sauron/index.js';
import { ARMIES, DAGORLAD } from '../../rulesets/sauron/index.js';
import { combatResult, ratingValue } from '../../rulesets/sauron/index.js';
import { withPowers } from '../../rulesets/sauron/index.js';
import type { SauronAction, SauronView } from '../../rulesets/sauron/index.js';

const grid = DAGORLAD.grid;
const hexOf = (name: string) => grid.index(name)!;

/** Expected effect of one attack: eliminated 1, disrupted 0.5 (SAU-M15's table). */
function expected(rating: number, armour: number): number {
  let e = 0;
  for (let die = 1; die <= 6; die++) {
    const r = combatResult(die, rating, armour).result;
    e += r === 'eliminated' ? 1 : r === 'disrupted' ? 0.5 : 0;
  }
  return e / 6;
}

/** The data file's leaders and the Expanded Game's replacements (SAU-A27). */
const leaderNationality = (id: string) => leaderById(id)!.nationality;
const roughish = (h: number) => DAGORLAD.terrain[h] === 'rough' || DAGORLAD.terrain[h] === 'fortification' || DAGORLAD.baradDur.has(h);

export const sauronHeuristicAgent: Agent = {
  name: 'heuristic',
  choose<V, A>(ctx: AgentContext<V, A>): A {
    const legal = ctx.legal as readonly SauronAction[];
    const v = ctx.view as SauronView;
    const me = ctx.seat;
    if (legal.length === 0) throw new Error(`no legal action for ${me}`);
    const pick = (a: SauronAction | undefined) => (a ?? legal.find((x) => x.type === 'end') ?? legal[0]!) as A;
    const find = <T extends SauronAction['type']>(t: T) => legal.filter((a): a is Extract<SauronAction, { type: T }> => a.type === t);
    const leader = (id: string) => v.leaders.find((l) => l.id === id)!;
    const total = (id: string) => {
      const l = leader(id);
      return l.combat + l.morale - l.wounds;
    };
    const unit = (id: string) => v.units.find((u) => u.id === id)!;
    const type = (id: string) => withPowers(ARMIES.types.get(unit(id).type)!, unit(id).powers);
    const armourAt = (id: string) => type(id).armour + (roughish(hexOf(unit(id).hex!)) ? 2 : 0);
    // SAU-M22: a special formation strikes at its best rating +1 a member, defends at its best armour, and shares every result.
    const members = (id: string) => {
      const f = unit(id).formation;
      return f ? v.units.filter((u) => u.formation === f && u.hex && !u.eliminated).map((u) => u.id) : [id];
    };
    const meleeOf = (id: string) => {
      const ms = members(id);
      return Math.max(...ms.map((m) => (type(m).melee ? ratingValue(type(m).melee!) : 0))) + ms.length - 1;
    };
    const guardAt = (id: string) => Math.max(...members(id).map(armourAt));
    const guard = (id: string) => Math.max(...members(id).map((m) => type(m).armour));

    const fighterOf = (id: string): Fighter => {
      const l = leader(id);
      return { id, name: l.name, combat: l.combat, morale: l.morale, endurance: l.wounds + l.enduranceLeft, wounds: l.wounds };
    };
    /** Exact chances of a Mortal Combat (odds.ts): who dies. */
    const mortal = (challenger: string, defender: string) =>
      mortalCombatOdds(fighterOf(challenger), fighterOf(defender), v.options.mortalCombatRounds);

    // Challenges (22.1, 22.3): refusing costs his Rally Points for certain; accepting costs them only if he dies.
    if (legal.some((a) => a.type === 'accept') && v.mortal) {
      const { challenger, defender } = v.mortal;
      const o = mortal(challenger, defender);
      const acceptCost = (o.challengerWins + o.bothDie) * leader(defender).rally - (o.defenderWins + o.bothDie) * leader(challenger).rally;
      return pick(acceptCost < leader(defender).rally ? { type: 'accept' } : { type: 'refuse' });
    }
    // SAU-M20: the dearest power the Beast can be given, before anything else in the Magic Leader Phase.
    const power = find('beast-power').sort(
      (a, b) => (v.beastPowers.find((p) => p.id === b.power)?.cost ?? 0) - (v.beastPowers.find((p) => p.id === a.power)?.cost ?? 0),
    )[0];
    if (power) return power as A;
    // 18.1: keep the gates open for the army outside.
    if (legal.some((a) => a.type === 'set-gates')) return pick(legal.find((a) => a.type === 'set-gates' && !a.closed));

    // The Ring whenever offered; Narsil (or its shards) to whoever has the better total, so it never goes round in circles.
    const better = (a: SauronAction) => a.type === 'pass-narsil' && (v.narsil.bearer === null || total(a.to) > total(v.narsil.bearer));
    const gift = legal.find((a) => a.type === 'take-ring' || a.type === 'return-ring' || a.type === 'destroy-ring' || better(a));
    if (gift) return gift as A;

    if (v.phase === 'joint-rally') {
      const rally = find('rally')[0];
      if (rally) return rally as A;
      const removal = find('ring-removal').find((a) => leader(a.leader).hex === grid.name(DAGORLAD.orodruinCentre));
      return pick(removal);
    }

    if (v.segment === 'missile') {
      let best: SauronAction | undefined;
      let score = 0;
      for (const a of find('missile')) {
        const e = expected(ratingValue(type(a.unit).missile!), guardAt(a.target)) * members(a.target).length;
        if (e > score) [best, score] = [a, e];
      }
      return pick(best);
    }
    if (v.segment === 'leader') {
      const attack = find('leader-attack').find((a) => total(a.leader) >= total(a.target));
      if (attack) return attack as A;
      const challenge = find('challenge').find((a) => mortal(a.challenger, a.defender).challengerWins >= 0.6);
      return pick(challenge);
    }
    if (v.segment === 'melee') {
      let best: SauronAction | undefined;
      let score = legal.some((a) => a.type === 'end') ? 0 : -Infinity;
      for (const a of find('melee')) {
        const deal = expected(meleeOf(a.unit), guardAt(a.target)) * members(a.target).length;
        const back =
          type(a.target).melee && !unit(a.target).disrupted ? expected(meleeOf(a.target), guard(a.unit)) * members(a.unit).length : 0;
        const owed = v.owed.includes(a.target) ? 1 : 0;
        const s = deal - back + owed;
        if (s >= score) [best, score] = [a, s];
      }
      return pick(best);
    }

    // SAU-M22: mass units under their leader whenever the rules let it, the biggest formation first.
    const weak = (ids: readonly string[]) => Math.max(...ids.map((id) => (type(id).melee ? ratingValue(type(id).melee!) : 0))) <= 3;
    const form = find('form')
      .filter((a) => weak(a.units))
      .sort((a, b) => b.units.length - a.units.length)[0];
    if (form) return form as A;

    // Movement.
    const enemies = v.units.filter((u) => u.side !== me && u.hex && !u.eliminated).map((u) => hexOf(u.hex!));
    const nearest = (h: number, targets: readonly number[]) => Math.min(99, ...targets.map((t) => grid.distance(h, t)));
    let best: SauronAction | undefined;
    let bestScore = 0;
    for (const a of find('move')) {
      const to = hexOf(a.to);
      const u = v.units.find((x) => x.id === a.piece);
      let score: number;
      if (u) {
        const from = hexOf(u.hex!);
        const t = withPowers(ARMIES.types.get(u.type)!, u.powers);
        const foes = v.units.filter((e) => e.side !== me && e.hex && !e.eliminated);
        // How well this unit fares against each enemy in melee (SAU-M15), were it to stand at `to`.
        const edge = (e: (typeof foes)[number], at: number) => {
          const et = withPowers(ARMIES.types.get(e.type)!, e.powers);
          const deal = t.melee ? expected(meleeOf(u.id), guardAt(e.id)) * members(e.id).length : 0;
          const take = et.melee && !e.disrupted ? expected(meleeOf(e.id), guard(u.id) + (roughish(at) ? 2 : 0)) * members(u.id).length : 0;
          return deal - take;
        };
        const danger = foes.some((e) => grid.distance(hexOf(e.hex!), to) === 1 && edge(e, to) < -0.1) ? 1 : 0;
        if (!t.melee) {
          // Missile units keep two hexes off (F9's range).
          const off = (h: number) => Math.abs(nearest(h, enemies) - 2);
          score = off(from) - off(to) - danger;
        } else {
          const good = foes.filter((e) => edge(e, hexOf(e.hex!)) >= 0).map((e) => hexOf(e.hex!));
          score = good.length ? nearest(from, good) - nearest(to, good) : roughish(to) && !roughish(from) ? 0.3 : 0;
          score -= danger;
        }
      } else {
        const l = leader(a.piece);
        const from = hexOf(l.hex!);
        const ringHere = v.ring.holder === a.piece && me === 'westernesse';
        const nat = ARMIES.types;
        const own = v.units
          .filter((x) => x.side === me && x.hex && !x.eliminated && nat.get(x.type)!.nationality === leaderNationality(a.piece))
          .map((x) => hexOf(x.hex!));
        // 22.1: a leader whose turn it is to close on his foe in Mortal Combat heads for him.
        const foe =
          v.mortal?.phase === 'closing' && v.mortal.mover === a.piece
            ? leader(v.mortal.challenger === a.piece ? v.mortal.defender : v.mortal.challenger).hex
            : null;
        const goal = foe ? [hexOf(foe)] : ringHere ? [DAGORLAD.orodruinCentre] : own;
        if (goal.length === 0 || nearest(from, goal) === 0) continue;
        score = nearest(from, goal) - nearest(to, goal);
      }
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return pick(best);
  },
};
