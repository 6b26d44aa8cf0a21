/**
 * Sword & Spear Fantasy events in words, each with the clause the rules cite: the game's (game/) and
 * the referee's (referee.ts). The web log and the CLI both use it; `nameOf` turns ids (units,
 * characters, seats) into the names players know.
 *
 *   describeSsfEvent({ type: 'die-given', clause: 'F1', side: 'a', unit: 'elf-spears-1', value: 4 }, names)
 *   // { text: 'Elven Host give a 4 to Elf Spears', clause: 'F1' }
 */
import type { Seat } from '../../core/ruleset.js';
import type { Describer } from '../../core/system.js';
import { plural } from '../../core/words.js';
import { PLAYER_SEATS, toAct, type SsfState } from './game/index.js';
import type { RefereeOptions, RefereeView } from './referee.js';

export interface EventLine {
  readonly text: string;
  readonly clause: string;
  readonly tone?: 'info' | 'result' | 'end';
  /** Starts a new step of the game (numbered in the log). */
  readonly move?: boolean;
}

// ---------------------------------------------------------------- names, from the reader's view

const SEAT_NAMES: Readonly<Record<string, string>> = {
  a: 'First army',
  b: 'Second army',
  a2: 'First army, second command',
  b2: 'Second army, second command',
};
/** A seat as a player picks it, where the view gives no army's name. */
export const seatName = (seat: Seat): string => SEAT_NAMES[seat] ?? seat;

