/**
 * The map game's options: the map-side options (map-options.ts, SSV-A1..A19), the battle options
 * (battle/options.ts, SSV-A20..A39) and the game's own (SSV-A40..A59, GAME_ASSUMPTIONS below), in one
 * strict object so a misspelt house rule is refused, not ignored.
 */
import { z } from 'zod';
import type { Assumption } from '../../../core/ruleset.js';
import { battleOptionsSchema, type BattleOptions } from '../battle/options.js';
import { mapContext, mapOptionsSchema, type MapContext } from '../map-options.js';

export const gameOptionsShape = {
  /** SSV-A40: game-turns the game lasts. */
  turns: z.number().int().min(1).max(99).default(6),
  /** SSV-A41: how the game is won. */
  victory: z.enum(['points', 'annihilation']).default('points'),
  /** SSV-A42: victory points for each fortified hex a side alone holds at the end. */
  fortificationPoints: z.number().int().min(0).default(10),
  /** SSV-A43: enemy stacks show where they stand and how many counters they hold ('count'), or only where ('marker'); 'open' shows everything (a referee's table). */
  reconnaissance: z.enum(['count', 'marker', 'open']).default('count'),
  /** SSV-A44: movement allowance of characters (the seed gives none). */
  characterMovement: z.number().int().min(1).max(20).default(6),
  /** SSV-A50: survivors of a withdrawal with no adjacent place to go to are eliminated, or stay where they are. */
  noWayOut: z.enum(['eliminated', 'stay']).default('eliminated'),
  /** SSV-A51: may characters choose capture instead of battle (VII), or must they always battle. */
  surrender: z.boolean().default(true),
  /** SSV-A52: V.E forbids a Demoralized unit hexes holding an enemy unit and those an enemy stack could react into ('reactable'), or only the former ('enemy-only'). */
  demoralizedEntry: z.enum(['reactable', 'enemy-only']).default('reactable'),
  /** SSV-A56: a besieger must stand beside every wall hexside of the location, gates included ('wall'), or beside the walls only ('open'). */
  siegeGates: z.enum(['wall', 'open']).default('wall'),
  /** SSV-A57: the game-turns a siege has lasted count from 0 on the turn it begins, or from 1. */
  siegeTurnsFrom: z.union([z.literal(0), z.literal(1)]).default(0),
  /** SSV-A58: only units that have not moved this turn may assault or breach ('unmoved'), or any unit with movement points left ('any'). */
  siegeOperations: z.enum(['unmoved', 'any']).default('unmoved'),
  /** SSV-A62: who may not assault (IV.C): cavalry units ('cavalry'), or also those counted as cavalry for III.D.2.b ('counted-as-cavalry'). */
  assaultBarred: z.enum(['cavalry', 'counted-as-cavalry']).default('cavalry'),
  /** SSV-A54: a blasted or glacier die (II.A) above the points left: the piece stays and its move is over ('stop'), or it enters and its move is over ('enter'). */
  dieCostShort: z.enum(['stop', 'enter']).default('stop'),
  /** SSV-A47: which units a stacking penalty eliminates first, when the owner is not asked. */
  stackingLossOrder: z.enum(['weakest-first', 'strongest-first']).default('weakest-first'),
} as const;

export const optionsSchema = z.strictObject({ ...mapOptionsSchema.shape, ...battleOptionsSchema.shape, ...gameOptionsShape });
export type SsOptions = z.infer<typeof optionsSchema>;

export function battleOptionsOf(o: SsOptions): BattleOptions {
  const keys = Object.keys(battleOptionsSchema.shape) as (keyof BattleOptions)[];
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as unknown as BattleOptions;
}

const contexts = new WeakMap<SsOptions, MapContext>();

/** Tables and scenario for the options, built once per options object (parseOptions has checked them). */
export function gameContext(o: SsOptions): MapContext {
  let c = contexts.get(o);
  if (!c) {
    const built = mapContext(o);
    if (!built.ok) throw new Error(built.error);
    c = built.value;
    contexts.set(o, c);
  }
  return c;
}

