/**
 * The Dagorlad map game's events and actions in words, for the terminal (src/cli/sauron.ts, `sauron
 * play`) and the web app (web/src/rulesets/sauron). The record keeper's own events keep their words
 * (referee/describe.ts); this adds the map's (moves, unit combat, segments, the gates, the result).
 * Pure text: every line keeps its event's clause, and an action's label names the clause it acts under.
 *
 *   describeGameEvent({ type: 'unit-moved', clause: '4.3', piece: 's1-orcs', from: '0220', to: '0221', cost: 1, mpLeft: 3 })
 *   // { text: 'Orcs (s1) 0220 → 0221 (1 MP, 3 left)', clause: '4.3', tone: 'info' }
 *   describeGameAction({ type: 'end' }, view)   // { text: 'End the Missile Combat Segment', clause: 'SAU-A6' }
 */
import { describeEvent, nameOf, phaseName, sideName, type EventLine } from '../referee/describe.js';
import type { RecordEvent } from '../record.js';
import { leaderById } from '../expanded.js';
import { ARMIES } from './map.js';
import type { GameAction, GameEvent, Segment } from './rules.js';
import type { SauronView } from './ruleset.js';
import { BEAST_POWERS } from './magic.js';

const powerName = (id: string) => BEAST_POWERS.byId.get(id)?.name ?? id;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const SEGMENT_NAMES: Readonly<Record<Segment, string>> = {
  missile: 'Missile Combat Segment',
  leader: 'Leader Combat Segment',
  melee: 'Melee Combat Segment',
};

/** A unit's or a leader's name: 'Orcs (s1)', 'Elendil', 'the Beast'. */
export function pieceName(id: string): string {
  if (leaderById(id)) return nameOf(id);
  const m = /^([ws]\d+)-(.+)$/.exec(id);
  const type = m ? ARMIES.types.get(m[2]!) : undefined;
  return type && m ? `${type.name} (${m[1]})` : id;
}
export const PieceName = (id: string): string => cap(pieceName(id));

const MAP_EVENTS = new Set([
  'unit-moved',
  'gates',
  'unit-attack',
  'unit-disrupted',
  'unit-removed',
  'units-rallied',
  'units-enter',
  'segment',
  'melee-owed',
  'game-result',
  'beast-power',
  'formation',
  'changes-hands',
]);

/** One event in words with its clause (the record keeper's events as referee/describe.ts says them). */
export function describeGameEvent(e: GameEvent): EventLine {
  if (!MAP_EVENTS.has(e.type)) return describeEvent(e as RecordEvent);
  const line = (text: string, tone: EventLine['tone'] = 'info'): EventLine => ({ text, clause: e.clause, tone });
  const ev = e as Exclude<GameEvent, RecordEvent>;
  switch (ev.type) {
    case 'unit-moved':
      return line(
        `${PieceName(ev.piece)} ${ev.from} → ${ev.to} (${ev.cost} MP, ${ev.mpLeft} left${ev.clause === 'SAU-M10' ? ': stops beside the enemy' : ''})`,
      );
    case 'gates':
      return line(`Sauron ${ev.closed ? 'closes' : 'opens'} the Gates of Morannon for this game-turn`);
    case 'unit-attack': {
      const what = ev.kind === 'missile' ? 'fires at' : ev.kind === 'melee' ? 'attacks' : 'strikes back at';
      return line(
        `${PieceName(ev.attacker)} ${what} ${pieceName(ev.target)}: rating ${ev.rating} against armour ${ev.armour}, die ${ev.die}, total ${ev.total}: ${ev.result}`,
        'result',
      );
    }
    case 'unit-disrupted':
      return line(`${PieceName(ev.unit)} is disrupted`, 'result');
    case 'unit-removed':
      return line(`${PieceName(ev.unit)} ${ev.why}`, 'end');
    case 'units-rallied':
      return line(`${PieceName(ev.leader)} rallies ${ev.units.map(pieceName).join(', ')}`, 'result');
    case 'units-enter':
      return line(`Westernesse reinforcements enter: ${ev.units.map(pieceName).join(', ')}`);
    case 'segment':
      return line(`The ${SEGMENT_NAMES[ev.segment]} begins`);
    case 'melee-owed':
      return line(`Owed a melee attack (their neighbours held their fire): ${ev.units.map(pieceName).join(', ')}`);
    case 'game-result':
      return line(`The game is over: ${ev.reason}${ev.winner ? `; ${sideName(ev.winner)} wins` : '; a draw'}`, 'end');
    case 'beast-power':
      return line(`Sauron gives the Beast ${powerName(ev.power)} for ${ev.cost} Magic Capability Points (${ev.pointsLeft} left)`, 'result');
    case 'changes-hands':
      return line(`${PieceName(ev.piece)} goes over to ${sideName(ev.to)}`, 'end');
    case 'formation':
      return line(
        ev.change === 'formed'
          ? `${PieceName(ev.leader)} forms a special formation of ${ev.units.map(pieceName).join(', ')}`
          : ev.change === 'left'
            ? `${PieceName(ev.units[0] ?? '')} breaks away from ${pieceName(ev.leader)}'s special formation`
            : `${PieceName(ev.leader)}'s special formation breaks up${ev.units.length ? ` (${ev.units.map(pieceName).join(', ')} left)` : ''}`,
      );
  }
}

