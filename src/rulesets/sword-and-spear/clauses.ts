/**
 * Clause names of the Sword & Spear Fantasy seed (shared/seeds/004). The seed numbers its sections but
 * not the paragraphs inside them, so a clause is the section number and its heading as printed:
 * '9 Range', '17 Magical Power'. Appendix 1 is 'A1'. Where the seed is silent, GAP names the fact from
 * rules-gaps.md ('F1') or the assumption ('SSF-A4') that the rules cite instead, so that rules, refusals
 * (errors.ts) and events cite each one way.
 */
export const CLAUSE = {
  discipline: '2 Discipline',
  strength: '2 Strength',
  protection: '2 Protection level',
  weapons: '2 Weapons',
  characteristics: '2 Other Characteristics',
  procedure: '9 Shooting procedure',
  arc: '9 Shooting arc, line of sight and target priority',
  range: '9 Range',
  intoCombat: '9 Shooting into combat',
  weaponsTable: '9 Shooting weapons table',
  combatDice: '9 Combat dice',
  bonus: '9 Bonus Combat dice',
  cover: '9 Effect of cover',
  example: '9 Shooting range and target priority example',
  magic: '17 Magic',
  power: '17 Magical Power',
  using: '17 Using Magic',
  spells: '17 Spells',
  magicSight: '17 Line of sight',
  attackSpell: '17 Attack Spell',
  flying: 'A1 Flying Units',
} as const;

/** The facts (rules-gaps.md) and assumptions (assumptions.ts) cited where the seed's sections are missing. */
export const GAP = {
  // Facts from rules-gaps.md, for the sections the seed lacks.
  /** F1: the bag, the draw, initiative, allocation, lowest die first, a unit acts once a turn. */
  turn: 'F1',
  /** F2: deferred and unusable dice go back to the bag at the end of the turn. */
  deferred: 'F2',
  /** F3: what each die allows (orders), group moves. */
  orders: 'F3',
  /** F5: command range, commanders' risk. */
  commanders: 'F5',
  /** F6: moves in DU by troop type and terrain, obstacles. */
  movement: 'F6',
  /** F11: friends near a routing unit test. */
  routTests: 'F11',
  /** F12: army value, tests past a third lost, defeat at half. */
  victory: 'F12',

  // Assumptions (assumptions.ts), where the project decided.
  turnSequence: 'SSF-A1',
  moveAllowance: 'SSF-A2',
  charges: 'SSF-A3',
  chooseTarget: 'SSF-A12',
  contact: 'SSF-A15',
  sameDice: 'SSF-A27',
  table: 'SSF-A34',
  melee: 'SSF-A36',
  pursuit: 'SSF-A43',
  moves: 'SSF-A37',
  chargeEnds: 'SSF-A38',
  characterMoves: 'SSF-A39',
  flight: 'SSF-A44',
  loneCharacters: 'SSF-A46',
  obstacles: 'SSF-A48',
  groupMoves: 'SSF-A50',
  multiPlayer: 'SSF-A51',
  undead: 'SSF-A52',
} as const;
