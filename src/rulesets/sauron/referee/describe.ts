/**
 * The record keeper's events and actions in words, for the terminal (src/cli/sauron.ts) and the web app
 * (web/src/rulesets/sauron-referee). Pure text: no rule is decided here; each line keeps its event's clause.
 *
 *   describeEvent({ type: 'endurance-lost', clause: '7.222', leaderId: 'baldrim', points: 2, wounds: 4, endurance: 7 })
 *   // { text: 'Baldrim loses 2 Endurance (4 of 7 lost)', clause: '7.222' }
 */
import { TABLES, type Side } from '../data.js';
import { leaderById } from '../expanded.js';
import { PHASES, type Phase, type RecordAction, type RecordEvent } from '../record.js';

export interface EventLine {
  readonly text: string;
  readonly clause: string;
  /** A roll or a result the referee will want to see at once. */
  readonly tone: 'info' | 'combat' | 'result' | 'end';
}

export const nameOf = (id: string | null): string => (id === null ? 'nobody' : (leaderById(id)?.name ?? id));
const Name = (id: string | null) => {
  const n = nameOf(id);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
export const SIDE_NAMES: Readonly<Record<Side, string>> = { westernesse: 'Westernesse', sauron: 'Sauron' };
export const sideName = (side: string): string => SIDE_NAMES[side as Side] ?? (side === 'third' ? 'the third player' : side);

export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  'first-magic': 'First Magic Phase',
  'sauron-movement': 'Sauron Movement Phase',
  'sauron-combat': 'Sauron Combat Phase',
  'second-magic': 'Second Magic Phase',
  'westernesse-movement': 'Westernesse Movement Phase',
  'westernesse-combat': 'Westernesse Combat Phase',
  'joint-rally': 'Joint Rally Phase',
};
export const phaseName = (p: Phase): string => PHASE_NAMES[p] ?? p;
export const isPhase = (p: string): p is Phase => (PHASES as readonly string[]).includes(p);

const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
const weaponName = (id: string) => TABLES.weapons.get(id as never)?.name ?? id;

