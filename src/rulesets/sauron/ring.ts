/**
 * The One Ring (16.6-16.69) and Narsil (19.211, 19.212, 20.21) as pure functions over a small
 * `RingState`. Each returns the new state and events naming their clauses; changes to a side's
 * Demoralization Level or to Sauron's Magic Capability Points are `demoralization-change` and
 * `magic-points-change` events for the caller (record.ts) to apply, and a leader turned evil is a
 * `leader-turned-evil` event whose new controller the caller records.
 *
 * The Ring: Sauron wears it at the start. 16.61: when it leaves him he loses 4 Morale for all
 * purposes, his side's level rises by 20 and 10 Magic Capability Points go (never below 0: SAU-A25);
 * 16.62: all reversed when he wears it again. It changes hands in Mortal Combat (the survivor takes it
 * from a dead holder, and by default the foe who overthrows Sauron takes it from him alive: SAU-A10,
 * `onOverthrown`); a holder who dies any other way leaves it lying in his hex for the next leader
 * there (SAU-A10). 16.631: the Ringwraith or Gorgol returns it to Sauron by meeting him; with Sauron
 * dead the highest ranking Sauron leader (SAU-A9) wears it at +2 Morale. 16.633: a Westernesse holder
 * tries once per Joint Rally Phase (SAU-A11) to take it off (one die at most his Ring Rating); off, in
 * the Orodruin centre hex, in the Joint Rally Phase, he may destroy it (SAU-A12). 16.69: three failures
 * and he turns evil (+2 Morale): a servant of Sauron if his Basic Morale (SAU-A13) is below 4, else a
 * third player's, who takes one type of Sauron unit a turn (SAU-A14).
 *
 * Narsil: Elendil's; whole it passes only to Isildur and only from a wounded or dead Elendil (SAU-A8,
 * F11). 19.211: broken, its shards serve any Numenorean leader; 19.212: they give +1 Combat in leader
 * combat only. 20.21: broken +10 to Westernesse's level, the shards destroyed +10 more.
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { CLAUSE } from './clauses.js';
import { TABLES, type Side, type Tables, type WeaponId } from './data.js';
import type { DemoralizationChange, Ev, MagicPointsChange } from './events.js';
import type { Controller } from './mortal-combat.js';
import { Errors } from './errors.js';

/** 16.61. */
export const RING_LOSS_MORALE = -4;
/** 16.631. */
export const RING_BEARER_MORALE = 2;
/** 16.69. */
export const EVIL_MORALE = 2;
export const FAILURES_TO_EVIL = 3;
export const SERVANT_BELOW = 4;
/** 16.61. */
export const RING_LOSS_MAGIC_POINTS = 10;

export interface RingState {
  readonly ring: {
    /** 'worn' by its holder, carried 'off' (16.633), 'lying' in a hex, or 'destroyed'. */
    readonly status: 'worn' | 'off' | 'lying' | 'destroyed';
    readonly holder: string | null;
    readonly lyingAt: string | null;
    /** 16.69: failed attempts to take it off, per leader. */
    readonly failures: Readonly<Record<string, number>>;
    /** SAU-A11: the game-turn of each leader's last attempt (one per Joint Rally Phase). */
    readonly attempted: Readonly<Record<string, number>>;
    /** 16.61 in force: Sauron has lost it and not recovered it. */
    readonly sauronLost: boolean;
    /** The Magic Capability Points 16.61 took, which 16.62 gives back (SAU-A25). */
    readonly magicTaken: number;
  };
  readonly narsil: {
    readonly form: 'whole' | 'shards' | 'destroyed';
    readonly bearer: string | null;
    readonly lyingAt: string | null;
  };
}

/** What the Ring rules need to know about a leader. */
export interface RingLeader {
  readonly id: string;
  readonly name: string;
  /** His side in the data file. */
  readonly side: Side;
  /** Who controls him now (16.69 changes it). */
  readonly controller: Controller;
  readonly kind: 'leader' | 'beast';
  readonly alive: boolean;
  readonly position: string | null;
  readonly ring: number | null;
  readonly numenorean: boolean;
  /** Printed ratings and wounds, for the Basic Morale of 16.69 and the rank of 16.631. */
  readonly combat: number;
  readonly morale: number;
  readonly wounds: number;
  /** Turned evil already (16.69). */
  readonly evil: boolean;
}

