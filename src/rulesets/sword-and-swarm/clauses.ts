/**
 * Clause names of the Sword & Swarm seed (shared/seeds/002). The seed has headings but no numbers, so a
 * clause is its heading as printed: 'Deflect Impacts', 'Ranged Attacks'. Assumptions are cited by id
 * ('SWS-A5'), facts from rules-gaps.md by theirs ('G1').
 */
export const CLAUSE = {
  encounters: 'Encounters',
  turnSequence: 'Turn Sequence',
  initiative: 'The Initiative Phase',
  activation: 'The Activation Phase',
  resolution: 'The Resolution Phase',
  actions: 'Actions',
  movement: 'Movement',
  attack: 'Attack',
  attackDice: 'Attack Dice',
  ranged: 'Ranged Attacks',
  melee: 'Melee Attacks',
  deflect: 'Deflect Impacts',
  star: 'Losing Star points',
  aiming: 'Aiming',
  takeCover: 'Take Cover',
  breather: 'Breather',
  rally: 'Rally',
  cast: 'Cast a Spell',
  morale: 'Morale & Leadership',
  npc: 'Non-Player Characters',
  tests: 'G1',
} as const;
