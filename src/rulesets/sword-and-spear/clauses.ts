/**
 * Clause names of the Sword & Spear Fantasy seed (shared/seeds/004). The seed numbers its sections but
 * not the paragraphs inside them, so a clause is the section number and its heading as printed:
 * '9 Range', '17 Magical Power'. Appendix 1 is 'A1'. Assumptions are cited by id ('SSF-A4'), facts
 * from rules-gaps.md by theirs ('F1').
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