export interface RingWorld {
  /** Every leader, in the data file's order (SAU-A9 breaks ties by it). */
  readonly leaders: readonly RingLeader[];
  readonly turn: number;
  readonly jointRallyPhase: boolean;
  /** Sauron's Magic Capability Points now. */
  readonly magicPoints: number;
  /** The position label of the Orodruin centre hex (16.633). */
  readonly orodruin: string;
  /** SAU-A15: a leader turned evil adds his original rally rating to Westernesse's level. */
  readonly evilCountsAsKilled: boolean;
}

export type RingEvent =
  | Ev<'ring-taken', { leaderId: string; from: string | null; cause: string }>
  | Ev<'ring-lying', { at: string | null; from: string }>
  | Ev<'ring-lost-by-sauron', { morale: number; magicPoints: number; demoralization: number }>
  | Ev<'ring-recovered-by-sauron', { magicPoints: number; demoralization: number }>
  | Ev<'ring-returned', { fromId: string }>
  | Ev<'ring-to-highest-ranking', { fromId: string | null; toId: string }>
  | Ev<'ring-removal', { leaderId: string; die: number; ringRating: number; removed: boolean; failures: number }>
  | Ev<'leader-turned-evil', { leaderId: string; basicMorale: number; becomes: 'servant' | 'third'; controller: Controller }>
  | Ev<'ring-destroyed', { leaderId: string; at: string }>
  | Ev<'narsil-shattered', { cause: string; bearerId: string | null }>
  | Ev<'shards-destroyed', { cause: string }>
  | Ev<'weapon-passed', { weapon: WeaponId; from: string | null; to: string }>
  | Ev<'weapon-lying', { weapon: WeaponId; at: string | null; from: string }>
  | DemoralizationChange
  | MagicPointsChange;

type Step = Result<{ state: RingState; events: RingEvent[] }, RuleError>;

export function startRing(tables: Tables = TABLES): RingState {
  return {
    ring: { status: 'worn', holder: 'sauron', lyingAt: null, failures: {}, attempted: {}, sauronLost: false, magicTaken: 0 },
    narsil: { form: 'whole', bearer: tables.weapons.get('narsil')!.startsWith, lyingAt: null },
  };
}

const find = (w: RingWorld, id: string): RingLeader | undefined => w.leaders.find((l) => l.id === id);
const sauronOf = (w: RingWorld) => find(w, 'sauron');
const sameHex = (a: string | null, b: string | null) => a === null || b === null || a === b;

/** SAU-A9: the highest ranking living Sauron leader other than Sauron: the largest printed Combat + Morale, ties in data order. */
export function highestRankingSauronLeader(w: RingWorld): RingLeader | null {
  let best: RingLeader | null = null;
  for (const l of w.leaders) {
    if (l.id === 'sauron' || !l.alive || l.kind !== 'leader' || l.side !== 'sauron' || l.controller !== 'sauron') continue;
    if (!best || l.combat + l.morale > best.combat + best.morale) best = l;
  }
  return best;
}

/** The Morale changes the Ring makes to a leader now (16.61, 16.631). */
export function ringMorale(rs: RingState, w: RingWorld, leaderId: string): { ringLost: boolean; ringBearer: boolean } {
  const sauron = sauronOf(w);
  const l = find(w, leaderId);
  return {
    ringLost: leaderId === 'sauron' && rs.ring.sauronLost,
    ringBearer:
      !!l &&
      leaderId !== 'sauron' &&
      rs.ring.holder === leaderId &&
      rs.ring.status === 'worn' &&
      !!sauron &&
      !sauron.alive &&
      l.side === 'sauron' &&
      l.controller === 'sauron',
  };
}

/**
 * The Ring goes to `toId` (or to the ground at `lyingAt` when null), with 16.61/16.62 applied when it
 * leaves Sauron or comes back to him, and 16.631 when a Sauron leader takes it with Sauron dead.
 */