export const GAME_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SSV-A40',
    option: 'turns',
    text: "The variant gives no game length; the base game's scenarios each set their own.",
    chosen: '6 game-turns for the bundled scenario.',
    why: 'Enough for the two forces to meet, fight and besiege on a 20 x 16 map.',
    alternatives: ['any number of turns from 1 to 99'],
  },
  {
    id: 'SSV-A41',
    option: 'victory',
    text: "The variant gives no victory conditions; the base game's come from its scenarios and the Army Game's.",
    chosen:
      "'points': at the end, each side scores the strength of the enemy units it eliminated (printed attack) plus fortificationPoints for each fortified hex it alone holds; the higher score wins, equal is a draw. A side left with no units and no characters on the map loses at once.",
    why: 'The strategic variant is about holding ground and destroying armies; both count.',
    alternatives: ["'annihilation': the game ends only when one side has nothing left (or at the turn limit, a draw)"],
  },
  {
    id: 'SSV-A42',
    option: 'fortificationPoints',
    text: 'As SSV-A41.',
    chosen: '10 points per castle, town, capital, city or walled hex held alone.',
    why: 'About two good units: worth fighting for, not worth a whole army.',
    alternatives: ['any non-negative number'],
  },
  {
    id: 'SSV-A43',
    option: 'reconnaissance',
    text: 'VI.A: "The only circumstances in which a player may examine an enemy stack are when his units are in the same hex with enemy units."',
    chosen:
      "'count': an enemy stack's place and its number of counters are seen (as on the table, where a stack's height shows), its contents only while a friendly unit shares the place. The scenario's starting forces are printed in it, so they are public; what a stack holds after it has moved is not.",
    why: 'Examining is looking through the stack; its presence and height are in plain sight on a real map.',
    alternatives: ["'marker': only where enemy stacks stand", "'open': everything (a referee's table, or teaching)"],
  },
  {
    id: 'SSV-A44',
    option: 'characterMovement',
    text: "Characters move (they lead reactions and reinforcements) but the seed gives them no movement allowance; the base game's character cards are not at hand.",
    chosen: '6 movement points, paid as their race pays; a character moving with army units moves at their pace.',
    why: 'Between foot (4) and horse (7), so a leader can keep up with any army he leads.',
    alternatives: ['any allowance from 1 to 20'],
  },
  {
    id: 'SSV-A45',
    option: '(structure)',
    text: 'II: units move into a hex; III.C: colocation halts the moving stack; nothing says how far a group moves at once.',
    chosen:
      'Movement is hex by hex: each step moves a group of units (and characters) from one place to an adjacent one, each paying its own cost. A unit that has entered an enemy-held hex, or paid a whole allowance, moves no further this turn.',
    why: 'Reaction (III.A) happens as a stack moves adjacent, so a move must be seen step by step. Not a switch: any other way of moving would be the same rules with a different interface.',
    alternatives: [],
  },
  {
    id: 'SSV-A46',
    option: 'reconnaissance',
    text: "III.A.1, 4-9 need the moving units' costs and speeds, which VI.A hides from the reacting player.",
    chosen:
      "Both players see the two dice, the total modifier and the result; the itemized modifiers are kept in the game record for review, and shown at once only with reconnaissance 'open'.",
    why: 'A referee would announce the result without reading out the hidden stack.',
    alternatives: ["reconnaissance 'open' shows them"],
  },
  {
    id: 'SSV-A47',
    option: 'stackingLossOrder',
    text: 'I note (1): "eliminate one unit for each full multiple of six"; which units is not said.',
    chosen: "The owner's weakest units first (lowest printed attack), so the check needs no question mid-turn.",
    why: 'What an owner would almost always choose.',
    alternatives: ["'strongest-first'"],
  },
  {
    id: 'SSV-A48',
    option: '(rule)',
    text: 'III.A: a stack "containing a leader (any character)" may react with "some or all the units" in it.',
    chosen:
      'A stack reacts only if it holds at least one character and one army unit able to enter the hex reacted into; the leader goes with them (III.A.3), other characters may go too.',
    why: 'Reaction moves units; a character alone has none to move. Not a switch: a character alone has no units to move, and III.A speaks only of units reacting.',
    alternatives: [],
  },
  {
    id: 'SSV-A49',
    option: '(structure)',
    text: 'III.C: "neither player is technically the attacker or defender".',
    chosen: "In the battle the phasing player's units are side 'a', the other's side 'b'; nothing in the rules depends on it.",
    why: 'A fixed naming so records and screens are stable. Not a switch: a name for the two sides, which changes no result.',
    alternatives: [],
  },
  {
    id: 'SSV-A50',
    option: 'noWayOut',
    text: 'III.D.7.a: survivors move "to any adjacent hex permissible for his units to enter by regular movement".',
    chosen:
      'The withdrawing player picks one adjacent place that every survivor could enter by regular movement and that holds no enemy unit; with none, the survivors are eliminated.',
    why: 'Withdrawing into another enemy stack would only start a new battle; "permissible" rules it out.',
    alternatives: ["'stay': they stay in the battle hex, and the battle goes on in the next combat phase"],
  },
  {
    id: 'SSV-A51',
    option: 'surrender',
    text: 'VII: "Characters (or monsters without a combat strength) may battle army units (must battle to avoid automatic capture)"; VII.A.2.a: monsters each battle a separate unit.',
    chosen:
      "After the combat phase's battles, the owner of characters standing without army units among enemy army units chooses: they battle, or they are captured (removed). Monsters always battle. Each monster battles alone, first; then the characters together, who may withdraw as an army does. When a led unit is eliminated the combat becomes Character vs Character, the leader alone against them (SSV-A60).",
    why: 'The order the clause implies (battle or be captured, monsters apart).',
    alternatives: ['surrender false: characters always battle'],
  },
  {
    id: 'SSV-A52',
    option: 'demoralizedEntry',
    text: 'V.E: a Demoralized unit may not enter "a hex containing an enemy unit, nor one into which an enemy unit could react".',
    chosen: 'A hex an enemy unit could react into is one adjacent to (or holding) an enemy stack that has a character and an army unit.',
    why: 'Those are exactly the stacks that may react (III.A, SSV-A48).',
    alternatives: ["'enemy-only': only hexes holding an enemy unit are closed to them"],
  },
  {
    id: 'SSV-A53',
    option: '(structure)',
    text: "The variant changes the base game's Army Game; its Random Events, Alliances, Magic (a spell segment and a counterspell segment), Random Movement, Diplomacy and Manna Regeneration phases (SSV-A1, F2) need the base game's cards and charts. VI.A lets a player examine an enemy stack \"(Added) using the Magical Search spell\", the seed's only word on magic.",
    chosen:
      "The game-turn is: stacking check (I note (3)); then each player in turn: rally (V.D), movement with reactions, combat in every place holding both sides; then the turn ends. The base game's other phases are left out, the Magic and Manna phases with them, and so is the Magical Search spell: an enemy stack is examined only from the same place (VI.A, SSV-A43).",
    why: 'The seed requires "no added components" and says nothing of those phases; who may cast Magical Search, its manna cost, its range, what it reveals and how it is countered are on the base game\'s spell charts and character cards, and manna has no rules here at all, so the spell cannot be played from the text. Not a switch yet: the missing phases need the base game\'s charts and cards, which are not at hand.',
    alternatives: [],
  },
  {
    id: 'SSV-A54',
    option: 'dieCostShort',
    text: 'II.A: blasted and glacier hexes cost "the roll of one die"; nothing says what happens when the roll is more than the unit has left.',
    chosen: 'The unit stays where it is and its move is over (its allowance is spent).',
    why: 'The roll is made on trying; refusing the step after the roll would let a player see the die and try elsewhere.',
    alternatives: ["'enter': the piece enters the hex anyway and its move is over (a unit may always take one step)"],
  },
  {
    id: 'SSV-A55',
    option: '(rule)',
    text: 'IV: "When a player moves his units into a hex containing enemy units AND a castle, town, city or capital, the owner of the enemy units may decline battle".',
    chosen:
      'The offer is made at the start of the combat phase, for each such hex, to the player whose turn it is not; a city hex (terrain) counts as well as a castle, town or capital; a walled hex alone does not (it is entered only by Assault or Breach).',
    why: "Colocation halts the mover (III.C) and combat happens in the combat phase, so the choice belongs there. Not a switch: the clause lists the places; a walled hex alone is fought over by IV.C-D's assaults and breaches.",
    alternatives: [],
  },
  {
    id: 'SSV-A56',
    option: 'siegeGates',
    text: 'IV: a siege may be declared when "a friendly unit is adjacent to every wall hexside enclosing an enemy-occupied hex or contiguous group of hexes"; IV.A.1: the besieged "may only sortie through a gate hexside".',
    chosen:
      'A walled location is the group of fortified hexes joined through sides that are not walls; a gate is part of the wall (a besieger must stand beside it too); the gate opens for the besieged making a sortie (SSV-A8 otherwise shuts it against a hex the enemy holds).',
    why: "The seed's examples (3105; 0352-0451-0552-0452) are hexes enclosed by walls; a gate is the way through a wall.",
    alternatives: ["'open': gates need no besieger beside them (they are not wall hexsides)"],
  },
  {
    id: 'SSV-A57',
    option: 'siegeTurnsFrom',
    text: 'IV.B: "each player must check stacking limits by multiplying the (modified) number of units by the number of turns the siege conditions have prevailed".',
    chosen:
      "A siege counts 0 turns on the turn it begins and one more at the end of each game-turn; the multiplier applies to the units in the besieged location (both sides' when the besiegers stand in the hex); a besieged city's limit is 4 plus its fortification (I.E).",
    why: 'The next start-of-turn check then multiplies by 1, the one after by 2: "eventually, somebody will lose a unit".',
    alternatives: ['siegeTurnsFrom 1: the turn the siege begins counts as its first'],
  },
  {
    id: 'SSV-A58',
    option: 'siegeOperations',
    text: 'IV.C.1, IV.D.1: an Assault or a Breach "consumes the entire movement allowance"; IV.C: "flying units may freely move into any hex"; IV.C.2.a: combat until the assaulters withdraw or the besieged are eliminated.',
    chosen:
      'Only units that have not moved this turn may assault or breach; a Breach is offered once the siege has lasted two turns (a first die under 1 is impossible); a flyer that moves into a walled besieged location fights there as an assaulter; when no besieged unit is left, the location falls and the siege ends.',
    why: 'An allowance already partly spent cannot be consumed entire; the rest follows the text.',
    alternatives: ["'any': a unit with movement points left may assault or breach, spending the rest"],
  },
  {
    id: 'SSV-A59',
    option: '(rule)',
    text: 'IV.A: "the besieged player announces he is making a sortie"; IV.A.1: "If they are in a castle, the owner simply announces the units are making the sortie".',
    chosen:
      'From a castle, town, city or capital hex the besieged announce a sortie in their movement phase and fight the besiegers in that hex in their combat phase; from a walled location they move out through a gate. Withdrawing, they go back inside.',
    why: 'As the clause says; the announcement takes the place of movement. Not a switch: it is what the clause says.',
    alternatives: [],
  },
  {
    id: 'SSV-A62',
    option: 'assaultBarred',
    text: 'IV.C: "a die roll for each non-cavalry, non-flying unit he desires to assault (cavalry units may not assault ...)". III.D.2.b(1): Warg Riders, Dinosaur Legions and the SS-Wiking "count as cavalry for this purpose" (the die modifier); I note (2) weighs Dinosaur Legions apart from cavalry.',
    chosen:
      '\'cavalry\': only cavalry units (the cavalry flag of data/units.json) and flyers are refused an Assault; Warg Riders, Dinosaur Legions and the SS-Wiking, mounted but not cavalry (SSV-A17), may assault. Once inside they still give no cavalry modifier (IV.C.2: in an assault cavalry "do not contribute a die roll modifier", and they count as cavalry for that modifier).',
    why: '"for this purpose" limits their counting as cavalry to the III.D.2.b die modifier; IV.C is another purpose.',
    alternatives: ["'counted-as-cavalry': every unit that counts as cavalry for III.D.2.b is refused as well"],
  },
];
