/**
 * The First Magic Leader Phase on the map (F8, SAU-M16, SAU-M20): Sauron inside Mordor opens or closes
 * the Gates of Morannon for the game-turn (18.1), and buys the Beast's powers with his Magic Capability
 * Points (SAU-M21). Each action is checked and done in one place.
 */
import { err, ok } from '../../../core/result.js';
import { Errors } from '../errors.js';
import { setGates } from '../map-rules.js';
import { BEAST_POWERS } from './magic.js';
import { recordDo } from './record-link.js';
import {
  beastUnit,
  sauronAlive,
  sauronInMordor,
  setUnit,
  type GameAction,
  type GameState,
  type PhaseRules,
  type Resolution,
} from './state.js';
import { advance } from './turn.js';

/** SAU-M20, SAU-M21: a power for the Beast, paid for at once. */
function beastPower(s: GameState, power: string): Resolution {
  const p = BEAST_POWERS.byId.get(power);
  if (!p) return err(Errors.noSuchPower(power, BEAST_POWERS.list.map((x) => x.id).join(', ')));
  const b = beastUnit(s);
  if (!b) return err(Errors.noBeast());
  if (!sauronAlive(s)) return err(Errors.sauronDeadNoMagic());
  if ((b.powers ?? []).includes(power)) return err(Errors.hasPower(p.name));
  if (p.cost > s.record.magicPoints) return err(Errors.powerTooDear(p.name, p.cost, s.record.magicPoints));
  return ok((dice, events) => {
    const t = p.cost > 0 ? recordDo(s, { type: 'spend-magic', points: p.cost }, dice, events) : s;
    events.push({ type: 'beast-power', clause: 'SAU-M21', power: p.id, cost: p.cost, pointsLeft: t.record.magicPoints });
    return setUnit(t, b.id, { powers: [...(b.powers ?? []), p.id] });
  });
}

export const firstMagicPhase: PhaseRules<'first-magic'> = {
  resolve(s, _seat, a) {
    switch (a.type) {
      case 'beast-power':
        return beastPower(s, a.power);
      case 'set-gates': {
        const g = setGates(s.gates, { close: a.closed, sauronInMordor: sauronInMordor(s), turn: s.record.turn });
        if (!g.ok) return g;
        return ok((dice, events) => {
          events.push({ type: 'gates', clause: '18.1', closed: a.closed });
          return advance({ ...s, gates: g.value }, dice, events);
        });
      }
      case 'end':
        // 18.1: with Sauron inside Mordor the phase ends by setting the gates.
        if (sauronInMordor(s)) return err(Errors.chooseGates());
        return ok((dice, events) => advance(s, dice, events));
      default:
        return null;
    }
  },

  candidates() {
    const cands: GameAction[] = BEAST_POWERS.list.map((p) => ({ type: 'beast-power', power: p.id }));
    cands.push({ type: 'set-gates', closed: true }, { type: 'set-gates', closed: false });
    return cands;
  },
};