/** One event in words with its clause. */
export function describeEvent(e: RecordEvent): EventLine {
  const line = (text: string, tone: EventLine['tone'] = 'info'): EventLine => ({ text, clause: e.clause, tone });
  switch (e.type) {
    case 'leader-combat':
      return line(
        `Leader Combat: ${nameOf(e.attackerId)} (${e.attackerTotal}) attacks ${nameOf(e.defenderId)} (${e.defenderTotal}), differential ${sign(e.differential)}, column ${sign(e.column)}; die ${e.die}: ${e.result}`,
        'combat',
      );
    case 'mortal-attack':
      return line(
        `Round ${e.round}: ${nameOf(e.attackerId)} (${e.attackerTotal}) strikes at ${nameOf(e.defenderId)} (${e.defenderTotal}), column ${sign(e.column)}; die ${e.die}: ${e.result}`,
        'combat',
      );
    case 'mortal-round':
      return line(
        `Round ${e.round} ends: ${Object.entries(e.losses)
          .map(([id, n]) => `${nameOf(id)} loses ${n}`)
          .join(', ')}`,
        'result',
      );
    case 'endurance-lost':
      return line(`${Name(e.leaderId)} loses ${e.points} Endurance (${e.wounds} of ${e.endurance} lost)`, 'result');
    case 'leader-killed':
      return line(`${Name(e.leaderId)} is killed (${e.cause}) and removed from the board`, 'end');
    case 'challenge':
      return line(
        `${Name(e.challengerId)} (${e.challengerSum}) challenges ${nameOf(e.defenderId)} (${e.defenderSum}) to Mortal Combat, ${e.distance} hex${e.distance === 1 ? '' : 'es'} away`,
      );
    case 'challenge-accepted':
      return line(`${Name(e.defenderId)} accepts the challenge`);
    case 'challenge-refused':
      return line(
        `${Name(e.defenderId)} refuses the challenge (his ${e.rallyPoints} Rally Points go to his side's Demoralization Level)`,
        'result',
      );
    case 'rally-forbidden':
      return line(`${Name(e.leaderId)} may not rally this turn`);
    case 'meet-attempt':
      return line(
        e.reached
          ? `${Name(e.leaderId)} reaches his foe's hex`
          : `${Name(e.leaderId)} cannot reach his foe's hex; ${nameOf(e.next)} tries next`,
      );
    case 'mortal-combat-begins':
      return line(`Mortal Combat: ${nameOf(e.challengerId)} against ${nameOf(e.defenderId)}, to the death`, 'combat');
    case 'mortal-combat-over': {
      const o = e.outcome;
      const what =
        o.result === 'refused'
          ? 'refused'
          : o.result === 'lapsed'
            ? `lapsed${e.why ? `: ${e.why}` : ''}`
            : o.result === 'overthrown'
              ? `Sauron is overthrown after ${o.rounds} round${o.rounds === 1 ? '' : 's'}${o.deadIds.length ? `; ${o.deadIds.map(nameOf).join(', ')} dies` : ''}`
              : o.result === 'both-killed'
                ? `both leaders die after ${o.rounds} round${o.rounds === 1 ? '' : 's'}`
                : `${nameOf(o.winnerId)} survives after ${o.rounds} round${o.rounds === 1 ? '' : 's'}`;
      return line(`The Mortal Combat is over: ${what}`, 'end');
    }
    case 'demoralization-change':
      return line(`${sideName(e.side)}: ${sign(e.points)} Demoralization (${e.cause})`);
    case 'demoralization-level':
      return line(`${sideName(e.side)}'s Demoralization Level ${e.from} → ${e.to}`, 'result');
    case 'side-demoralized':
      return line(
        `${sideName(e.side)} is demoralized (level ${e.level}, threshold ${e.threshold})${e.effects.length ? `: ${e.effects.join('; ')}` : ''}`,
        'end',
      );
    case 'side-steadied':
      return line(`${sideName(e.side)} is steady again (level ${e.level}, threshold ${e.threshold})`, 'result');
    case 'side-broken':
      return line(`${sideName(e.side)} breaks (level ${e.level}, break point ${e.breakPoint}); ${sideName(e.winner)} wins`, 'end');
    case 'magic-points-change':
      return line(`Sauron's Magic Capability Points ${sign(e.delta)} (${e.cause})`);
    case 'magic-points':
      return line(`Sauron's Magic Capability Points ${e.from} → ${e.to} (${e.cause})`, 'result');
    case 'rally-roll': {
      const roll =
        e.total === null
          ? e.rallied
            ? 'rallies automatically'
            : 'cannot rally'
          : `rolls ${e.dice.join('+')} = ${e.total} (needs ${Array.isArray(e.rallies) ? e.rallies.join('-') : e.rallies}): ${e.rallied ? 'rallies' : 'fails to rally'}`;
      return line(`${Name(e.leaderId)}, rally rating ${e.rating}, ${roll}`, 'result');
    }
    case 'overthrown':
      return line(
        `${Name(e.leaderId)} is overthrown, not slain (${e.wounds} wounds): the Ring goes ${e.byId ? `to ${nameOf(e.byId)}` : 'to the ground'}`,
        'end',
      );
    case 'ring-taken':
      return line(`${Name(e.leaderId)} takes the Ring${e.from ? ` from ${nameOf(e.from)}` : ''} (${e.cause})`, 'result');
    case 'ring-lying':
      return line(`The Ring lies ${e.at ? `in ${e.at}` : 'where he fell'}, dropped by ${nameOf(e.from)}`);
    case 'ring-lost-by-sauron':
      return line(
        `Sauron has lost the Ring: Morale ${sign(e.morale)}, Magic Capability Points -${e.magicPoints}, Demoralization +${e.demoralization}`,
        'result',
      );
    case 'ring-recovered-by-sauron':
      return line(
        `Sauron recovers the Ring: all of 16.61 reversed (${e.magicPoints} Magic Capability Points back, Demoralization -${e.demoralization})`,
        'result',
      );
    case 'ring-returned':
      return line(`${Name(e.fromId)} returns the Ring to Sauron`, 'result');
    case 'ring-to-highest-ranking':
      return line(`${Name(e.toId)}, the highest ranking Sauron leader, wears the Ring (+2 Morale)`, 'result');
    case 'ring-removal':
      return line(
        `${Name(e.leaderId)} tries to take off the Ring: die ${e.die} against Ring Rating ${e.ringRating}: ${e.removed ? 'removed' : `still worn (${e.failures} failure${e.failures === 1 ? '' : 's'})`}`,
        'combat',
      );
    case 'leader-turned-evil':
      return line(
        `${Name(e.leaderId)} becomes evil (Basic Morale ${e.basicMorale}): ${e.becomes === 'servant' ? 'a Servant of Sauron' : 'played by a third player'}`,
        'end',
      );
    case 'ring-destroyed':
      return line(`${Name(e.leaderId)} destroys the Ring in ${e.at}`, 'end');
    case 'narsil-shattered':
      return line(`Narsil is broken (${e.cause})${e.bearerId ? `; ${nameOf(e.bearerId)} keeps the shards` : ''}`, 'result');
    case 'shards-destroyed':
      return line(`The shards of Narsil are destroyed (${e.cause})`, 'result');
    case 'weapon-passed':
      return line(`${Name(weaponName(e.weapon))} passes${e.from ? ` from ${nameOf(e.from)}` : ''} to ${nameOf(e.to)}`);
    case 'weapon-lying':
      return line(`${Name(weaponName(e.weapon))} lies ${e.at ? `in ${e.at}` : 'where he fell'}, dropped by ${nameOf(e.from)}`);
    case 'moved':
      return line(`${Name(e.leaderId)} ${e.to ? `is in ${e.to}` : 'is off the board'}`);
    case 'phase':
      return line(`Game-turn ${e.turn}, ${phaseName(e.phase)}${e.night ? ' (night)' : ''}`);
    case 'night-falls':
      return line(`Night falls (game-turn ${e.turn})`);
    case 'unit-eliminated':
      return line(`${sideName(e.side)} loses ${e.count} ${e.morale} unit${e.count === 1 ? '' : 's'}${e.unit ? ` (${e.unit})` : ''}`);
    case 'nationality-destroyed':
      return line(`Every combat unit of the ${e.nationality} is destroyed`);
    case 'controller-changed':
      return line(`${Name(e.leaderId)} is now played by ${sideName(e.controller)}`);
    case 'third-player-takes':
      return line(`The third player (${nameOf(e.leaderId)}) takes ${e.types.join(', ')}`);
    case 'leader-restored':
      return line(`${Name(e.leaderId)} is restored for the rematch${e.woundsHealed ? ` (${e.woundsHealed} wounds healed)` : ''}`);
    case 'leader-replaced':
      return line(
        `${Name(e.leaderId)} is replaced by ${e.name} (Combat ${e.combat}, Morale ${e.morale}, Endurance ${e.endurance})`,
        'result',
      );
    case 'leader-stays-dead':
      return line(`${Name(e.leaderId)} stays dead`);
    case 'item-retained':
      return line(
        `${e.item === 'ring' ? 'The Ring' : 'Narsil'} keeps its status: ${e.status}${e.holder ? ` (${nameOf(e.holder)})` : e.lyingAt ? ` in ${e.lyingAt}` : ''}`,
      );
    case 'magic-points-restored':
      return line(`Sauron's Magic Capability Points: ${e.magicPoints}${e.ringLost ? ` (${e.ringLost} still lost with the Ring)` : ''}`);
    case 'game-over':
      return line(`The game is over: ${e.reason}${e.winner ? `; ${sideName(e.winner)} wins` : ''}`, 'end');
  }
}

