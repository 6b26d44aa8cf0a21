/**
 * Sword & Swarm where the seed is silent or unclear. SWS-A1..A3 are the proposals of
 * shared/docs/rules-gaps.md; SWS-A4.. are this ruleset's own. Each names the option that changes it
 * (options.ts), the data file that holds it ("(data: ...)"), "(fixed reading)" where no alternative is
 * offered yet, or "(not yet: ...)" for a part still to come.
 */
import type { Assumption } from '../../core/ruleset.js';

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SWS-A1',
    option: '(data: weapons.json)',
    text: 'Attack Dice: the weapon tables under "Melee Weapons" and "Ranged Weapons" are empty; only unarmed (2 AD, -2) is given.',
    chosen:
      'rules-gaps.md SWS-A1: melee AD = Mallet (dagger: Key, thrown 6"), two-handed Mallet+1 (no shield, Boots -1), spear +1 the turn it charges; sling 2 AD 18", shortbow Key 24", longbow Key 36" (Mallet 3+), crossbow 3 AD 30" once per activation, javelin Mallet 8".',
    why: 'G3: weapons "gain AD from Mallet"; every weapon then beats unarmed.',
    alternatives: ['edit data/weapons.json'],
  },
  {
    id: 'SWS-A2',
    option: 'morale',
    text: 'Morale & Leadership: the section has only its first sentence; Rally speaks of "adverse Morale conditions".',
    chosen:
      'An own Coronet test (+1 Leadership) on becoming Bloodied and when a friend within 6" goes Out of Action or dies; a failure moves Steady to Wavering (disadvantage on attack dice, may not move towards enemies) and Wavering to Fleeing (no attacks, may not move towards enemies). The leader tests once when its warband is down to half its models (standing ones against all it began with). A Fleeing character\'s activation begins with a move of full Boots straight away from the nearest enemy (1 AP; shortened so as not to pass through an enemy or end within 1"; none in a melee); a flight off the table puts it Out of Action. Rally lifts one step.',
    why: 'rules-gaps.md SWS-A2; keeps Bloodied\'s "more likely to waver".',
    alternatives: ['off: no morale tests'],
  },
  {
    id: 'SWS-A3',
    option: 'swarm',
    text: 'Non-Player Characters: "Write about the Swarm and neutral characters." (the author\'s to-do note).',
    chosen:
      'rules-gaps.md SWS-A3: the encounter places Swarm models (data/swarm.json); their tokens go into the same container. When one is drawn, the Swarm model nearest to a character acts by itself for two action points, each on the first of: strike the nearest character within 1"; charge into contact with the nearest character it can reach and strike; shoot the nearest character it may target; move full Boots towards the nearest. Swarm models are enemies of every warband, have no Star (Impact past Shield removes them, no injury roll, no loot) and never test morale. The Swarm is no seat: a warband wins when the other has nobody standing. Neutral characters: none.',
    why: 'Fits the title and GM-less play.',
    alternatives: ["off: the encounter's Swarm models are left off the table", 'edit data/swarm.json or the encounter\'s "swarm" list'],
  },
  {
    id: 'SWS-A4',
    option: 'modifierCap / confirmHigh',
    text: 'The seed never says how a test is rolled ("test the enemy\'s Key attribute", "test Shield").',
    chosen:
      "G1: one d6; own attribute: roll <= attribute + modifier; an opponent's attribute: roll + modifier > attribute; net modifier capped at +-4; attributes of 6+ confirm a 6 with a roll <= attribute - 5; advantage re-rolls a failure once, disadvantage a success once. Attacks test the target's attribute; Shield, Runes, Mallet (Breather) and Coronet tests are own tests.",
    why: 'The author\'s "Basic Rules" page (G1).',
    alternatives: ['modifierCap: another cap', 'confirmHigh=false: a 6 always passes an attribute of 6+'],
  },
  {
    id: 'SWS-A5',
    option: 'evasionDie',
    text: 'Deflect Impacts: "Roll all the tests at once, but mark one of the dice with a different color - this will be the Evasion Die."',
    chosen: 'The Evasion Die is one of the Shield tests (it counts as a test too); a 1 on it removes all Impact, even at Shield 0.',
    why: '"mark one of the dice": one of the tests\' own dice.',
    alternatives: ['extra-die: an extra die besides the tests'],
  },
  {
    id: 'SWS-A6',
    option: 'bloodiedAt',
    text: 'Losing Star points: "Upon being reduced to half of max Star value" - odd max Star has no half.',
    chosen: 'Bloodied while Star <= floor(max/2); a Breather above that line ends it.',
    why: 'Reading "reduced to half" as at most half.',
    alternatives: ['ceil: Star <= ceil(max/2)'],
  },
  {
    id: 'SWS-A7',
    option: '(fixed reading)',
    text: 'Losing Star points: "roll 1d6 + 1d6 per Impact in excess"; G2 adds that below 0 a character risks death.',
    chosen:
      'Star stops at 0. Excess = remaining Impact - Star before the hit; roll 1 + excess dice, the lowest on the table. A character already at 0 (stunned) rolls 1 + all remaining Impact. Death leaves numbered loot tokens 1, 2, ...',
    why: 'Keeps Star >= 0 and every further point of Impact making death likelier.',
    alternatives: [],
  },
  {
    id: 'SWS-A8',
    option: 'baseSize',
    text: 'The seed measures in inches ("within 1 inch", "within 6 inches") but does not say from where.',
    chosen:
      "Models stand on square bases of 1\"; every distance is base edge to base edge (open-table baseDistance); line of sight runs from the model's centre to any point of the target's base; models do not block sight.",
    why: 'The common skirmish convention; reuses the open-table geometry.',
    alternatives: ['baseSize: another base size'],
  },
  {
    id: 'SWS-A9',
    option: 'inArea',
    text: 'The seed names soft and heavy cover and elevated positions, but no terrain.',
    chosen:
      'data/terrain.json: hedge (soft), wood (soft, blocks sight), wall (heavy), building (heavy, blocks sight), hill (elevated), tower (heavy, elevated). A model is in a piece when its base centre is.',
    why: 'Small and editable.',
    alternatives: ['inArea: any-part, half or whole of the base', 'edit data/terrain.json'],
  },
  {
    id: 'SWS-A10',
    option: 'takeCover',
    text: 'The table gives -1 soft / -2 heavy cover; Take Cover says opponents "suffer an additional -1 penalty" in soft cover and "In heavy cover, the penalty is set to -2 instead".',
    chosen:
      'additional: in soft cover -1, after Take Cover -2; in heavy cover -2, after Take Cover -4 (the cap of SWS-A4 still applies). Prone in the open counts as soft cover: -1 only. Take Cover ends when the model moves.',
    why: '"additional" in the seed\'s own words.',
    alternatives: ["replace: the table's cover penalty applies only to a model that took cover"],
  },
  {
    id: 'SWS-A11',
    option: 'runesFailure',
    text: 'Ranged Attacks: "If you want to target a specific unit, test Runes. On a hit, you can conduct your ranged target on the specified unit." A failure is not covered.',
    chosen:
      'A failed Runes test spends the action with no attack (the same for Aim). The closest rule looks at enemies in line of sight; ties are all closest.',
    why: 'The test has to cost something to matter.',
    alternatives: ['closest: shoot the closest allowed target instead'],
  },
  {
    id: 'SWS-A12',
    option: '(fixed reading)',
    text: 'Aiming: "your next ranged attack against the target receives a +1 bonus"; how long it lasts is not said.',
    chosen: "The aim lasts until the character's next ranged attack, at any target, which uses it up.",
    why: 'Simple, and aiming then shooting someone else wastes it as the text implies.',
    alternatives: [],
  },
  {
    id: 'SWS-A13',
    option: '(fixed reading)',
    text: 'Movement: "it can move both before and after any other action"; Charge is named but never described.',
    chosen:
      'A move action opens Boots inches (less the heaviest weapon\'s Boots penalty, half when getting up from prone) that may be used in several straight legs in the same activation, before and after other actions. A charge is a move with charge set, which must end within 1" of an enemy.',
    why: 'The plain reading of "move both before and after"; a charge is the only way into melee.',
    alternatives: [],
  },
  {
    id: 'SWS-A14',
    option: 'breatherSix',
    text: 'Breather: "each Mallet test that rolls an unmodified 6 causes the character to take 1 Mallet damage" - Mallet damage is not defined.',
    chosen: 'The character loses 1 Mallet for the rest of the encounter per unmodified 6 (the first die of the test).',
    why: '"Mallet damage" read literally.',
    alternatives: ['star: 1 Star lost per 6 instead (injury roll at 0)'],
  },
  {
    id: 'SWS-A15',
    option: 'rallyTester',
    text: 'Rally: to rally others within 6" "your character must test their Coronet attribute" - whose is unclear.',
    chosen: "The rallying character tests its own Coronet (+1 with Leadership); success lifts one step of the target's morale.",
    why: '"your character must test" names the rallier.',
    alternatives: ['target: the rallied character tests'],
  },
  {
    id: 'SWS-A16',
    option: '(fixed reading)',
    text: 'Stunned: "unable to take actions until the end of its next turn".',
    chosen:
      'A character stunned in turn t takes no actions until the end of turn t+1: its token is still drawn and its activation ends at once; it stays at 0 Star and may take a Breather afterwards.',
    why: 'Tokens are for "each character that is not out of action".',
    alternatives: [],
  },
  {
    id: 'SWS-A17',
    option: 'maxTurns',
    text: 'Activation tokens are handed "to the player that owns it"; the seed does not say when an encounter ends.',
    chosen:
      'Tokens are per owner; a drawn token whose owner has no character left to activate is discarded. The encounter ends when only one warband has characters standing, or after maxTurns turns (a draw).',
    why: 'Guarantees an end; scenarios may set their own.',
    alternatives: ['maxTurns: another limit'],
  },
  {
    id: 'SWS-A18',
    option: 'orders',
    text: 'The Initiative Phase: "any orders issued by leaders in the previous turn will activate" - no order is described.',
    chosen:
      "This project's own reading, not the author's: a leader may spend 1 AP to order another character of its warband within 6\" (one order per character). In the next Initiative Phase each order activates in the order given: its character's owner takes one of its own tokens from the container and must activate that character first. An order for a character no longer standing lapses.",
    why: 'The smallest order that makes "orders ... will activate" in the Initiative Phase mean something with activation tokens.',
    alternatives: ['off: leaders issue no orders'],
  },
  {
    id: 'SWS-A19',
    option: 'spells',
    text: 'Cast a Spell points to a "Magic and Spells document" that the seed does not include.',
    chosen:
      'Two stand-in spells of this project\'s own (data/spells.json), not the author\'s: a character with the Spellcasting trait spends 1 AP and tests its own Runes; a failure spends the action. Spark: 2 attack dice testing the Key of an enemy in line of sight within 12", no modifiers. Mend: the caster or a friend within 6" regains up to 2 Star. Magical items are not modelled.',
    why: "Nothing in the seed says what a spell does; a small, clearly marked set lets casters play, and off restores the seed's silence.",
    alternatives: ['off: casting is refused as not modelled', 'edit data/spells.json'],
  },
  {
    id: 'SWS-A20',
    option: '(data: warbands/*.json)',
    text: 'G2: Star comes from the class, whose values were not found.',
    chosen: 'Fighter 6, Skald 5, Sage 4 Star in the shipped warbands; Shield 0-2 from armour.',
    why: 'Small numbers so that injuries happen within a few turns.',
    alternatives: ['edit data/warbands/*.json'],
  },
  {
    id: 'SWS-A21',
    option: 'twoHandedShield',
    text: 'SWS-A1 gives the two-handed weapon "no shield"; G2 says Shield "comes from armour and traits", and a character sheet gives one Shield figure.',
    chosen:
      'A character carrying a two-handed weapon has no shield: it tests Shield one lower than its sheet (the point a shield gives), not below 0. Gorvath and the Swarm Brute (Shield 1) test Shield 0.',
    why: "A shield is one point of Shield beside armour; the sheet's figure is read as armour plus a shield, as for everyone else.",
    alternatives: ['zero: no Shield at all while carrying one', "sheet: the sheet's Shield already leaves the shield out"],
  },
];
