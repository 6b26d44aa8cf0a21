/**
 * Sword & Spear Fantasy where the seed is silent, garbled or points to a missing section. SSF-A1..A7
 * are the proposals of shared/docs/rules-gaps.md; SSF-A8.. are this ruleset's own. Each names the
 * option that changes it (options.ts), the data file that holds it ("(data: ...)"), "(fixed reading)"
 * where no alternative is offered yet, or "(not yet: ...)" for a step still to come.
 */
import type { Assumption } from '../../core/ruleset.js';

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SSF-A1',
    option: 'drawPerPhase',
    text: 'Section 5 (The Game Turn) is missing. F1: one action die per unit in a bag, 7 drawn per action phase, more dice drawn = initiative, act lowest die first. 17 Magical Power: MP rolled "at the start of each turn".',
    chosen:
      '(1) MP roll; (2) action phases as F1 (draw `drawPerPhase`, initiative, both roll, the initiative player allocates first, attack spells after allocation, units act lowest die first, the initiative side first on ties) until the bag is empty; (3) end phase: commanders and magic-users move, rally/heal, army tests, dice back in the bag.',
    why: 'Keeps "a unit does everything when activated" (A5 Design Notes) and puts the seed\'s magic timings where it puts them.',
    alternatives: ['another number of dice per phase (drawPerPhase)'],
  },
  {
    id: 'SSF-A2',
    option: '(data: troop-types.json movement)',
    text: 'Section 7 (Movement) is missing. F6 gives historical moves; the fantasy types have none.',
    chosen:
      'Beasts 4/3/2/-1; Large beasts as Elephants 3/2/1/-; Swarms 3/3/2/-; Monster and Hero 4/3/2/-; Camp 0. Heavily armoured -1 DU except large beasts; flyers ignore terrain and get +2 DU (movement step).',
    why: 'A1 Beasts: "better than cavalry when moving over rough ground"; A1 Large Beasts: heavily armoured ones "do not suffer the normal movement penalty".',
    alternatives: ['edit data/troop-types.json'],
  },
  {
    id: 'SSF-A3',
    option: '(fixed reading)',
    text: 'Section 8 (Charges) is missing.',
    chosen:
      'A charge needs a die above discipline, the target partly in front; move straight (+1 DU per bonus), line up front to front, fight at once. Only a charge may bring a unit into contact with an enemy.',
    why: 'F3 and the shooting arc\'s "directly in front".',
    alternatives: [],
  },
  {
    id: 'SSF-A4',
    option: 'maxPairs / armourFloor',
    text: 'Section 11 (Combat Mechanism) is missing; 9 Shooting procedure says "work out results as per Section 11". F9: roll, top four dice in order, compare highest against highest, adjust for armour, decide each pair, tests and hits; heavy armour cannot turn a lost pair into a win.',
    chosen:
      "k = min(maxPairs (4), each side's dice) pairs, highest against highest. Armour lowers a winning enemy die by 1 (armoured) or 2 (heavily armoured), never below the defender's own die; lacking protection raises the enemy die by 1. Win by 2+: a hit; by 1: a discipline test; tie or loss: nothing. In shooting only the shooter's wins count.",
    why: "The quick reference sheet's steps and the FAQ; extra dice still matter by raising a side's top values.",
    alternatives: ['maxPairs: another number of pairs', 'armourFloor=full: armour may turn a win into a loss'],
  },
  {
    id: 'SSF-A5',
    option: '(fixed reading)',
    text: '2 Discipline: "The discipline rating is the number required to pass discipline tests... Failure ... leads to the unit taking a hit." 2 Strength: routed when hits reach the strength (+2 large).',
    chosen:
      'A test is one die, passed on at least the current discipline (with the commander, out-of-command and difficult-terrain changes); a failure is one hit. Routed when hits reach strength (+2 large heavy or medium foot).',
    why: 'The seed says this almost in words; only the die is not named.',
    alternatives: [],
  },
  {
    id: 'SSF-A6',
    option: '(data: characteristics.json, weapons.json)',
    text: 'Section 15 (Unit Characteristics) is missing; the seed names brave, causes fear, impact, undrilled, expendable, large, flight, and the melee capabilities pike, spears, powerful attack, melee capable, impact.',
    chosen:
      'Impact +1 die charging fresh; spears cancel frontal impact and the fresh-mounted die while fresh; pike as spears +1 die frontally; powerful attack: enemy protection one lower in melee; melee capable: no missile-troop melee penalty; undrilled: discipline +2 to manoeuvre, group moves straight ahead; causes fear: enemy in contact tests once per combat, immune to fear; brave: immune to fear; expendable: its rout causes no tests; regenerate: remove 1 hit on 4+ in the end phase. All are used in the game (melee.ts, movement.ts, game/); group moves are SSF-A50.',
    why: "rules-gaps.md proposal; the seed's own words are kept in each entry.",
    alternatives: ['edit data/characteristics.json and data/weapons.json'],
  },
  {
    id: 'SSF-A7',
    option: '(data: troop-types.json armyValue)',
    text: 'Section 13 (Victory and Defeat) is missing. F12: army value is the morale score; past 1/3 lost every unit tests; at 1/2 the army loses. Values from one list: Hero 2, Cav 4, LH 3, HF 4.',
    chosen:
      'Unit value = strength, +1 for cavalry, light horse and chariots; Hero, Monster, Artillery 2; Camp 3; the general 2. Thresholds round up (data.ts armyValue, armyBreakpoints).',
    why: 'Matches every value F12 quotes.',
    alternatives: ['edit data/troop-types.json armyValue'],
  },
  {
    id: 'SSF-A8',
    option: 'sightIntoTerrain',
    text: '9 Shooting arc: "See Section 4: The Battlefield for the effect of terrain on line of sight." Section 4 is missing.',
    chosen:
      'A line of sight is blocked by terrain that blocks sight when more than 1 DU of it lies inside the piece; so units at the edge of a wood see and are seen, deeper ones do not.',
    why: 'The usual tabletop rule for woods and villages; one number covers seeing in, out and through.',
    alternatives: ['0: any crossing blocks', 'any other depth'],
  },
  {
    id: 'SSF-A9',
    option: '(data: terrain.json)',
    text: 'Section 4 is missing: no list of terrain types, their going, cover or sight.',
    chosen:
      'open; fields (rough); rough ground and scrub (rough, cover); woods and village (difficult, cover, block sight); marsh (difficult); hill and rocky hill (open / rough+cover; height is not modelled, so they do not block sight yet).',
    why: 'The going classes of F6 and F8 with the common historical pieces.',
    alternatives: ['edit data/terrain.json'],
  },
  {
    id: 'SSF-A10',
    option: 'inTerrain',
    text: 'When is a unit "in cover" (9 Effect of cover) or "in difficult terrain" (9 Combat dice)? Not said.',
    chosen: 'When the centre of its base is inside the piece.',
    why: 'About half of the unit, and one point is quick to judge on a real table.',
    alternatives: ['any-part', 'half', 'whole'],
  },
  {
    id: 'SSF-A11',
    option: 'contactTolerance',
    text: '9 Shooting into combat: "if an enemy unit is in contact with a friendly unit"; contact is not defined for measured positions.',
    chosen: 'Two bases are in contact when they are no more than 0.05 DU apart.',
    why: 'Models on a table never touch exactly; a small gap is still contact.',
    alternatives: ['any other tolerance'],
  },
  {
    id: 'SSF-A12',
    option: '(fixed reading)',
    text: '9 Shooting arc: the unit "shoots at the closest one... although the shooting unit may choose to ignore units that are flying when considering target priority." Ties are not mentioned.',
    chosen:
      'The shooter chooses among targets equally close (within 0.000001 DU). Ignoring flyers lets it shoot the closest unit that is not flying instead of a closer flying one; it may not pick a flying unit that is not the closest.',
    why: 'The player, not the dice, decides where the text gives no order; "ignore ... when considering target priority" removes flyers from the ranking, it does not make them free targets.',
    alternatives: [],
  },
  {
    id: 'SSF-A13',
    option: 'flyingRangePenalty',
    text: 'Section 19 (Flight) is missing. 9: "ranges are reduced when shooting at or by flying units"; "in most cases units that are flying do not block line of sight"; 9 Effect of cover: flying high counts as cover.',
    chosen:
      'A unit with flight is on the ground, flying low or flying high. Flying (low or high): does not block sight, nothing blocks sight to or from it, it is in the open for going and cover, and shooting at or by it loses 1 DU of range (not twice). Flying high also counts as cover.',
    why: 'The fewest rules that give every effect the seed mentions.',
    alternatives: ['another range reduction (flyingRangePenalty)'],
  },
  {
    id: 'SSF-A14',
    option: 'restrictedDice',
    text: 'A1 Chariots: missile capability "restricted ... classed as Bow(R) or Crossbow(R)"; what restricted does is in a missing section.',
    chosen: 'A restricted missile capability shoots with at most 2 dice.',
    why: 'The same cut the seed makes for moving or difficult terrain (9 Combat dice).',
    alternatives: ['another number of dice'],
  },
  {
    id: 'SSF-A15',
    option: 'shootFromContact',
    text: 'Nothing says whether a unit in contact with an enemy may shoot.',
    chosen: 'It may not; it fights instead.',
    why: 'Shooting into combat is forbidden; shooting out of it would be its mirror image.',
    alternatives: ['true: it may shoot'],
  },
  {
    id: 'SSF-A16',
    option: 'noBonusDice',
    text: '9 Shooting weapons table: crossbow "No non-magical bonus shooting dice may be used"; firearm "No bonus shooting dice may be used". 9 Bonus Combat dice: bonuses give +1 DU range or an extra die.',
    chosen: 'The notes forbid only the extra die (crossbow: unless it comes from magic); bonuses for range are still allowed.',
    why: '"Bonus shooting dice" names dice, and range bonuses are not dice.',
    alternatives: ['all-bonuses: crossbows use only magical bonuses, firearms none'],
  },
  {
    id: 'SSF-A17',
    option: 'sightPoint',
    text: '9 Shooting arc: "direct unobstructed lines can be drawn from both front corners of the shooting unit to any one point on the target unit".',
    chosen: "Both lines go to the same point of the target. Lines may run along a base's edge or touch its corner.",
    why: '"any one point" is one point for both lines.',
    alternatives: ['any-points: each corner may see a different point'],
  },
  {
    id: 'SSF-A18',
    option: 'boostBonuses',
    text: '17 Spells: a boost spell is cast as a friendly unit is activated; 9 Bonus Combat dice: "Shooting may also be boosted through magic". How much is not said.',
    chosen: 'A boost spell gives as many bonuses as its level (each +1 DU or +1 die; still at most one extra die when shooting).',
    why: "Higher level spells cost more, so they should do more; bonuses are the seed's own currency.",
    alternatives: ['one: a single bonus whatever the level'],
  },
  {
    id: 'SSF-A19',
    option: 'protectSpell',
    text: '17 Spells: a protect spell "is cast as an enemy missile unit is activated to shoot at a friendly unit". Its effect is not said.',
    chosen: 'The protected unit rolls one extra die per spell level against that shooting.',
    why: 'Cover works the same way (9 Effect of cover).',
    alternatives: ['fewer-shooting-dice: the shooter rolls one die fewer per level'],
  },
  {
    id: 'SSF-A20',
    option: 'healSpell',
    text: '17 Spells: a rally/heal spell is cast in the end phase; its effect is not said.',
    chosen: 'It removes as many hits as its level, with no roll.',
    why: 'Hits are what rallying removes (2 Strength: "Hits can be removed by rallying").',
    alternatives: ['one: one hit whatever the level'],
  },
  {
    id: 'SSF-A21',
    option: 'attackSpellFear',
    text: '17 Attack Spell: a physical magical attack "works in the same way as shooting... Magical attacks ignore enemy armour and cover." The Magic Attack weapon (9) also "Causes fear".',
    chosen: 'A physical attack spell does not cause fear.',
    why: "Section 17 lists the weapon's notes it keeps and leaves fear out.",
    alternatives: ['true: it causes fear like the Magic Attack weapon'],
  },
  {
    id: 'SSF-A22',
    option: '(fixed reading)',
    text: '17 Attack Spell: a non-physical attack "causes the target unit to immediately make a number of discipline tests equal to the spell level".',
    chosen:
      'Each test is an ordinary discipline test (SSF-A5): a failure is a hit. Brave units and units that cause fear still test (it is not fear).',
    why: 'The seed calls them discipline tests.',
    alternatives: [],
  },
  {
    id: 'SSF-A23',
    option: '(fixed reading)',
    text: '17 Magical Power: the dice "are then assigned, one to each magic-user". By whom is not said.',
    chosen:
      "The owning player assigns them at the start of the turn (the game's assign-power step), the players in turn order; a player whose dice can go only one way (one magic-user, or dice that give the same power either way) has them as rolled.",
    why: 'The player rolls them for his own magic-users.',
    alternatives: [],
  },
  {
    id: 'SSF-A24',
    option: '(fixed reading)',
    text: '17 Using Magic: range bands "Up to 4 DU", "4 DU to 8 DU", "8 DU to 12 DU": the boundaries overlap, and nothing is said beyond 12 DU.',
    chosen: 'Exactly 4 DU costs 0, exactly 8 DU costs 1; no spell reaches beyond 12 DU.',
    why: '"Up to" includes its limit; the table ends at 12.',
    alternatives: [],
  },
  {
    id: 'SSF-A25',
    option: '(fixed reading)',
    text: 'Do commanders and magic-users block lines of sight? Does an attached commander / magic-user need sight of his own unit?',
    chosen: 'Commanders and magic-users block no sight. An attached one casts on his own unit at range 0 without a sight check.',
    why: 'Their bases are small and they are not units; an attached commander is in contact with his unit.',
    alternatives: [],
  },
  {
    id: 'SSF-A26',
    option: 'initiativeTie',
    text: 'F1: the side with more dice drawn has the initiative. Equal draws are not covered.',
    chosen: 'A roll-off (re-rolled while tied).',
    why: 'Neither side is favoured.',
    alternatives: ['previous: the side that had the initiative keeps it (a roll-off in the first phase)'],
  },
  {
    id: 'SSF-A27',
    option: '(fixed reading)',
    text: '9 Bonus Combat dice: "If it is allocated multiple action dice showing the same number, it gains one extra bonus for each dice after the first"; a 6 gives a bonus "as long as it did not require a minimum of a 6 for the activation".',
    chosen:
      'All the dice allocated to one unit show the same number. Each 6 is a bonus, except the first when the activation needed a 6; otherwise N matching dice give N-1. Bonuses used to move are gone for shooting.',
    why: 'F4 and the seed together; dice of other numbers would add nothing.',
    alternatives: [],
  },
  {
    id: 'SSF-A28',
    option: 'targetInDifficult',
    text: '9 Combat dice reduces the shooting unit\'s dice in difficult terrain; F8 (FAQ) says "base combat and shooting dice 2" there.',
    chosen: 'A target in difficult terrain still rolls its strength against shooting (it usually gains cover instead).',
    why: 'The seed reduces only "the number of shooting dice".',
    alternatives: ['two: the target rolls two dice as well'],
  },
  {
    id: 'SSF-A29',
    option: 'lightFootDifficult',
    text: '9 Combat dice: "A unit which ends its movement in difficult terrain cannot then shoot." F8 (FAQ) lists difficult-terrain effects for units other than light foot.',
    chosen: "The seed's words: light foot cannot shoot after ending a move in difficult terrain either.",
    why: 'The seed makes no exception.',
    alternatives: ['faq: light foot may'],
  },
  {
    id: 'SSF-A30',
    option: '(fixed reading)',
    text: '9 Shooting arc: artillery\'s target may be "within 1 DU to either side"; 9 Range measures to the nearest point "directly in front".',
    chosen:
      'For artillery the widened strip counts as "in front" for range and priority; a point in the side strip is measured on the slant to the nearest point of the front edge.',
    why: 'Otherwise a target only in the side strip would have no range at all.',
    alternatives: [],
  },
  {
    id: 'SSF-A31',
    option: '(data: troop-types.json)',
    text: 'F3 speaks of skirmishers, F7 and F10 of mounted units; the seed defines neither.',
    chosen: 'Skirmishers: light foot and light horse. Mounted: cavalry, light horse, chariots, large beasts.',
    why: 'As in the historical game.',
    alternatives: ['edit data/troop-types.json'],
  },
  {
    id: 'SSF-A32',
    option: '(fixed reading)',
    text: '2 Strength: a unit is routed when its hits reach its strength; what happens to hits beyond that is not said.',
    chosen: 'Hits stop at the rout: no more discipline tests are rolled once the unit routs.',
    why: 'A routed unit is removed; further tests cannot matter.',
    alternatives: [],
  },
  {
    id: 'SSF-A33',
    option: '(fixed reading)',
    text: '2 Discipline gives ratings 3-5 and +-1 changes; F5 adds +1 in difficult terrain. Nothing caps the result.',
    chosen: 'No cap: a discipline of 7 cannot be activated by any die and fails every test; the changes apply for every purpose (F5).',
    why: 'The dice show 1-6; the rules need no special case.',
    alternatives: [],
  },
  {
    id: 'SSF-A34',
    option: '(data: scenario base, troop-types.json base, characteristics.json base, unit and character base)',
    text: 'Appendix 2 (Basing, marking hits & table size) and Appendix 4 (Scenarios) are missing; 17 Magic sizes magic-user bases "up to half the size of a normal unit frontage"; A1: monsters "are on smaller bases so can fit into gaps and get round flanks more easily", heroes are individuals with a few retainers, and war wagons that shoot to the sides "are based with a narrower frontage than other units, but greater depth". F13: about 12 units a side on a table 30-40 DU wide.',
    chosen:
      "A scenario gives the normal unit's base; the bundled ones use 3 x 1.5 DU (a 36 x 24 DU table, and 18 x 12 for the skirmish). A unit stands on its list's own base if it gives one, else on its troop type's share of the normal base: monsters and heroes half its width (1.5 x 1.5 DU), a side-shooting war wagon half its width and twice its depth (1.5 x 3 DU), every other unit the normal base. The base is used wherever a base is: contact, charges, moves, gaps, shooting arcs and ranges. Commanders and magic-users stand at their base centres; a lone character is a square his list sizes (default 1 DU), and the scenario refuses a magic-user whose base is more than half the normal frontage (17 Magic).",
    why: "Nine 3 DU units with 1 DU gaps fill most of a 36 DU table, as F13 describes; half a frontage is the seed's own measure for an individual (17 Magic), and a hero or a monster is one figure, so it gets the same frontage on a base as deep as a unit.",
    alternatives: [
      'edit the scenario file (base, table)',
      "edit a troop type's or characteristic's share (data/troop-types.json, data/characteristics.json base)",
      'give a unit or character its own base in its army list (data/armies, base)',
    ],
  },
  {
    id: 'SSF-A35',
    option: 'maxTurns',
    text: 'Section 13 (Victory and Defeat) is missing. F12: at half the army value lost the army loses. Nothing bounds the length of a battle.',
    chosen:
      'An army that has lost half its value (SSF-A7), or every unit, loses at once. If both break by the same action, the one that lost the greater share loses (equal: a draw). After maxTurns (10) turns the army that lost the smaller share wins; equal shares: a draw.',
    why: 'Every battle ends, and a battle cut short is judged by the same measure that decides a finished one.',
    alternatives: ['another number of turns (maxTurns)'],
  },
  {
    id: 'SSF-A36',
    option: '(fixed reading)',
    text: 'Sections 10 (Melee Combat) and 11 (Combat Mechanism) are missing. F9: roll, put the top four dice in order, compare them highest against highest, adjust for armour, decide each pair, then tests and hits; both sides get extra dice for extra units in contact.',
    chosen:
      "A melee is fought when a unit in contact is activated (fight) or charges. Both sides roll (strength; difficult terrain 2 (F8); missile troops -1; impetus +1 for the active unit; fresh mounted +1; fresh large +1 (F10); impact, spears, pike (SSF-A6); +1 per other friendly unit in contact with the enemy (F9); +1 per bonus (F4); at least 1). SSF-A4 is applied both ways: each side's winning pairs count against the other, with the other's protection (powerful attack: one level lower). A causes-fear enemy adds one test. The winner is the side that inflicted more hits.",
    why: "The quick reference sheet's steps with the shooting mechanism of SSF-A4 made symmetrical, as melee is.",
    alternatives: [],
  },
  {
    id: 'SSF-A37',
    option: 'turnCost',
    text: 'Section 7 (Movement) is missing: no rule for wheels and turns in DU, or for moving through other units.',
    chosen:
      'A move turns the base about its centre (1 DU per 90 degrees or part) and then goes straight forward; it may not pass through or end on another unit, leave the table, or end in contact with an enemy. Its allowance is that of the worse going where it starts and ends (F6, SSF-A2), plus 1 DU per bonus (F4). An advance is straight ahead (die equal to the discipline); turning is a manoeuvre (die above it; undrilled +2; skirmishers move at their discipline, F3).',
    why: 'One simple rule gives every facing a cost, and the players choose among fixed angles (45, 90, 180 degrees) and whole DU.',
    alternatives: ['another cost per 90 degrees (turnCost)'],
  },
  {
    id: 'SSF-A38',
    option: '(fixed reading)',
    text: 'Section 8 (Charges) is missing: where a charger ends.',
    chosen:
      "The charger ends centred on the side of the target that faces it (its front if the charger's centre is beyond the target's front edge, its rear if behind its rear edge, else the nearer flank), facing it, in contact. The distance is from the charger's front centre to where it ends. The straight path and the new position must be clear of other units (flying units pass over).",
    why: 'Lining up is what F3\'s "charge" and SSF-A3 describe; a contact on flank or rear ends the target\'s fresh status (F7).',
    alternatives: [],
  },
  {
    id: 'SSF-A39',
    option: 'characterMove',
    text: 'Section 6 (Commanders) is missing. F5: command range captain 4 DU, general 8 DU; 17 Magic: magic-users move in the end phase as commanders do. How far is not said.',
    chosen:
      'A unit is in command when a living commander of its side (an attached one at the unit) is within his range of the nearest point of the unit. In the end phase each commander or magic-user may move up to 8 DU to stand behind a friendly unit, or (commanders) attach to it. A commander whose unit routs is killed on a 6, on 5-6 if the winner is mounted (F5); a killed general costs 2 army value (SSF-A7). A lone character shot at or contacted: SSF-A46.',
    why: "The ranges are F5's; 8 DU is the general's range, so he can always reach a unit he commands.",
    alternatives: ['another distance (characterMove)'],
  },
  {
    id: 'SSF-A40',
    option: 'routTestRange',
    text: 'Section 12 (Discipline tests, fresh status & routed units) is missing. F11: when a unit routs, friends within about 1 DU of its sides and front, and within one full move to its rear, test.',
    chosen:
      "Friends whose bases are within 1 DU of the routing unit's base take a discipline test (SSF-A5); an expendable unit's rout causes none (SSF-A6). A routed unit is removed at once.",
    why: 'One distance all round keeps the rule quick; the rear reach of F11 is left out.',
    alternatives: ['another distance (routTestRange)'],
  },
  {
    id: 'SSF-A41',
    option: 'rallyRemoves',
    text: 'F3: a unit may rally when not in contact with a die that exceeds its discipline by at least its hits. 17 Spells: an attached commander "may attempt to rally the unit normally" in the end phase. What a rally removes is not said.',
    chosen:
      'A rally order removes 1 hit. In the end phase a commander attached to a unit with hits, not in contact, rolls a discipline test for it; a pass removes 1 hit. Regenerate removes 1 hit on 4+ in the end phase (SSF-A6).',
    why: '2 Strength: "Hits can be removed by rallying"; one hit a time keeps routed units rare to save.',
    alternatives: ['more hits per rally (rallyRemoves)'],
  },
  {
    id: 'SSF-A42',
    option: 'armyTests',
    text: 'F12: past a third of the army value lost, every unit takes a morale test in the next end phase.',
    chosen:
      'Once, at the first end phase after the losses pass a third (rounded up), every unit of that army takes a discipline test (SSF-A5): a failure is a hit.',
    why: 'The seed has no morale test apart from the discipline test.',
    alternatives: ['false: no army test'],
  },
  {
    id: 'SSF-A43',
    option: 'pursuit',
    text: 'SSF-A5 (rules-gaps.md): mounted or undrilled winners pursue one full move. F12: pursuers may crash into a new unit.',
    chosen:
      'When a unit routs in melee, a mounted or undrilled winner no longer in contact moves straight ahead its full open-ground move, stopping short (in half DU) of any unit or the table edge; it does not crash into a new unit yet.',
    why: 'The pursuit takes the winner out of the line, which is what makes it a risk; crashing into a new unit is left for later.',
    alternatives: ['false: winners stay in place'],
  },
  {
    id: 'SSF-A44',
    option: '(fixed reading)',
    text: 'Section 19 (Flight) is missing: when a unit is flying.',
    chosen:
      'In the game a unit with flight is flying low after it moves (advance, manoeuvre, move and shoot), or flying high if its player chooses so for an advance or manoeuvre; it lands when it charges or is charged. A unit flying high may be charged only by a unit with flight (A1 Flying Units: "When flying high they are safe from most attacks"); shooting at it, it has cover (9 Effect of cover) and the flying range penalty (SSF-A13).',
    why: 'Flyers move to fly over and fight on the ground; flying high is the safety the seed promises, bought by not fighting from it.',
    alternatives: ['flying high also open to charges by units that cannot fly (not offered: the seed calls it safe from most attacks)'],
  },
  {
    id: 'SSF-A45',
    option: '(fixed reading)',
    text: 'F1: the initiative player allocates first; 2 Discipline: a die below the discipline cannot activate the unit.',
    chosen:
      "Dice are given one at a time; the first die a unit gets must be at least its current discipline, later ones must match it (SSF-A27). A side finishes when it says so or has no die left to give. Units of each side act in F1's order once both sides have allocated and the attack spells are cast.",
    why: 'A die that cannot activate its unit would be set aside anyway (F2); refusing it keeps the choice list short.',
    alternatives: [],
  },
  {
    id: 'SSF-A46',
    option: 'loneCharacters',
    text: '17 Magic: "If a magic-user is shot at or contacted by an enemy unit it is resolved in the same way as contacting or shooting at lone commanders. See Section 6: Commanders." Section 6 is missing; F5 gives only the risk to a commander whose unit routs (killed on a 6, on 5-6 if pursued by mounted).',
    chosen:
      "A lone character (living, not attached) stands on a 1 DU square about his position. A unit ordered to shoot may shoot at him when he is in the arc of a shooting edge, seen from both its corners, in range of its first weapon (bonuses add range), and no enemy unit it could shoot at is closer; he does not count in the target priority of units. A move-and-shoot order may shoot at him in the same way after its straight move, but not with a weapon that cannot move and shoot nor after ending the move in difficult terrain. An attack spell (either form) may be cast at him as at a unit (17 Using Magic; 17 Line of sight to his square) and is resolved as a shot at him. A unit ordered to charge may charge him when he is partly in front and a straight move reaches him; it stops in contact. Then ('risk') a shot kills him on a 6 and a contact on 5-6, and a survivor of a contact flees to the nearest friendly unit (a commander joins it, a magic-user stands behind it); with 'flee' there is no roll and he always flees. With no friendly unit left he is killed. A killed general costs 2 army value (SSF-A7).",
    why: 'F5\'s numbers are the only risk to a commander the sources give: a 6 for the lesser danger (a volley), 5-6 for the greater (being ridden down). Fleeing to a friend keeps a lone character on the table but out of the way. A1 Hero: heroes are "particularly good at taking on enemy commanders", so a lone one must be at risk.',
    alternatives: ['flee: no roll; shot at or contacted, he moves to the nearest friendly unit (loneCharacters)'],
  },
  {
    id: 'SSF-A47',
    option: '(data: characteristics.json side-shooting)',
    text: 'A1 War wagons: "They can either shoot frontally or to the sides. If they shoot to the sides they are based with a narrower frontage than other units, but greater depth." Which edges, and whether both sides, is not said.',
    chosen:
      'A war wagon whose profile has the characteristic side-shooting shoots from its two side edges and not from its front; any other unit from its front. A side edge is measured as a front edge: the base turned 90 degrees either way about its centre, width and depth swapped (open-table rotateBase). Arc, range and line of sight (from both corners of that edge) are 9 Shooting arc and 9 Range; target priority takes the closest target over both sides.',
    why: 'The seed gives front and sides as alternatives of the profile ("either ... or"); the narrower, deeper base only makes sense if the long sides shoot, and both sides of a wagon carry shooters.',
    alternatives: ['give a wagon profile side-shooting or not (data/armies)'],
  },
  {
    id: 'SSF-A48',
    option: 'obstacleCombat',
    text: 'F6 (the quick reference sheet) gives each troop type a change to its move for crossing an obstacle: heavy foot -1, medium foot -1, light foot none, cavalry -1, light horse -1, chariots cannot, elephants none, war wagons and artillery cannot. Sections 4 (The Battlefield) and 7 (Movement) are missing: what an obstacle is, when a move crosses one, and what it does in combat.',
    chosen:
      "Hedges, walls and streams (data/terrain.json, `linear`) are lines of segments in a scenario's `obstacles`. A move or a charge crosses one when the path of the unit's front centre (after any turn) meets the line, unless the path starts on it; each obstacle crossed changes the allowance by the troop type's obstacle figure (F6; fantasy types SSF-A2: beasts -1; swarms, monsters and heroes none), and a type with none (chariots, war wagons, artillery, camp) may not cross (ERR_OBSTACLE, F6). Flyers pass over. With cover-and-not-fresh (the default) a unit within 1 DU of a hedge or wall that lies between it and the front centre of the shooting edge is in cover against shooting (one extra die, 9 Effect of cover; not against artillery or magic), and a unit whose charge crossed an obstacle is not fresh in that melee: no fresh-mounted, fresh-large or impact die (F7, F10, SSF-A6). Obstacles neither block sight nor are going a base stands in.",
    why: 'The F6 column is the movement rule in numbers; defending a hedge or wall is what such a piece is for on a historical table, and a charge that has to cross one loses its momentum, which the rules measure as the fresh dice. One measure (the path of the front centre) charges each obstacle once.',
    alternatives: ['movement-only: obstacles only cost movement (obstacleCombat)', "edit data/terrain.json and a scenario's obstacles"],
  },
  {
    id: 'SSF-A49',
    option: 'largeBeastsVsCavalry',
    text: 'A1 Large Beasts: "They are powerful in attack when fresh, particularly good against cavalry (whose mounts shy away from the appearance, sound and smell of such beasts)". No rule is given.',
    chosen:
      'A mounted unit other than large beasts (cavalry, light horse, chariots: SSF-A31) in melee with a large beast does not get its fresh-mounted die (F10); the large beast keeps its own dice.',
    why: 'The mounts shy away: what they lose is the mounted edge that F10 gives as the fresh-mounted die; the beast is made no stronger against anything else.',
    alternatives: ['extra-die: the large beast rolls one more die against mounted troops (largeBeastsVsCavalry)', 'none: no effect'],
  },
  {
    id: 'SSF-A50',
    option: 'groupGap',
    text: "F3: \"A group move (the commander's unit plus one unit on each side) needs a die above every unit's discipline.\" SSF-A6: undrilled units make group moves straight ahead only. Section 6 (Commanders) is missing: which units count as beside the commander's unit, and how the group moves.",
    chosen:
      "A unit with a commander attached, given a die above its own discipline and that of each other unit of the group, may order a group move with the nearest friendly unit on its left, on its right, or both: each facing the same way, front edges in line (within the contact tolerance), the gap between the sides at most groupGap (1) DU, not yet acted this turn and not in contact with an enemy. All move straight ahead the same distance, each within its own allowance (going, obstacles) plus the bonuses of the commander's unit's dice; the group may not turn. The other units have acted this turn, and a die given to them this phase is not used (F2).",
    why: "Straight ahead keeps the formation without wheel geometry and meets SSF-A6 for undrilled units; a 1 DU gap lets the bundled scenario's line (3 DU bases 4 DU apart) move together, as a battle line would.",
    alternatives: ['another gap (groupGap)', 'group turns and wheels are not offered yet'],
  },
  {
    id: 'SSF-A51',
    option: 'playersPerSide',
    text: 'The contents list has "APPENDIX 3: MULTI-PLAYER GAMES", but the appendix\'s text is missing from the seed. F1: each side puts one action die per unit in a bag; the side with more dice drawn has the initiative.',
    chosen:
      "playersPerSide 1 (default): one player a side, seats a and b. With 2, each army is split into two commands: the general's (seat a / b) and the first other commander's, a captain (seat a2 / b2); a unit or character goes where its deployment's `command` (1 or 2) puts it, else with the nearer of the two leaders (the general on a tie; a side with one commander has one command). Each player's units put dice of his own colour in the side's bag; dice are drawn as before; initiative stays per side (the side with more dice drawn, both colours together); each player allocates his own colour's dice to his own units (the initiative side's players first, the general's before his ally), casts with his own magic-users, and moves his own characters in the end phase (to any unit of his side). Units act lowest die first, the initiative side first on ties, whoever commands them. Victory and losses stay per army: the ally's seat wins or loses with his side.",
    why: "Dice of each player's colour keep F1's bag and its chance of drawing per unit while giving every player his own decisions; the general/captain split follows the command structure the seed does give (F5: a general and captains), and the nearest leader keeps each command together on the table.",
    alternatives: ['one player a side (playersPerSide 1)', 'more than two players a side, or other splits, are not offered yet'],
  },
  {
    id: 'SSF-A52',
    option: 'undead',
    text: 'The contents list has "SECTION 18 : UNDEAD", but the section\'s text is missing; "2 Other Characteristics" lets units have characteristics, and data/characteristics.json lists `undead` with no effect. No fact about it was found (shared/docs/rules-gaps.md).',
    chosen:
      'fearless-no-rally (default): an undead unit is not affected by fear (no fear test from a fear-causing shot, spell or melee, as a brave unit), and its hits are removed only by magic (a rally/heal spell, 17 Spells): it is offered no rally order (refused with SSF-A52) and its attached commander does not rally it in the end phase (SSF-A41). Everything else is as for any unit of its troop type.',
    why: "The two traits fantasy rules most often give the undead: they know no fear, and what holds them together is the necromancer's magic, not a leader's words. Together they neither only strengthen nor only weaken a unit, so an army list using them stays near its value (SSF-A7).",
    alternatives: ['none: undead is a name only, the unit is like any other of its troop type (undead)'],
  },
  {
    id: 'SSF-A53',
    option: '(fixed reading)',
    text: 'The contents list has "SECTION 16 : STRATAGEMS", but the section\'s text is missing, and no other section of the seed, and no fact found (shared/docs/rules-gaps.md), names a stratagem or what one does.',
    chosen: 'No stratagems are offered: the game is played without them.',
    why: 'Nothing in the given rules depends on a stratagem, and a list of our own would be a new game, not a reading of this one (the design notes ask only that a unit does all its actions when activated, SSF-A1).',
    alternatives: ["stratagems of a player's own: not offered"],
  },
];