/** A change the referee made, in words ("Leader Combat: the Ringwraith attacks Baldrim"). */
export function describeAction(a: RecordAction): string {
  switch (a.type) {
    case 'wound':
      return `${Name(a.leader)} loses ${a.points} Endurance (${a.cause})`;
    case 'move':
      return a.to ? `${Name(a.leader)} to ${a.to}` : `${Name(a.leader)} off the board`;
    case 'leader-combat':
      return `Leader Combat: ${nameOf(a.attacker)} attacks ${nameOf(a.defender)}`;
    case 'challenge':
      return `${Name(a.challenger)} challenges ${nameOf(a.defender)} (${a.distance} hexes)`;
    case 'accept':
      return 'The challenge is accepted';
    case 'refuse':
      return 'The challenge is refused';
    case 'meet':
      return a.reached ? 'The mover reaches his foe' : 'The mover does not reach his foe';
    case 'mortal-round':
      return 'One round of Mortal Combat';
    case 'mortal-fight':
      return 'Mortal Combat to the death';
    case 'rally':
      return `${Name(a.leader)} rallies`;
    case 'ring-removal':
      return `${Name(a.leader)} tries to take off the Ring`;
    case 'destroy-ring':
      return 'The Ring is cast into Orodruin';
    case 'take-ring':
      return `${Name(a.leader)} takes the Ring`;
    case 'return-ring':
      return 'The Ring is returned to Sauron';
    case 'narsil-broken':
      return `Narsil is broken (${a.cause})`;
    case 'shards-destroyed':
      return `The shards of Narsil are destroyed (${a.cause})`;
    case 'pass-narsil':
      return `Narsil passes to ${nameOf(a.to)}`;
    case 'unit-eliminated':
      return `${sideName(a.side)} loses ${a.count} ${a.morale} unit${a.count === 1 ? '' : 's'}${a.unit ? ` (${a.unit})` : ''}`;
    case 'nationality-destroyed':
      return `The ${a.nationality} are destroyed`;
    case 'spend-magic':
      return `Sauron spends ${a.points} Magic Capability Points`;
    case 'first-battle':
      return "The third player's first battle";
    case 'expanded-game':
      return 'The Expanded Game: the rematch begins';
    case 'next-phase':
      return 'Next phase';
  }
}
