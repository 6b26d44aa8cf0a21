/** The system's one wording (describe.ts): events named from the reader's view, and the decision pending. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import type { GameEvent } from '../../core/ruleset.js';
import system, { swordAndSwarm, swordAndSwarmAttack } from './index.js';

describe('the Sword & Swarm describer', () => {
  test('the game and the attack referee are one system: the game first', () => {
    expect(system.rulesets).toEqual([swordAndSwarm, swordAndSwarmAttack]);
  });

  test('The Activation Phase: characters are named from the view, a Swarm model with its number; ids no view holds from the tables', () => {
    const m = Match.create(swordAndSwarm, {}, 3);
    if (!m.ok) throw new Error(m.error.message);
    const view = m.value.view('red');
    const model = view.characters.find((c) => c.owner === 'swarm')!;
    const n = /-(\d+)$/.exec(model.id)![1];
    const line = system.describe.event({ type: 'activated', clause: 'The Activation Phase', character: model.id, ap: 2 } as GameEvent, {
      viewer: 'red',
      view,
    });
    expect(line).toEqual({
      text: `${model.name} ${n} activates (2 action points)`,
      clause: 'The Activation Phase',
      tone: 'info',
      move: true,
    });
    const hero = view.characters.find((c) => c.owner === 'red')!;
    expect(
      system.describe.event({ type: 'bloodied', clause: 'Losing Star points', character: hero.id } as GameEvent, { viewer: null })?.text,
    ).toBe(`${hero.name} is Bloodied`);
  });

  test('The Activation Phase / SWS-A8: the decision says whose token is drawn, or who won; the referee its step', () => {
    const m = Match.create(swordAndSwarm, {}, 3);
    if (!m.ok) throw new Error(m.error.message);
    expect(system.describe.decision('sword-and-swarm', m.value.view('red'))).toMatch(/^Turn 1 of \d+ · (Red|Blue|the Swarm) /);
    const a = Match.create(swordAndSwarmAttack, {}, 3);
    if (!a.ok) throw new Error(a.error.message);
    const v = a.value.view('attacker');
    expect(system.describe.decision('sword-and-swarm-attack', v)).toBe(`${v.options.attack.name} · the attack dice to roll`);
  });
});