function moveRing(
  rs: RingState,
  w: RingWorld,
  toId: string | null,
  lyingAt: string | null,
  cause: string,
  clause: string,
): { state: RingState; events: RingEvent[] } {
  const events: RingEvent[] = [];
  const from = rs.ring.holder;
  let to = toId;
  const taker = to ? find(w, to) : undefined;
  const sauron = sauronOf(w);
  if (taker && taker.controller === 'sauron' && taker.side === 'sauron' && to !== 'sauron' && sauron && !sauron.alive) {
    const best = highestRankingSauronLeader(w);
    if (best && best.id !== to) {
      events.push({ type: 'ring-taken', clause, leaderId: to!, from, cause });
      events.push({ type: 'ring-to-highest-ranking', clause: '16.631', fromId: to, toId: best.id });
      to = best.id;
    }
  }
  if (to && events.length === 0) events.push({ type: 'ring-taken', clause, leaderId: to, from, cause });
  if (!to && from) events.push({ type: 'ring-lying', clause, at: lyingAt, from });
  let ring: RingState['ring'] = { ...rs.ring, holder: to, status: to ? 'worn' : 'lying', lyingAt: to ? null : lyingAt };
  const file = TABLES.demoralization;
  if (from === 'sauron' && to !== 'sauron' && !rs.ring.sauronLost) {
    const taken = Math.min(RING_LOSS_MAGIC_POINTS, Math.max(0, w.magicPoints));
    ring = { ...ring, sauronLost: true, magicTaken: taken };
    events.push({
      type: 'ring-lost-by-sauron',
      clause: '16.61',
      morale: RING_LOSS_MORALE,
      magicPoints: -taken,
      demoralization: file.ringLost,
    });
    events.push({ type: 'demoralization-change', clause: '16.61', side: 'sauron', points: file.ringLost, cause: 'Sauron lost the Ring' });
    if (taken > 0) events.push({ type: 'magic-points-change', clause: '16.61', delta: -taken, cause: 'Sauron lost the Ring' });
  }
  if (to === 'sauron' && rs.ring.sauronLost) {
    events.push({ type: 'ring-recovered-by-sauron', clause: '16.62', magicPoints: rs.ring.magicTaken, demoralization: -file.ringLost });
    events.push({
      type: 'demoralization-change',
      clause: '16.62',
      side: 'sauron',
      points: -file.ringLost,
      cause: 'Sauron recovered the Ring',
    });
    if (rs.ring.magicTaken > 0)
      events.push({ type: 'magic-points-change', clause: '16.62', delta: rs.ring.magicTaken, cause: 'Sauron recovered the Ring' });
    ring = { ...ring, sauronLost: false, magicTaken: 0 };
  }
  return { state: { ...rs, ring }, events };
}

/**
 * A leader has died. The Ring: to `victorId` (the survivor of a Mortal Combat: 16.61, 16.62 via 22.0),
 * else it lies in the dead holder's hex (SAU-A10); Sauron dying while a Sauron leader holds it sends it
 * to the highest ranking (16.631). Narsil or its shards lie where their bearer fell (SAU-A8).
 */
export function onLeaderDeath(
  rs: RingState,
  w: RingWorld,
  deadId: string,
  victorId: string | null = null,
): { state: RingState; events: RingEvent[] } {
  const dead = find(w, deadId);
  let state = rs;
  const events: RingEvent[] = [];
  if (rs.ring.holder === deadId && rs.ring.status !== 'destroyed') {
    const victor = victorId ? find(w, victorId) : undefined;
    const r =
      victor?.alive && victor.kind === 'leader'
        ? moveRing(
            state,
            w,
            victor.id,
            null,
            `took the Ring from ${dead?.name ?? deadId} in Mortal Combat`,
            victor.id === 'sauron' ? '16.62' : victor.side === 'sauron' && victor.controller === 'sauron' ? '16.631' : '16.61',
          )
        : moveRing(state, w, null, dead?.position ?? null, `${dead?.name ?? deadId} died holding the Ring`, 'SAU-A10');
    state = r.state;
    events.push(...r.events);
  } else if (deadId === 'sauron' && rs.ring.holder && rs.ring.holder !== 'sauron' && rs.ring.status === 'worn') {
    const holder = find(w, rs.ring.holder);
    const best = highestRankingSauronLeader(w);
    if (holder?.controller === 'sauron' && holder.side === 'sauron' && best && best.id !== holder.id) {
      events.push({ type: 'ring-to-highest-ranking', clause: '16.631', fromId: holder.id, toId: best.id });
      state = { ...state, ring: { ...state.ring, holder: best.id } };
    }
  }
  if (state.narsil.bearer === deadId && state.narsil.form !== 'destroyed') {
    const weapon: WeaponId = state.narsil.form === 'whole' ? 'narsil' : 'shards';
    events.push({ type: 'weapon-lying', clause: 'SAU-A8', weapon, at: dead?.position ?? null, from: deadId });
    state = { ...state, narsil: { ...state.narsil, bearer: null, lyingAt: dead?.position ?? null } };
  }
  return { state, events };
}