/** 'Game-turn 3 of 18 · Sauron Combat Phase, Missile Combat Segment (night)'. */
export function phaseText(view: Pick<SauronView, 'turn' | 'turns' | 'phase' | 'segment' | 'night'>): string {
  return `Game-turn ${view.turn} of ${view.turns} · ${phaseName(view.phase)}${view.segment && view.phase.endsWith('-combat') ? `, ${SEGMENT_NAMES[view.segment]}` : ''}${view.night ? ' (night)' : ''}`;
}

/** What `end` ends now: the segment, the phase or this side's half of the Joint Rally Phase. */
export function endLabel(view: Pick<SauronView, 'phase' | 'segment'>): string {
  if (view.segment && view.phase.endsWith('-combat')) return `End the ${SEGMENT_NAMES[view.segment]}`;
  if (view.phase === 'joint-rally') return 'End your part of the Joint Rally Phase';
  return `End the ${phaseName(view.phase)}`;
}

/** An action as a button or a numbered line offers it, with the clause it acts under. */
export function describeGameAction(
  a: GameAction,
  view: Pick<SauronView, 'phase' | 'segment' | 'mortal'>,
): { text: string; clause: string } {
  switch (a.type) {
    case 'set-gates':
      return {
        text: a.closed ? 'Close the Gates of Morannon for this game-turn' : 'Leave the Gates of Morannon open this game-turn',
        clause: '18.1',
      };
    case 'move':
      return { text: `Move ${pieceName(a.piece)} to ${a.to}`, clause: leaderById(a.piece) ? '8.11' : '4.3' };
    case 'take-ring':
      return { text: `${PieceName(a.leader)} takes up the Ring`, clause: 'SAU-A10' };
    case 'return-ring':
      return { text: 'Return the Ring to Sauron', clause: '16.631' };
    case 'pass-narsil':
      return { text: `Pass Narsil to ${nameOf(a.to)}`, clause: '19.211' };
    case 'missile':
      return { text: `${PieceName(a.unit)} fires at ${pieceName(a.target)}`, clause: '7.175' };
    case 'melee':
      return { text: `${PieceName(a.unit)} attacks ${pieceName(a.target)} in melee`, clause: 'SAU-M15' };
    case 'leader-attack':
      return { text: `${PieceName(a.leader)} attacks ${nameOf(a.target)} (Leader Combat)`, clause: '7.221' };
    case 'challenge':
      return { text: `${PieceName(a.challenger)} challenges ${nameOf(a.defender)} to Mortal Combat`, clause: '22.0' };
    case 'accept':
      return { text: `${view.mortal ? PieceName(view.mortal.defender) : 'The defender'} accepts the challenge`, clause: '22.1' };
    case 'refuse':
      return {
        text: `${view.mortal ? PieceName(view.mortal.defender) : 'The defender'} refuses the challenge (his Rally Points to his side's Demoralization Level)`,
        clause: '22.3',
      };
    case 'rally':
      return { text: `${PieceName(a.leader)} rallies his disrupted units`, clause: 'SAU-M16' };
    case 'ring-removal':
      return { text: `${PieceName(a.leader)} tries to take off the Ring`, clause: '16.633' };
    case 'destroy-ring':
      return { text: 'Cast the Ring into Mt. Orodruin', clause: '16.633' };
    case 'beast-power': {
      const p = BEAST_POWERS.byId.get(a.power);
      return { text: `Give the Beast ${powerName(a.power)}${p ? ` (${p.cost} Magic Capability Points)` : ''}`, clause: 'SAU-M20' };
    }
    case 'form':
      return { text: `${PieceName(a.leader)} forms a special formation of ${a.units.map(pieceName).join(', ')}`, clause: 'SAU-M22' };
    case 'break-up':
      return { text: `${PieceName(a.unit)} breaks away from its special formation to ${a.to}`, clause: 'SAU-M22' };
    case 'end':
      return { text: endLabel(view), clause: view.phase === 'joint-rally' ? 'SAU-M16' : 'SAU-A6' };
  }
}