/** 'elf-spears-1' -> 'Elf spears 1', for an id no view names (a terrain piece, an obstacle). */
export const humanize = (id: string): string => (id ? id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ') : id);

type GameNames = Pick<SsfState, 'field' | 'characters' | 'names' | 'routed'>;
const isGameView = (v: unknown): v is GameNames => typeof v === 'object' && v !== null && 'field' in v && 'routed' in v;
const isRefereeView = (v: unknown): v is Pick<RefereeView, 'units'> =>
  typeof v === 'object' && v !== null && 'units' in v && !('field' in v);

/**
 * Every id the log may name, with its name: the game's units (two with the same name are told apart
 * by a number), characters and seats (the armies' names); the referee's two units.
 */
export function nameIndex(view: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (isRefereeView(view)) {
    out.set('attacker', view.units.attacker.profile.name);
    out.set('defender', view.units.defender.profile.name);
    return out;
  }
  if (!isGameView(view)) return out;
  const units = [
    ...view.field.units.map((u) => ({ id: u.id, name: u.profile.name })),
    ...view.routed.map((r) => ({ id: r.id, name: r.name })),
  ];
  const count = new Map<string, number>();
  for (const u of units) count.set(u.name, (count.get(u.name) ?? 0) + 1);
  for (const u of units) {
    const many = (count.get(u.name) ?? 0) > 1;
    const n = /-(\d+)$/.exec(u.id)?.[1];
    out.set(u.id, many && n ? `${u.name} ${n}` : u.name);
  }
  for (const c of view.characters) out.set(c.id, c.name);
  for (const s of PLAYER_SEATS) out.set(s, view.names[s] ?? seatName(s));
  return out;
}

/** Names from an index, any other id made readable. */
export const nameOfIn =
  (names: ReadonlyMap<string, string>) =>
  (id: string): string =>
    names.get(id) ?? humanize(id);

// ---------------------------------------------------------------- the decision pending

const STEP_WORDS: Readonly<Record<string, string>> = {
  allocate: 'allocating action dice',
  'attack-spells': 'attack spells',
  activate: 'activations',
  'assign-power': 'assigning magic power dice',
  protect: 'a protect spell?',
  'fight-boost': 'a boost spell for the melee?',
  'end-phase': 'end phase',
  over: 'the battle is over',
};

export const KIND_WORDS: Readonly<Record<RefereeOptions['kind'], { name: string; clause: string }>> = {
  shooting: { name: 'a shooting', clause: '9 Shooting procedure' },
  melee: { name: 'a melee', clause: 'SSF-A36' },
  spell: { name: 'an attack spell', clause: '17 Attack Spell' },
};

/** 'Turn 2 · action phase 1 · activations · Elven Host to act'; the referee's 'Elf Archers against Orc Warband: a shooting · to resolve'. */
export function decisionText(rulesetId: string, view: unknown): string {
  if (rulesetId === 'sword-and-spear-referee' || isRefereeView(view)) {
    const v = view as RefereeView;
    return `${v.units.attacker.profile.name} against ${v.units.defender.profile.name}: ${KIND_WORDS[v.options.kind].name}${v.outcome ? ' · resolved' : ' · to resolve'}`;
  }
  const v = view as SsfState;
  const who = toAct(v)
    .map((s) => v.names[s] ?? s)
    .join(', ');
  const phase = v.phase ? ` · action phase ${v.turn.phase}` : '';
  return `Turn ${v.turn.turn}${phase} · ${STEP_WORDS[v.step] ?? v.step}${who ? ` · ${who} to act` : ''}`;
}

/** The system's one wording (core Describer): units, characters and armies named from the reader's view. */
export const describer: Describer = {
  event: (event, context) => describeSsfEvent(event as Ev, nameOfIn(nameIndex(context.view))),
  decision: decisionText,
};

type Ev = { readonly type: string; readonly clause?: string; readonly [k: string]: unknown };

const list = (xs: unknown) => (Array.isArray(xs) ? xs.join(' ') : '');

interface SideResult {
  readonly id: string;
  readonly dice: number;
  readonly roll: readonly number[];
  readonly tests: readonly { readonly roll: number; readonly passed: boolean }[];
  readonly hits: number;
  readonly routed: boolean;
}

function meleeSide(r: SideResult, name: string): string {
  const tests = r.tests.length ? `, tests ${r.tests.map((t) => `${t.roll}${t.passed ? ' passed' : ' failed'}`).join(', ')}` : '';
  return `${name} rolled ${r.dice} (${r.roll.join(' ')})${tests}: ${plural(r.hits, 'hit')}${r.routed ? ', routs' : ''}`;
}

/** One line for an event, or null for one players need not read. */
export function describeSsfEvent(e: Ev, nameOf: (id: string) => string): EventLine | null {
  const c = e.clause ?? '';
  const n = (k: string) => nameOf(String(e[k] ?? ''));
  const line = (text: string, tone: EventLine['tone'] = 'info', move = false): EventLine => ({
    text,
    clause: c,
    tone,
    ...(move ? { move } : {}),
  });
  switch (e.type) {
    case 'turn':
      return line(`Turn ${String(e.turn)} begins`, 'info', true);
    case 'magic-power': {
      const power = (e.power ?? {}) as Record<string, number>;
      const parts = Object.entries(power).map(([id, p]) => `${nameOf(id)} ${p}`);
      return line(`Magic power rolled (${list(e.rolls)}): ${parts.join(', ') || 'none'}`);
    }
    case 'magic-power-rolled':
      return line(
        `Magic power dice rolled (${list(e.rolls)}): ${Array.isArray(e.assign) ? e.assign.map((p) => nameOf(String(p))).join(', ') : ''} to assign them`,
      );
    case 'magic-power-assigned': {
      const given = Array.isArray(e.power) ? (e.power as { user: string; die: number }[]) : [];
      return line(`${n('side')} assign their magic power dice: ${given.map((p) => `${p.die} to ${nameOf(p.user)}`).join(', ')}`);
    }
    case 'action-phase': {
      const drawn = (e.drawn ?? {}) as Record<string, number>;
      const rolled = (e.rolled ?? {}) as Record<string, readonly number[]>;
      const sides = Object.keys(drawn).map((s) => `${nameOf(s)} ${plural(drawn[s]!, 'die', 'dice')} (${(rolled[s] ?? []).join(' ')})`);
      return line(`Action phase ${String(e.phase)}: drawn ${sides.join(', ')}; ${n('initiative')} have the initiative`, 'info', true);
    }
    case 'die-given':
      return line(`${n('side')} give a ${String(e.value)} to ${n('unit')}`);
    case 'allocation-done':
      return line(
        `${n('side')} have allocated their dice${Array.isArray(e.unused) && e.unused.length ? ` (${list(e.unused)} unused)` : ''}`,
      );
    case 'activated':
      return line(`${n('unit')} activated with ${list(e.dice)}`, 'info', true);
    case 'spell': {
      const what =
        e.spell === 'attack'
          ? `a level ${String(e.level)} ${String(e.form)} attack spell at ${n('target')}`
          : e.spell === 'boost'
            ? `boost ${String(e.level)} on ${n('target')} (+${String(e.bonuses)} bonuses)`
            : e.spell === 'protect'
              ? `protect ${String(e.level)} on ${n('target')}`
              : `rally/heal ${String(e.level)} on ${n('target')} (${plural(Number(e.healed ?? 0), 'hit')} removed)`;
      return line(`${n('user')} casts ${what}, ${String(e.cost)} power`);
    }
    case 'hold':
      return line(`${n('unit')} holds`);
    case 'deferred':
      return line(`${n('unit')} defers its action`);
    case 'rallied':
      return line(`${n('unit')} rallies: ${plural(Number(e.removed), 'hit')} removed`, 'result');
    case 'moved': {
      const turn = Number(e.turn ?? 0);
      return line(
        `${n('unit')} ${String(e.order)}${turn ? ` turns ${turn > 0 ? 'left' : 'right'} ${Math.abs(turn)}° and` : ''} moves ${String(e.distance)} DU${Number(e.bonusesUsed) ? ` (${plural(Number(e.bonusesUsed), 'bonus', 'bonuses')} spent)` : ''}`,
      );
    }
    case 'charged':
      return line(`${n('unit')} charges ${n('target')} in the ${String(e.side)}, ${Number(e.distance).toFixed(1)} DU`);
    case 'shot-declared':
      return line(`${n('unit')} shoots at ${n('target')}: a protect spell may be cast`);
    case 'melee-declared':
      return line(`${n('attacker')} ${e.charging ? 'charges' : 'fights'} ${n('defender')}: a boost spell may be cast on ${n('defender')}`);
    case 'shot':
      return line(
        `${n('unit')} shoots at ${n('target')} at ${Number(e.range).toFixed(1)} DU: ${String(e.shooterDice)} dice against ${String(e.targetDice)}`,
      );
    case 'shooting-dice':
      return line(`Dice: ${list(e.shooter) || 'none'} against ${list(e.target) || 'none'}`);
    case 'pair':
      return line(
        `Pair ${String(e.attacker)} (${String(e.adjusted)} after protection) against ${String(e.defender)}: ${e.result === 'hit' ? 'a hit' : e.result === 'test' ? 'a discipline test' : 'nothing'}`,
      );
    case 'discipline-test':
      return line(
        `${e.unit ? `${n('unit')}: ` : ''}discipline test (${String(e.cause)}) at ${String(e.discipline)}: rolled ${String(e.roll)}, ${e.passed ? 'passed' : 'failed, a hit'}`,
        e.passed ? 'info' : 'result',
      );
    case 'hits':
      return line(`${e.unit ? `${n('unit')} takes ` : ''}${plural(Number(e.hits), 'hit')}`, 'result');
    case 'routed':
      return line(
        `${e.unit ? n('unit') : 'The target'} routs${e.value !== undefined ? ` (army value ${String(e.value)} lost)` : ''}`,
        'result',
      );
    case 'commander-risk':
      return line(`${n('character')} with the routing unit: rolled ${String(e.roll)}, ${e.killed ? 'killed' : 'escapes'}`, 'result');
    case 'shot-at-character':
      return line(`${n('unit')} shoots at ${n('character')}, alone`);
    case 'charged-character':
      return line(`${n('unit')} charges ${n('character')}, alone, ${Number(e.distance).toFixed(1)} DU`);
    case 'character-risk':
      return line(
        `${n('character')} ${e.cause === 'shot' ? 'shot at' : 'contacted'}: rolled ${String(e.roll)}, ${e.killed ? 'killed' : 'survives'}`,
        'result',
      );
    case 'character-fled':
      return line(`${n('character')} flees to ${n('unit')}`, 'result');
    case 'character-killed':
      return line(`${n('character')} is killed: no friendly unit to flee to`, 'result');
    case 'melee': {
      if (typeof e.attacker === 'object' && e.attacker !== null) {
        const a = e.attacker as SideResult;
        const d = e.defender as SideResult;
        return line(`Melee: ${meleeSide(a, nameOf(a.id))}; ${meleeSide(d, nameOf(d.id))}`, 'result');
      }
      const a = e.a as SideResult;
      const b = e.b as SideResult;
      const winner = e.winner ? `${nameOf(String(e.winner))} wins` : 'drawn';
      return line(
        `Melee, ${n('attacker')} against ${n('defender')}${e.charging ? ' (charge)' : ''}: ${meleeSide(a, nameOf(a.id))}; ${meleeSide(b, nameOf(b.id))}; ${winner}`,
        'result',
      );
    }
    case 'crossed-obstacle':
      return line(
        `${n('unit')} crosses ${Array.isArray(e.obstacles) ? e.obstacles.map((x) => nameOf(String(x))).join(', ') : 'an obstacle'}${e.notFresh ? ': not fresh in this combat' : ''}`,
      );
    case 'group-moved':
      return line(
        `${n('unit')} moves as a group with ${Array.isArray(e.units) ? e.units.map((x) => nameOf(String(x))).join(' and ') : ''}, ${String(e.distance)} DU straight ahead${Number(e.bonusesUsed) ? ` (${plural(Number(e.bonusesUsed), 'bonus', 'bonuses')} spent)` : ''}`,
      );
    case 'pursued':
      return line(`${n('unit')} pursues ${String(e.distance)} DU`);
    case 'commander-rally':
      return line(`${n('character')} rallies ${n('unit')}: rolled ${String(e.roll)}, ${e.passed ? 'a hit removed' : 'failed'}`);
    case 'regenerate':
      return line(`${n('unit')} regenerates: rolled ${String(e.roll)}${e.healed ? ', a hit removed' : ''}`);
    case 'end-phase':
      return line('End phase: commanders and magic-users move, rally/heal spells', 'info', true);
    case 'character-moved':
      return line(`${n('character')} ${e.attached ? 'joins' : 'moves behind'} ${n('unit')}`);
    case 'game-over':
      return line(e.winner ? `${n('winner')} win the battle` : 'The battle ends drawn', 'end');
    default:
      return null;
  }
}

// ---------------------------------------------------------------- actions in words (the terminal and the web page)

/** An action in words with the clause it rests on; `known` is false for a kind worded only from its fields. */
export interface ActionLine {
  readonly text: string;
  readonly clause: string;
  readonly known: boolean;
}

/** What the wording of an action may name besides its own fields: the activated unit, the shot's target, and whether an id is a lone character (SSF-A46). */
export interface ActionContext {
  readonly current?: string;
  readonly pending?: string;
  /** The unit a boost is for when it is not the activated one: the enemy it fights (17 Spells). */
  readonly boosted?: string;
  readonly lone?: (id: string) => boolean;
}

/** The context a view gives an action's wording: the activated unit, the shot's target, the unit a boost in a melee is for. */
export const actionContextOf = (view: Pick<SsfState, 'current' | 'pending' | 'fight'> | undefined): ActionContext => ({
  ...(view?.current ? { current: view.current.unit } : {}),
  ...(view?.pending ? { pending: view.pending.target } : {}),
  ...(view?.fight ? { boosted: view.fight.defender } : {}),
});

type Act = { readonly type: string; readonly [k: string]: unknown };

/** The clause each order rests on (F1-F3 from rules-gaps.md, the seed's sections, the assumptions). */
export const SSF_ORDER_CLAUSE: Readonly<Record<string, string>> = {
  hold: 'F1',
  defer: 'F2',
  advance: 'F3',
  manoeuvre: 'SSF-A37',
  charge: 'SSF-A3',
  shoot: '9 Shooting procedure',
  'move-and-shoot': '9 Combat dice',
  fight: 'SSF-A36',
  rally: 'SSF-A41',
};

/** 'about face', 'turn 45° left' (positive turns are to the left, SSF-A37). */
export const turnWords = (t: number): string => (Math.abs(t) === 180 ? 'about face' : `turn ${Math.abs(t)}° ${t > 0 ? 'left' : 'right'}`);

/** Any action's fields in words, ids named: 'Wheel about: unit Elf Knights, degrees 45' (for kinds with no words of their own). */
export function describeSsfFields(a: Act, nameOf: (id: string) => string): string {
  const kind = String(a.type ?? 'action').replace(/-/g, ' ');
  const word = (v: unknown): string =>
    Array.isArray(v)
      ? v.map(word).join(', ')
      : typeof v === 'string'
        ? nameOf(v)
        : typeof v === 'object' && v !== null
          ? JSON.stringify(v)
          : String(v);
  const fields = Object.entries(a)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${word(v)}`);
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}

/**
 * One legal action in words, with its clause: the one wording the terminal (src/cli/spear-play.ts) and
 * the web page (web/src/rulesets/sword-and-spear/logic.ts) both show. A kind (or an order) with no words
 * here is worded from its fields, `known: false`, its clause its own `clause` field or 'F3' / 'SSF-A1'.
 *
 *   describeSsfAction({ type: 'give', unit: 'elf-spears-1', value: 4 }, nameOf)  // { text: 'Give a 4 to Elf Spearmen 1', clause: 'F1', known: true }
 */
export function describeSsfAction(a: Act, nameOf: (id: string) => string, ctx: ActionContext = {}): ActionLine {
  const n = (k: string) => nameOf(String(a[k] ?? ''));
  const line = (text: string, clause: string): ActionLine => ({ text, clause, known: true });
  switch (a.type) {
    case 'give':
      return line(`Give a ${String(a.value)} to ${n('unit')}`, 'F1');
    case 'done-allocating':
      return line('Done allocating (dice not given are not used)', 'F1');
    case 'attack-spell':
      return line(`${n('user')}: level ${String(a.level)} ${String(a.form)} attack spell on ${n('target')}`, '17 Attack Spell');
    case 'no-more-spells':
      return line('No more attack spells', '17 Spells');
    case 'boost':
      return line(
        `${n('user')}: boost ${ctx.boosted ? nameOf(ctx.boosted) : ctx.current ? nameOf(ctx.current) : 'the unit'}, level ${String(a.level)}`,
        '17 Spells',
      );
    case 'protect':
      return line(`${n('user')}: protect ${ctx.pending ? nameOf(ctx.pending) : 'the target'}, level ${String(a.level)}`, '17 Spells');
    case 'no-protect':
      return line('No protect spell', '17 Spells');
    case 'no-boost':
      return line('No boost spell', '17 Spells');
    case 'assign-power':
      return line(
        `Magic power dice: ${Array.isArray(a.power) ? a.power.map((p: { user: string; die: number }) => `${p.die} to ${nameOf(p.user)}`).join(', ') : ''}`,
        '17 Magical Power',
      );
    case 'place':
      return line(`${n('character')} ${a.attach ? 'joins' : 'moves behind'} ${n('unit')}`, 'SSF-A39');
    case 'heal':
      return line(`${n('user')}: rally/heal level ${String(a.level)} on ${n('target')}`, '17 Spells');
    case 'end-phase-done':
      return line('End phase done', 'SSF-A1');
    case 'group-move':
      return line(
        `Group move with ${Array.isArray(a.units) ? a.units.map((x) => nameOf(String(x))).join(' and ') : ''}, ${String(a.distance)} DU straight ahead`,
        'SSF-A50',
      );
    case 'order': {
      const lone = typeof a.target === 'string' && ctx.lone?.(a.target) === true;
      const target = `${n('target')}${lone ? ' (alone)' : ''}`;
      const at = (clause: string) => (lone ? '17 Magic; SSF-A46' : clause);
      const distance = Number(a.distance ?? 0);
      switch (a.order) {
        case 'hold':
          return line('Hold', 'F1');
        case 'defer':
          return line('Defer (act later this turn)', 'F2');
        case 'rally':
          return line('Rally', 'SSF-A41');
        case 'advance':
          return a.altitude === 'high' ? line(`Advance ${distance} DU, flying high`, 'SSF-A44') : line(`Advance ${distance} DU`, 'F3');
        case 'manoeuvre':
          return line(
            `Manoeuvre: ${turnWords(Number(a.turn ?? 0))}${distance ? `, then ${distance} DU` : ''}${a.altitude === 'high' ? ', flying high' : ''}`,
            a.altitude === 'high' ? 'SSF-A44' : 'SSF-A37',
          );
        case 'charge':
          return line(`Charge ${target}`, at('SSF-A3'));
        case 'shoot':
          return line(`Shoot at ${target}`, at('9 Shooting procedure'));
        case 'move-and-shoot':
          return line(`Advance ${distance} DU and shoot at ${target}`, at('9 Combat dice'));
        case 'fight':
          return line(`Fight ${target}`, 'SSF-A36');
      }
      return {
        text: describeSsfFields({ ...a, type: String(a.order ?? 'order') }, nameOf),
        clause: typeof a.clause === 'string' ? a.clause : 'F3',
        known: false,
      };
    }
  }
  return { text: describeSsfFields(a, nameOf), clause: typeof a.clause === 'string' ? a.clause : 'SSF-A1', known: false };
}