/**
 * SAU-A10 ('overthrown'), 16.61: Sauron, overthrown in Mortal Combat, loses the Ring to the foe who
 * overthrew him (`byId`), or, the foe dead too, it lies in Sauron's hex. Nothing when he has not got it.
 */
export function onOverthrown(
  rs: RingState,
  w: RingWorld,
  leaderId: string,
  byId: string | null,
): { state: RingState; events: RingEvent[] } {
  if (leaderId !== 'sauron' || rs.ring.holder !== 'sauron' || rs.ring.status !== 'worn') return { state: rs, events: [] };
  const by = byId ? find(w, byId) : undefined;
  return by?.alive && by.kind === 'leader'
    ? moveRing(rs, w, by.id, null, 'overthrew Sauron in Mortal Combat', '16.61')
    : moveRing(rs, w, null, sauronOf(w)?.position ?? null, 'Sauron was overthrown in Mortal Combat', '16.61');
}

/** SAU-A10: a living leader picks up the Ring lying in his hex. */
export function takeRing(rs: RingState, w: RingWorld, takerId: string): Step {
  const t = find(w, takerId);
  if (!t) return err(Errors.unknownLeader(takerId, CLAUSE.ringOfPower));
  if (rs.ring.status !== 'lying') return err(Errors.ringNotLying(rs.ring.status === 'destroyed' ? 'destroyed' : 'held'));
  if (!t.alive || t.kind !== 'leader') return err(Errors.cannotTakeRing(t.name));
  if (!sameHex(t.position, rs.ring.lyingAt)) return err(Errors.ringNotThere(rs.ring.lyingAt, t.name, t.position));
  return ok(moveRing(rs, w, t.id, null, `${t.name} took up the Ring`, t.id === 'sauron' ? '16.62' : 'SAU-A10'));
}

/** 16.631: a Sauron leader holding the Ring gives it to Sauron by meeting him (a servant may too: SAU-A15). */
export function returnRingToSauron(rs: RingState, w: RingWorld): Step {
  const holder = rs.ring.holder ? find(w, rs.ring.holder) : undefined;
  const sauron = sauronOf(w);
  if (!holder || holder.id === 'sauron') return err(Errors.nothingToReturn('holds'));
  if (holder.controller !== 'sauron') return err(Errors.notSaurons(holder.name));
  if (!sauron?.alive) return err(Errors.sauronDeadRingWorn());
  if (!sameHex(holder.position, sauron.position)) return err(Errors.notInSauronsHex(holder.name));
  const r = moveRing(rs, w, 'sauron', null, `${holder.name} returned the Ring to Sauron`, '16.631');
  return ok({
    state: r.state,
    events: [{ type: 'ring-returned', clause: '16.631', fromId: holder.id }, ...r.events.filter((e) => e.type !== 'ring-taken')],
  });
}

/** SAU-A13: Basic Morale for 16.69: printed Morale less the wounds beyond Combat. */
export const basicMorale = (l: Pick<RingLeader, 'combat' | 'morale' | 'wounds'>): number => l.morale - Math.max(0, l.wounds - l.combat);

