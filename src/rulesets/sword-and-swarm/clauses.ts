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

/** The assumptions (assumptions.ts) a refusal cites where the seed is silent: SWS-A2 morale, SWS-A13 charge, and so on. */
export const ASSUMED = {
  weapons: 'SWS-A1',
  morale: 'SWS-A2',
  swarm: 'SWS-A3',
  charge: 'SWS-A13',
  orders: 'SWS-A18',
  spells: 'SWS-A19',
} as const;

/** Refusals that belong to no clause: a malformed option ('core': before any rule is asked; 'options': a named option). */
export const NO_CLAUSE = { core: 'core', options: 'options' } as const;
