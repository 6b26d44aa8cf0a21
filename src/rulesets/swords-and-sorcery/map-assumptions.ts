/**
 * The map-side assumptions of the Swords & Sorcery strategic variant: where the seed (the variant's
 * text) is silent or unclear, what we chose, why, and the option that changes it. SSV-A1..A5 are the
 * proposals of shared/docs/rules-gaps.md; the rest are choices made while building the map, movement
 * and stacking code. The data files cite these ids in their `source` fields.
 */
import type { Assumption } from '../../core/ruleset.js';

export const MAP_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SSV-A1',
    option: '(fixed: turn sequence)',
    text: "The seed moves the stacking check to the start of the game-turn (I note (3)) and rally to the start of the owner's turn (V.D), but gives no whole sequence; the base game's is Random Events, Alliances, each player Movement/Magic/Combat, Random Movement, Diplomacy, Manna (rules-gaps F2).",
    chosen:
      "1 stacking check (with the siege multiplier); 2 Random Events; 3 Alliances; 4 each player: a rally, b movement (enemy Reactions, Assault and Breach declarations happen here), c magic, d combat rounds in every hex holding both sides, then character-vs-army combats; 5 Random Movement; 6 Diplomacy; 7 Manna; 8 every siege's turn count +1.",
    why: "The base game's sequence with the seed's two changes put where the seed puts them. Not a switch: the phases the program plays (stacking, rally, movement, combat, character vs army) stand in the order the seed gives them; the others need the base game's cards and charts (SSV-A53).",
    alternatives: ['any order a group agrees on; the stacking check stays first (I note (3))'],
  },
  {
    id: 'SSV-A2',
    option: 'units',
    text: 'Counters are cited as "4d4" (Dwarrow Heavy Axe), "2s3" (Intelligent Mold), "(4)m7" (Heavy Horse, whose bracketed number is its defence strength, III.D.5.a); the codes are not explained.',
    chosen:
      'Attack strength, a movement-class letter, movement allowance; a bracketed number is a separate defence strength and the attack is printed elsewhere (Heavy Horse: attack 6, defence 4, MA 7). Letters: d Dwarrow, s swamp creature, m mounted, i other foot, a archer, f flyer. Default allowances: foot 4, Intelligent Mold 3, mounted 7, flyer 8 (data/units.json).',
    why: 'Fits all three codes in the seed; kept as editable data.',
    alternatives: ['any units file in the shape of data/units.json'],
  },
  {
    id: 'SSV-A3',
    option: 'terrain',
    text: 'The seed uses "the terrain defense strength modifications on the terrain effects chart" (III.D.5) and movement costs (III.A.1/2) but prints no chart; F4 of rules-gaps gives costs and multipliers from a public implementation that matches all four worked numbers (Dwarrow x4 in mountains = 16; swamp creature x3 in swamp = 6; Elves 2 MP in forest; Men 3 MP in rough).',
    chosen:
      'The F4 table; river hex 3 MP (swamp creatures 1), x1; bridge and portal hexes 1 MP, x1; castle x3, town x2, capital x3, walled hex x2; flyers pay 1 MP everywhere, ignore hexside costs and count x1; races F4 does not name (Men, Goblins, Giants, Dragons...) use "others". The stream hexside\'s x2 of F4 is not used: the variant halves units that entered across a stream, ford or bridge instead (III.D.1.a).',
    why: 'The only source found, and it reproduces every number the seed gives.',
    alternatives: ['any terrain file in the shape of data/terrain.json (e.g. the printed chart, if found)'],
  },
  {
    id: 'SSV-A4',
    option: 'characters',
    text: 'VII has characters fight with "fighting strengths" against army strength x10, and monsters "without a combat strength"; neither number is given. F5 gives leadership and race, and each character a 1-6 field of unexplained meaning.',
    chosen:
      "data/characters.json keeps 10 x that 1-6 field (the Java source's magicProfile, e.g. Emperor Coron III 60, Weldron 10) as each card's fightingStrength; which figure a character fights with is SSV-A61 (by default this one; 10 x (Leadership + 1) or 30 for all as options). Monsters 30-60, chosen since no card was found: Killer Penguin 30, Cave Troll 40, Wyvern 50, Basilisk 60. Every full 10 points of loss = 1 wound (at least 1 if any loss); a character dies at wounds = FS/10.",
    why: "Puts heroes and monsters on the same scale as the units they fight (x10); one wound per 10 points keeps a character's strength and his wounds in the same unit.",
    alternatives: ['any characters file in the shape of data/characters.json'],
  },
  {
    id: 'SSV-A5',
    option: 'scenario',
    text: 'Hexes are cited as four-digit numbers (3105, 3149/3150, 0352-0451-0552-0452); the original map is one 22"x34" sheet (F1). Data elsewhere reaches 3808 and 0552.',
    chosen:
      'Hex numbers CCRR, column then row, 1-based; the original map is 38 columns x 52 rows. A scenario states its own size (the bundled Border War is 20 x 16).',
    why: 'The numbers seen fit 38 x 52; SPI numbered column-then-row.',
    alternatives: ['any scenario file in the shape of data/scenarios/border-war.json, of 1..99 columns and rows'],
  },
  {
    id: 'SSV-A6',
    option: '(fixed: hex geometry)',
    text: 'The seed names hexes but not how they lie; SPI maps use vertical columns of flat-topped hexes with alternate columns shifted half a hex.',
    chosen: 'Flat-topped hexes in vertical columns, the even columns half a hex lower (src/core/geometry/hex-grid.ts).',
    why: 'Under it the city of Urf Durfal, "0352-0451-0552-0452", is a compact block in which 0451 touches 0352 and 0552; with odd columns lower, 0451 would touch neither. Not a switch: the seed\'s own hex numbers decide it; a map with the other parity would be another map, not another rule.',
    alternatives: ['odd columns lower (would need a second grid class)'],
  },
  {
    id: 'SSV-A7',
    option: 'terrain',
    text: 'III.D.1.a halves units that "entered the hex of combat across a stream, ford or bridge hexside" on the first round; no cost is given for a ford (F4: stream +1, 0 at a bridge).',
    chosen: 'A ford is a crossing point of a stream: +0 MP, like a bridge hexside, and it halves like a stream in the first round.',
    why: 'A ford that cost as much as the stream would be no ford; the seed treats the three alike in battle.',
    alternatives: ['ford +1 MP (as the stream): set hexsides.ford.cost.others to 1 in a terrain file'],
  },
  {
    id: 'SSV-A8',
    option: 'gate',
    text: 'A gate is a hexside of a walled hex through which besieged units sortie (IV.A.1, "e.g. 3149/3150"); the seed gives it no movement cost and II.C/II.D speak only of walls.',
    chosen:
      'A gate costs nothing extra to cross into a hex not held by the enemy; into an enemy-held hex it is part of the wall and may be crossed only by Assault or Breach (II.D).',
    why: "A gate is the opening in the wall; a held city's gate is shut.",
    alternatives: ['wall: a gate costs as a wall for movement too'],
  },
  {
    id: 'SSV-A9',
    option: 'wallIntoFriendly',
    text: 'II.C: crossing a wall "into an unoccupied hex" costs a non-flyer its whole allowance; II.D covers enemy-occupied hexes; a hex held by friendly units is not mentioned.',
    chosen: 'As into an unoccupied hex: the whole allowance.',
    why: 'The wall is as high with friends behind it; the other reading lets one unit inside carry a whole army over the wall.',
    alternatives: ['terrain: only the cost of the terrain entered'],
  },
  {
    id: 'SSV-A10',
    option: 'terrain / dieCostForReaction',
    text: 'II.A: "Cost to enter and exit Blasted and Glacier hexes is equal to the roll of one die for all except Frost Giants and flying units (1 M.P. for these two types)."',
    chosen:
      'Entering costs one die, and leaving costs one more die added to the cost of the hex entered (the leaving die rolled first); Frost Giants (race frost-giants) and units with the flying flag pay 1 MP to enter and 1 MP to leave. Where no die is rolled (the Reaction modifiers III.A.1/2), a die cost counts as 6, the most it can be.',
    why: 'The literal reading of "enter and exit"; "Frost Giants" is a race in the data, so giants of other kinds pay the die.',
    alternatives: [
      'exempt types pay nothing to leave (terrain file: exit.frost-giants/flying 0)',
      'all giants exempt (terrain file: add giants: 1)',
      'dieCostForReaction 1..6 (e.g. 4 for the average rounded up)',
    ],
  },
  {
    id: 'SSV-A11',
    option: 'terrain',
    text: 'II.B: a Dragon complex is "technically a separate location from the Mountain hex in which it is found" and costs the entirety of a unit\'s movement allowance to enter; I.H gives it stacking 0; VII.A.1 treats "a Dragon Tunnel complex hex" specially.',
    chosen:
      'The complex is a place of its own inside its mountain hex, entered only from that hex, for the whole allowance (flyers too: II.B says "a unit\'s"); leaving it into the mountain hex costs the mountain\'s entry; no fortification applies inside; defence as mountain (F4 "Mountain, Dragon tunnel").',
    why: 'A separate location reached through the mountain; the tunnels are underground, so flying does not help.',
    alternatives: ['a terrain file may give the complex other costs or multipliers'],
  },
  {
    id: 'SSV-A12',
    option: 'swampCreaturesInLake',
    text: 'I.F: "River or Lake - 2 units (Swamp creatures only; may not end turn in lake)"; II: non-flying units may move into any hex "except the lake".',
    chosen:
      "In a river or lake only swamp creatures may use the limit of 2: a stack's limit there is the lesser of 2 and what its swamp creatures count, so every other unit counts against 0. Swamp creatures may move through the lake (1 MP) but not end a move in it; other non-flyers may not enter it.",
    why: 'Reconciles I.F (swamp creatures in lakes) with II (no one else); "Swamp creatures only" read as who may use the limit.',
    alternatives: ['false: no non-flyer enters the lake'],
  },
  {
    id: 'SSV-A13',
    option: 'fortificationDefence / terrain',
    text: "I.I-K give castles, towns and capitals stacking bonuses; a walled hex (IV) has none listed; SSV-A3 gives fortifications defence multipliers but not how they meet the terrain's.",
    chosen:
      "A walled hex adds nothing to stacking; inside a fortification the higher of its multiplier and the terrain's applies (a Dwarrow in a mountain castle x4, Men x3); a blasted hex supersedes any fortification (I.H).",
    why: 'Multiplying (x12 for Dwarrows in a mountain castle) would make fortresses all but untakeable by casualties; the seed lists no walled-hex bonus.',
    alternatives: ['product: multiply the two', 'a terrain file may give walled hexes a stacking bonus'],
  },
  {
    id: 'SSV-A14',
    option: '(fixed: besieged fortifications)',
    text: 'I.E: a besieged city supports 4 units; I.I-K add 2/4/6 for a castle, town or capital; IV.B multiplies the count of units during a siege.',
    chosen:
      "A besieged city's limit is 4 plus its fortification's bonus (a besieged capital city: 10); other terrain keeps its limit when besieged; the siege multiplier (turns the siege has lasted, at least 1) applies to both sides' counts, after I note (2) weights.",
    why: 'I.E replaces the city line (I.A) only; the bonuses are listed separately and "see below, Siege Operations" points them at sieges. Not a switch: a terrain file\'s besiegedStacking holds any other number a group reads.',
    alternatives: ['a terrain file may set another besiegedStacking'],
  },
  {
    id: 'SSV-A15',
    option: '(fixed: vortices)',
    text: 'I.L: "Vortex hex - (inactive) as clear; (active) zero (0)". Vortices move and leave the map (F3).',
    chosen:
      "A vortex is a counter on a hex: while it is there the hex's stacking limit is 12 (inactive) or 0 (active) whatever the terrain and fortification beneath; movement and defence are those of the hex beneath; a blasted hex stays 0. The scenario gives the starting vortices; the game state moves them.",
    why: 'Vortices move, so they cannot be terrain; the seed speaks of them only under stacking. Not a switch: the seed gives both limits; where a vortex stands is scenario data.',
    alternatives: [],
  },
  {
    id: 'SSV-A16',
    option: 'terrain',
    text: 'Glacier, blasted and city hexes have no movement cost or defence multiplier in F4 (city: "as hex", x3); glacier and blasted costs come from II.A only.',
    chosen: 'Glacier and blasted x1; a city hex costs 1 MP for everyone (x3, F4).',
    why: 'Nothing suggests shelter on ice or blasted ground; cities sit on open, cultivated land in the base game.',
    alternatives: ['a terrain file may set other values'],
  },
  {
    id: 'SSV-A17',
    option: 'units',
    text: 'The seed names unit kinds (Heavy Horse, Heavy Axe, Intelligent Mold, Warg Riders, Dinosaur Legions, Giants, Frost Giants, SS-Wiking, Continental Siege Machine, conjured units) but gives strengths for three only.',
    chosen:
      'A roster of 24 unit types over all the races (data/units.json) with SSV-A2 allowances and strengths 1-6; Warg Riders and Dinosaur Legions are mounted but not cavalry (the seed counts them as cavalry only for III.D.2.b and weighs them apart from cavalry in I note (2)); Warg Riders are Orcs and Dinosaur Legions Men; the Continental Siege Machine (attack 6, MA 4) is a summoned ground unit that counts as archer or flyer for III.D.2 but moves on foot; the SS-Wiking is a summoned mounted unit (attack 5, MA 7).',
    why: "The engine needs numbers to play; each is an editable guess within the range of the seed's examples.",
    alternatives: ['any units file in the shape of data/units.json'],
  },
  {
    id: 'SSV-A18',
    option: 'races',
    text: 'V.A rates Conjured units 1 and "all others" 3; summoned units (the SS-Wiking, the Continental Siege Machine) are not named.',
    chosen:
      'Summoned units are a race of their own rated 3 ("all others"); Intelligent Mold belongs to the Swamp Creatures (its code 2s3 and its x3 in swamp are theirs).',
    why: 'I note (2) names "conjured or summoned" as two things, so V.A\'s Conjured does not cover summoned units.',
    alternatives: ['a races file rating summoned units 1, as conjured'],
  },
  {
    id: 'SSV-A19',
    option: 'stackingEliminates',
    text: 'I note (1): "eliminate one unit for each full multiple of six units by which the units of one side exceed the hex\'s stacking limit ... roll the die and eliminate one unit if the roll is less than or equal to the number of units in the partial multiple"; it does not say which units, nor whether a unit that does not count (I note (2)) may be the one.',
    chosen:
      "Units are counted with I note (2) weights (and the IV.B siege multiplier); each loss is one counter, chosen by the owner (the caller passes the stack in the owner's order); only units that count for stacking may be eliminated; characters never; the remaining units are demoralized, and one already demoralized is eliminated (V.C.1).",
    why: 'The penalty is for feeding too many; a unit that eats nothing (conjured, summoned) should not be the one that starves.',
    alternatives: ['any: the owner may eliminate conjured or summoned units too'],
  },
];