/** 16.69: what becomes of a leader turned evil. */
export function turnEvil(w: RingWorld, leaderId: string): RingEvent[] {
  const l = find(w, leaderId)!;
  const basic = basicMorale(l);
  const becomes = basic < SERVANT_BELOW ? 'servant' : 'third';
  const events: RingEvent[] = [
    {
      type: 'leader-turned-evil',
      clause: '16.69',
      leaderId,
      basicMorale: basic,
      becomes,
      controller: becomes === 'servant' ? 'sauron' : 'third',
    },
  ];
  if (w.evilCountsAsKilled && l.side === 'westernesse' && l.controller === 'westernesse') {
    events.push({
      type: 'demoralization-change',
      clause: 'SAU-A15',
      side: 'westernesse',
      points: l.combat + l.morale,
      cause: `${l.name} turned evil`,
    });
  }
  return events;
}

/** 16.633 (SAU-A11): in the Joint Rally Phase, one die: at most his Ring Rating takes the Ring off; the third failure turns him evil (16.69). */
export function attemptRemoval(rs: RingState, w: RingWorld, leaderId: string, dice: Dice): Step {
  const l = find(w, leaderId);
  if (!l || rs.ring.holder !== leaderId) return err(Errors.notHolder(l?.name ?? leaderId));
  if (!w.jointRallyPhase) return err(Errors.notJointRally('removal'));
  if (rs.ring.status !== 'worn') return err(Errors.notWorn(l.name));
  if (l.side !== 'westernesse' || l.controller !== 'westernesse') {
    return err(Errors.mayNotRemove(l.name, l.id === 'sauron'));
  }
  if (rs.ring.attempted[leaderId] === w.turn) return err(Errors.oneAttempt(l.name));
  const die = dice.roll(6);
  const rating = l.ring ?? 0;
  const removed = die <= rating;
  const failures = (rs.ring.failures[leaderId] ?? 0) + (removed ? 0 : 1);
  const ring = {
    ...rs.ring,
    status: removed ? ('off' as const) : rs.ring.status,
    failures: { ...rs.ring.failures, [leaderId]: failures },
    attempted: { ...rs.ring.attempted, [leaderId]: w.turn },
  };
  const events: RingEvent[] = [{ type: 'ring-removal', clause: '16.633', leaderId, die, ringRating: rating, removed, failures }];
  if (!removed && failures >= FAILURES_TO_EVIL) events.push(...turnEvil(w, leaderId));
  return ok({ state: { ...rs, ring }, events });
}

/** 16.633 (SAU-A12): destroyed by a Westernesse holder who has it off, in the Orodruin centre hex, in the Joint Rally Phase. */
export function destroyRing(rs: RingState, w: RingWorld): Step {
  const l = rs.ring.holder ? find(w, rs.ring.holder) : undefined;
  if (!l || !l.alive) return err(Errors.noHolder());
  if (l.side !== 'westernesse' || l.controller !== 'westernesse') return err(Errors.willNotDestroy(l.name));
  if (!w.jointRallyPhase) return err(Errors.notJointRally('destruction'));
  if (rs.ring.status !== 'off') return err(Errors.stillWorn(l.name));
  if (l.position !== w.orodruin) return err(Errors.notAtOrodruin(l.name, w.orodruin, l.position));
  return ok({
    state: { ...rs, ring: { ...rs.ring, status: 'destroyed', holder: null, lyingAt: null } },
    events: [{ type: 'ring-destroyed', clause: '16.633', leaderId: l.id, at: w.orodruin }],
  });
}

// ---------------------------------------------------------------- Narsil and its shards

/** 19.211, 20.21: Narsil destroyed by missile or melee combat or Death Breath: shards, +10 to Westernesse's level. */
export function shatterNarsil(rs: RingState, cause: 'missile' | 'melee' | 'death-breath'): Step {
  if (rs.narsil.form !== 'whole') return err(Errors.narsilBroken());
  const points = TABLES.demoralization.narsilShattered;
  return ok({
    state: { ...rs, narsil: { ...rs.narsil, form: 'shards' } },
    events: [
      { type: 'narsil-shattered', clause: '19.211', cause, bearerId: rs.narsil.bearer },
      { type: 'demoralization-change', clause: '20.21', side: 'westernesse', points, cause: 'Narsil reduced to shards' },
    ],
  });
}

