/**
 * The map game's readings where the seed is silent (SAU-M1..): the map of Dagorlad, the order of
 * battle, movement, unit combat, the turn's small steps and victory. The rules core's SAU-A1..A26
 * (../assumptions.ts) hold as well. docs/sauron/map-game.md lists the same rows.
 */
import type { Assumption } from '../../../core/ruleset.js';

export const MAP_GAME_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SAU-M1',
    option: '(data: data/dagorlad.json path, gate)',
    text: 'Expanded Game: "The Gate of Morannon now exists on the hex path between hexes 0722 and 1120." The path\'s hexes and the gate\'s place on it are not given.',
    chosen:
      "The path is the straight hex line 0722-0821-0921-1020-1120 through the mountains; the gate is the hexside 1020/1120 where the path enters Mordor. The map is 29 columns by 30 rows, north up (the seed's rotated map).",
    why: 'The straightest line is the only one the text implies; a gate at Mordor\'s mouth lets "units inside Mordor" (18.1) be the ones behind it.',
    alternatives: ['another path or gate hexside: edit data/dagorlad.json'],
  },
  {
    id: 'SAU-M2',
    option: '(data: data/dagorlad.json fortifications, stairways)',
    text: 'Expanded Game: "The six hexes in the mountains on each side of the path are fortifications ... Units may never move directly from the path to the wall, but may use the stairways in hexes 0920-1019 and 1122-0923."',
    chosen:
      'North wall 0819, 0820, 0919, 0920, 1018, 1019; south wall 0822, 0922, 0923, 1021, 1022, 1121. Stairways 0920, 1019 and (for the garbled 1122-0923, which touch no path hex) 1021, 0922. The wall is entered from the path only at a stairway and left only from a stairway to the path; along the wall, wall hex to wall hex. Wall hexes defend as rough (+2 armour) and cost 3 to enter.',
    why: 'The six mountain hexes nearest the path on each side; 1021-0922 mirrors the north stairway across the path.',
    alternatives: ['other wall hexes: edit the data file'],
  },
  {
    id: 'SAU-M3',
    option: '(data: data/dagorlad.json mordor)',
    text: '18.1: "If Sauron is inside Mordor ... Missile combat may occur only on the part of the units inside Mordor." Mordor\'s extent is not given.',
    chosen:
      'Mordor is the land the mountains enclose: columns 11-29, rows 1-20. Fire passes "through the gates" between a hex inside Mordor and one outside it (the mountains are too deep to shoot across elsewhere).',
    why: "The Expanded Game's mountains close it on the west and south; Barad-dur (1608) and Orodruin (2218) lie inside.",
    alternatives: [],
  },
  {
    id: 'SAU-M4',
    option: '(data: data/dagorlad.json road)',
    text: 'Expanded Game: "A road connects the two, going from 1609 to 1611 to 2214 to 2217. The road continues... [To Be Added]". What a road does is the base game\'s.',
    chosen: 'Only the given part: straight hex lines 1609-1611-2214-2217. A step from road hex to road hex costs 1 whatever the terrain.',
    why: 'The rest is unwritten; a road that ignores rough ground is the usual SPI road.',
    alternatives: [],
  },
  {
    id: 'SAU-M5',
    option: '(data: data/dagorlad.json rough)',
    text: '4.3 adds rough terrain (+2 MP, +2 armour) and the overview says "All those mysterious rough hexes are finally explained", but where they lie is the base map\'s.',
    chosen:
      "Eighteen rough hexes: low hills on the plain of Dagorlad (0314, 0315, 0415, 0218, 0526, 0527, 0627, 1226, 1227, 1327, 1828, 1928, 2526, 2626) and in Mordor (1414, 1415, 2010, 2011); the six slopes and the centre of Orodruin are rough too. Barad-dur's seven hexes defend as rough but cost 1.",
    why: 'Hills on both approaches give the 4.3 rule room to matter ("head to the hills and hide or recoup").',
    alternatives: ["the base map's rough hexes: edit the data file"],
  },
  {
    id: 'SAU-M6',
    option: '(data: data/dagorlad.json westernesseEntry)',
    text: '14.3: the extra units enter "identical to those found in 14.2"; 14.2 is not in the seed.',
    chosen:
      'They enter at free hexes of the south edge (0130-1230) at the start of the Westernesse Movement Phase, and may move that phase.',
    why: 'The Westernesse host comes up from the south-west on this map.',
    alternatives: [],
  },
  {
    id: 'SAU-M7',
    option: '(data: data/armies.json)',
    text: "The counter mix and the set-up are the base game's (F10: 100 counters).",
    chosen:
      "Westernesse: 4 Men B-3-W, 2 pikes B-1-Y, 2 cavalry A-2-X (MA 6), 3 Elves B-2-W, 3 Elves Archers e-2-X, 2 Dwarves C-4-W; Sauron: 6 Orcs D-2-Y, 3 Goblins Dd-1-Z, 2 Wargs C-1-Y (MA 6), 2 Trolls A-3-X, 3 Slaves E-1-Z, 3 Catapults c-2-Y (MA 0, on the wall), the Beast C-4-X. Westernesse in the south-west, Sauron's army before the gate, Sauron just inside it.",
    why: "The seed's unit codes (F7, 14.3, 17.11) and 16.69's list of Sauron's types; a smaller mix keeps a game to an evening.",
    alternatives: ['any order of battle: edit data/armies.json'],
  },
  {
    id: 'SAU-M8',
    option: 'demoralizationThresholds',
    text: "SAU-A5's thresholds (60 and 80) were scaled to the seed's own numbers (the Ring 20, Narsil 10 and 10, a leader about 6 to 12) for the base game's whole counter mix (F10: 100 counters); this map holds fewer units (SAU-M7).",
    chosen:
      "order-of-battle (default): data/armies.json's thresholds, scaled to the units on this map: Westernesse is Demoralized at 30 and breaks at 45, Sauron at 40 and 60 (SAU-A5's factor 1.5).",
    why: "What a side can lose sets how much loss should break it: Westernesse's units on the map are worth 55 points by SAU-A5's values (W 4, X 3, Y 2, Z 1), Sauron's 34 and the Beast 15, so at 60 or 80 (breaking at 90 or 120) a side would break only once nearly all its units and leaders were gone; with 45 and 60 a side breaks before its last units fall, and Sauron has the more room because the Ring's 20 (16.61) may fall on his level.",
    alternatives: [
      "seed: the record keeper's 60 and 80 (SAU-A5), as for the base game's whole counter mix",
      'any thresholds for one game: option demoralization.thresholds (SAU-A5)',
    ],
  },
  {
    id: 'SAU-M9',
    option: '(fixed reading)',
    text: 'F10: "no stacking except leaders and special formations"; 8.11 keeps leaders from enemy units but says nothing of units and enemy leaders.',
    chosen:
      "One combat unit a hex; leaders stack freely with each other and with units 8.11 allows. A combat unit may not enter a hex holding enemy leaders, and a leader may enter an enemy leader's hex only to meet him in Mortal Combat (22.1). Special formations (SAU-M22) are the one exception: two or three units under their leader.",
    why: 'Leaders are harmed only in Leader Combat (7.22), so they cannot share a hex with enemies otherwise.',
    alternatives: [],
  },
  {
    id: 'SAU-M10',
    option: 'zonesOfControl',
    text: 'F9: the base game has zones of control; the seed does not restate them.',
    chosen: 'true: a combat unit that enters a hex beside an enemy combat unit stops there; leaders ignore zones of control.',
    why: "The base game's rule as far as it is known.",
    alternatives: ['false: no zones of control'],
  },
  {
    id: 'SAU-M11',
    option: '(fixed reading)',
    text: '19.211: "When Narsil is destroyed by missile or melee combat or by Death Breath"; 20.21: "If the shards are destroyed as per 19.21". 19.21 is not in the seed.',
    chosen:
      "A unit eliminated by missile or melee combat in the hex of Narsil's bearer breaks Narsil into shards; the same in the hex of the shards' bearer destroys them.",
    why: "Combat in the bearer's hex is the only way missile or melee combat can reach a sword.",
    alternatives: [],
  },
  {
    id: 'SAU-M12',
    option: 'thirdSeat',
    text: '16.69: a leader turned evil with Basic Morale 4 or more "is played by a third player" who takes one type of Sauron unit a turn.',
    chosen:
      "seat (default): the game has a third seat, 'third', which plays only once a leader has gone over to the third player: it moves and fights his leader and the types he takes (SAU-M24); the computer plays it when no one takes it. leave: the two-seat game: such a leader leaves the battle with the units his third player would take (they count as lost, but add no Demoralization of their own; SAU-A15 still charges Westernesse). Either way a servant of Sauron joins Sauron's hex (removed if Sauron is dead).",
    why: "16.69 gives him a player of his own. The seat is declared from the start, so a game needs no new seat mid-way, and a table of two may keep the two-seat game; the record keeper follows 16.69's count either way.",
    alternatives: ['leave: two seats, the leader and his units leave the battle'],
  },
  {
    id: 'SAU-M13',
    option: 'turns / ringDestroyedWins',
    text: 'The seed speaks of "a decisive victory" but gives no victory conditions; SAU-A12 left what destroying the Ring does to the map game.',
    chosen:
      'A side that breaks (SAU-A5) loses at once; destroying the Ring (16.633) is a decisive Westernesse victory; after the last game-turn (18, or the option turns) the side nearer its break point loses, equal shares draw.',
    why: 'Destroying the Ring is what the Westernesse Ring Ratings are for (16.632); the levels measure who is winning.',
    alternatives: ['ringDestroyedWins false: destroying the Ring only keeps 16.61 in force'],
  },
  {
    id: 'SAU-M14',
    option: 'extraWesternesseUnits / extraUnitsTurn',
    text: '14.3: six extra Westernesse units "can be brought on, in any amount the players agree to, on or after game-turn 3".',
    chosen:
      "The number agreed is an option (default 0), entering together on the game-turn chosen (default 3) in 14.3's order: the Men first, then the Elves Archers.",
    why: "The players' agreement is a setting of the game.",
    alternatives: [],
  },
  {
    id: 'SAU-M15',
    option: '(fixed reading)',
    text: "F9: unit combat uses the base game's Casualty Probability Table, which is not in the seed.",
    chosen:
      "One die + rating (A or a 5 down to E or e 1) - the target's armour (+2 in rough, fortifications, Barad-dur: 4.3): 7 or more eliminates, 5-6 disrupts (a second disruption eliminates). Missiles reach 2 hexes; melee is against an adjacent unit, and an undisrupted defender with melee strikes back at once. Each unit attacks once a Combat Phase, by missile or by melee; disrupted units do not attack.",
    why: "Ratings and armour as the counters give them (F7), with 4.3's +2 as a real difference; disruption gives rally (8.33) something to do.",
    alternatives: [],
  },
  {
    id: 'SAU-M16',
    option: '(fixed reading)',
    text: "The Joint Rally Phase and the magic phases are the base game's (F8).",
    chosen:
      "Joint Rally: Westernesse then Sauron; each leader may roll once (8.33, 8.37) to rally the disrupted units of his nationality in or beside his hex; Ring removal and destruction (16.633) here too. First Magic Leader Phase: Sauron sets the gates (18.1) and buys the Beast's powers (SAU-M20); the second passes. The Ring and Narsil change hands in the owner's Movement Phase.",
    why: "What the seed places in those phases; the Beast's powers are the one use of magic points the seed names (SAU-M20).",
    alternatives: [],
  },
  {
    id: 'SAU-M17',
    option: '(fixed reading)',
    text: '7.221 does not say how close leaders must be for ordinary Leader Combat.',
    chosen:
      'In the Leader Combat Segment, a phasing leader (or the Beast, 17.11) attacks an enemy leader in his hex or an adjacent one (not through closed gates).',
    why: 'As melee: contact. Mortal Combat (22.0) is the long-range challenge.',
    alternatives: [],
  },
  {
    id: 'SAU-M18',
    option: '(fixed reading)',
    text: 'Hidden information: nothing in the seed hides a counter or who holds the Ring.',
    chosen: 'Every seat sees everything: the views are the same for both seats and spectators.',
    why: "SPI's Sauron is an open-counter game; the Ring is worn openly.",
    alternatives: [],
  },
  {
    id: 'SAU-M19',
    option: '(fixed reading)',
    text: '22.1: "both leaders attempt to move into the other\'s hex until one is successful."',
    chosen:
      "Only the leader whose turn it is to close (the challenged one first) may enter the other's hex; when his side's Movement Phase ends without him there, the turn to close passes to the other (SAU-A22). The moves are not forced: a player who does not try simply passes the turn. While a challenge is open no other challenge may be made.",
    why: "Forcing a path on the map would need a rule for every blocked route; alternating turns keep the seed's order.",
    alternatives: [],
  },
  {
    id: 'SAU-M20',
    option: 'sauronMagicPoints',
    text: 'F8: each game-turn has two Magic Leader Phases (Westernesse first in the first, Sauron first in the second); F10: "Sauron has 45 magic points"; the overview: the Beast\'s powers cost 48 MP and "Sauron often has too few magic points to give the Beast everything". What the phases hold and when points are spent is the base game\'s, not in the seed. 16.61: losing the Ring takes 10 from the points "still available".',
    chosen:
      "Sauron's Magic Capability Points start at the option sauronMagicPoints (45, F10). In the First Magic Leader Phase Sauron may buy the Beast's powers (action beast-power) while he is alive and the Beast is alive on the map; a power bought lasts the game. The phase waits for Sauron while he has a gate choice (18.1) or a power he can afford: set-gates (Sauron in Mordor) or end closes it. Westernesse has no magic points in the seed, so its half passes; the Second Magic Leader Phase passes. 16.61 takes up to 10 from the points left (SAU-A25); powers already bought stay.",
    why: 'Powers bought before Sauron\'s Movement Phase are used the same game-turn (Flight to move, Death Breath to fire), and one place to spend keeps the turn short. Points spent are spent: 16.61 speaks of the points "still available".',
    alternatives: ['sauronMagicPoints 48 or more: the Beast can have everything', 'sauronMagicPoints 0: no powers'],
  },
  {
    id: 'SAU-M21',
    option: '(data: data/beast-powers.json)',
    text: '17.11: "The Beast, when not in possession of Horn Attack or Death Breath has an Attack Rating of C for melee combat and a Combat Rating of 9"; the overview: without magic the Beast is "flightless, and unable to attack", and everything costs 48 MP; 19.211 lets Death Breath destroy Narsil. The powers\' own costs and effects are the base game\'s.',
    chosen:
      "Flight 16 MP: movement allowance 8, every step costs 1, the Beast flies over mountains, the wall, the path's sides and the gates (open or closed) and ignores zones of control. Horn Attack 12 MP: melee A. Death Breath 20 MP: melee B and a breath attack b reaching 2 hexes in the Missile Combat Segment (a missile capability, so 7.175 applies; an elimination in Narsil's bearer's hex breaks it, SAU-M11). With neither attack power the Beast is C in melee (17.11). Its Leader Combat rating stays 9 with any power.",
    why: 'The three costs sum to the seed\'s 48, and any two fit in 45 but never all three (the overview\'s "too few magic points to give the Beast everything"). Death Breath is dearest because it strikes at range and can break Narsil; Flight answers "far from Mordor, flightless". The seed gives no Leader Combat rating for a Beast with powers, so 17.11\'s 9 is kept.',
    alternatives: ['other costs or effects: edit data/beast-powers.json'],
  },
  {
    id: 'SAU-M22',
    option: 'specialFormations / formationSize',
    text: 'F10: "no stacking except leaders and special formations"; 8.25: a leader whose nationality is destroyed "may not form special formations or rally". The base game\'s special formations are not in the seed.',
    chosen:
      "both (default): in his side's Movement Phase a leader standing with a unit of his own nationality may form a special formation (action form) with 1 or 2 more units of that nationality from adjacent hexes (formationSize 3 in all), which step into his hex paying the step's cost. Only foot units with a melee rating and no missile (data/armies.json formation: true) may form; none may be disrupted or already in a formation. The formation moves as one (moving any member moves all, with its leader; the step must be affordable by every member and the leader), attacks once a Combat Phase in melee with the best member's rating +1 for each other member, does not fire missiles, and defends at its best member's armour; every result against it applies to each member. A member breaks away (action break-up) by stepping to an adjacent free hex as a move; with one member left the formation is gone. A leader may not move away from his formation while it holds two units. 8.25: a leader whose nationality is destroyed may not form one.",
    why: "Two or three units massed under their own leader are what SPI's ancient games call special formations (phalanx, shield wall): stronger blows and the best armour in front, at the price of sharing every loss. Own nationality follows 8.11; 8.25's ban then bites a leader stacked with allies.",
    alternatives: [
      'westernesse: only the West (Numenorean and Elvish discipline) forms them',
      'off: no special formations (SAU-M9 one unit a hex)',
      'formationSize 2',
    ],
  },
  {
    id: 'SAU-M23',
    option: 'firstBattle',
    text: 'Expanded Game: "If a decisive victory is not gained by either player, then an Expansion Game can be played ... To simulate the rematch, the map is rotated 90 degrees", then the restorations: "All Combat leaders are restored except for dead leaders and special items ..."',
    chosen:
      "null (default): a first battle. Given how a first battle ended (the dead, the wounds, the Ring: status, holder, the hex it lies in and failed removals; Narsil: form, bearer or hex; leaders turned evil; the third player's types; the levels), the game starts as its rematch on this map with this order of battle, the leaders as the restorations decide (expanded.ts, SAU-A27, SAU-A28): a replacement starts on his predecessor's hex, a dead leader's counter (the Beast) stays off the map, a servant starts in Sauron's hex, the third player's leader and types are his (SAU-M24) or leave the battle (SAU-M12). An item lying must lie in a hex of this map; an end the restorations refuse is refused as an option.",
    why: "The map game already is the Expanded Game's rotated map, so the rematch is this game with the leaders restored. The first battle may have been played here or on the real board, so its end is entered, not looked up; the record keeper's expanded-game action does the same for a recorded game.",
    alternatives: ["the record keeper's expanded-game action, for a game on the real board"],
  },
  {
    id: 'SAU-M24',
    option: '(fixed reading)',
    text: '16.69: "he is played by a third player and each turn that passes after the first battle, all of one type of Sauron unit comes under his control in the following order: Ringwraith, Wargs, Goblins, Trolls, Slaves, Orcs, Gorgol." Where his turn falls in the sequence of play (F8) and whom he fights are not said.',
    chosen:
      "The third player moves after Westernesse in the Westernesse Movement Phase, fights after Westernesse in the Westernesse Combat Phase (missile, leader and melee segments of his own) and acts after Sauron in the Joint Rally Phase. Every other seat is his enemy and he is theirs: Westernesse and Sauron may attack his pieces and he theirs, and 7.175, zones of control and stacking treat him as a side of his own. On turning evil his leader stays on the map, stepping to the nearest hex free of others' pieces (8.11); the types he takes change hands where they stand. His first attack is his first battle (SAU-A14). His units lost add no Demoralization (he has no level: SAU-A24), and he neither wins nor loses: victory (SAU-M13) stays between Westernesse and Sauron.",
    why: "He is a Westernesse leader gone over to no one: he moves when his old side moves, after it; his units come from Sauron, so he cannot be Sauron's ally, and he is no longer Westernesse's.",
    alternatives: [],
  },
];