/** 20.21: the shards destroyed (as per 19.21): +10 more. */
export function destroyShards(rs: RingState, cause: string): Step {
  if (rs.narsil.form !== 'shards') return err(Errors.noShards(rs.narsil.form === 'whole' ? 'whole' : 'destroyed'));
  return ok({
    state: { ...rs, narsil: { form: 'destroyed', bearer: null, lyingAt: null } },
    events: [
      { type: 'shards-destroyed', clause: '20.21', cause },
      {
        type: 'demoralization-change',
        clause: '20.21',
        side: 'westernesse',
        points: TABLES.demoralization.shardsDestroyed,
        cause: 'the shards of Narsil destroyed',
      },
    ],
  });
}

/** SAU-A8, 19.211: Narsil (whole: to Isildur from a wounded or dead Elendil) or its shards (any Numenorean) to a new bearer in the same hex. */
export function passNarsil(rs: RingState, w: RingWorld, toId: string, tables: Tables = TABLES): Step {
  const weaponId: WeaponId = rs.narsil.form === 'whole' ? 'narsil' : 'shards';
  if (rs.narsil.form === 'destroyed') return err(Errors.noShards('gone'));
  const weapon = tables.weapons.get(weaponId)!;
  const to = find(w, toId);
  const shards = weaponId === 'shards';
  const clause = shards ? '19.211' : 'SAU-A8';
  if (!to || !to.alive) return err(Errors.cannotTakeWeapon(shards, to?.name ?? toId, weapon.name));
  if (rs.narsil.bearer === toId) return err(Errors.alreadyBearer(shards, to.name, weapon.name));
  if (!weapon.passesTo.includes(toId) || to.controller !== 'westernesse') {
    return err(
      Errors.notEntitled(
        shards,
        shards
          ? `Only a Numenorean leader may use the shards (${weapon.passesTo.join(', ')}).`
          : `Narsil passes only to ${weapon.passesTo.join(', ')}.`,
      ),
    );
  }
  const from = rs.narsil.bearer ? find(w, rs.narsil.bearer) : undefined;
  if (from?.alive) {
    if (weapon.passesWhen === 'never') return err(Errors.notEntitled(shards, `${weapon.name} never passes.`));
    if (weapon.passesWhen === 'wounded-or-dead' && from.wounds === 0) return err(Errors.bearerUnhurt(weapon.name, from.name));
    if (!sameHex(from.position, to.position)) return err(Errors.notInBearersHex(to.name, from.name));
  } else if (!sameHex(rs.narsil.lyingAt, to.position)) {
    return err(Errors.weaponNotThere(weapon.name, rs.narsil.lyingAt, to.name, to.position));
  }
  return ok({
    state: { ...rs, narsil: { ...rs.narsil, bearer: toId, lyingAt: null } },
    events: [{ type: 'weapon-passed', clause, weapon: weaponId, from: rs.narsil.bearer, to: toId }],
  });
}

/** The magic weapons a leader bears now: Narsil or its shards from the state, Aiglos with its bearer for good (SAU-A8). */
export function weaponsOf(rs: RingState, leaderId: string, tables: Tables = TABLES): WeaponId[] {
  const out: WeaponId[] = [];
  if (rs.narsil.bearer === leaderId && rs.narsil.form !== 'destroyed') out.push(rs.narsil.form === 'whole' ? 'narsil' : 'shards');
  if (tables.weapons.get('aiglos')?.startsWith === leaderId) out.push('aiglos');
  return out;
}

// ---------------------------------------------------------------- the third player (16.69)

/**
 * 16.69 (SAU-A14): the Sauron unit types a third player controls once `completedTurn` has ended, his
 * count starting with the game-turn `fromTurn` (of his first battle, or of his turning evil): one more
 * type for each turn that passes, in the seed's order.
 */
export function thirdPlayerTypes(
  fromTurn: number | null,
  completedTurn: number,
  order: readonly string[] = TABLES.game.thirdPlayerOrder,
): string[] {
  if (fromTurn === null) return [];
  return order.slice(0, Math.max(0, completedTurn - fromTurn + 1));
}
