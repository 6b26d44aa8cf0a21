/**
 * The Sauron variant's readings where the seed is silent, garbled or leans on the base game: SAU-A1..A6
 * are proposed in shared/docs/rules-gaps.md ("Sauron variant (003)"), SAU-A7 onward are this rules
 * core's. Each names the option that changes it (options.ts), the data file that holds it, or
 * "(fixed reading)". docs/sauron/assumptions.md lists the same rows.
 */
import type { Assumption } from '../../core/ruleset.js';

export const SAURON_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SAU-A1',
    option: 'leaderRatings',
    text: '7.22: "Each leader possesses the following ratings: Combat, Morale, Endurance, and Ring Rating." The table lost its contents; only "0004" and "42234" remain. The overview: Elendil and Gil-galad reach 12 with magic weapons, Isildur 10, Sauron 13 at night; 8.3311: Baldrim 3+3 survives 5 wounds; 22.4: Isildur may challenge Gorgol, Elendil may not; 17.11: the Beast 9.',
    chosen:
      'Elendil 6/5/8/4, Gil-galad 6/5/8/3, Isildur 5/4/7/2, Anarion 5/3/6/2, Cirdan 3/5/6/4, Baldrim 3/3/7/4, Sauron 7/5 (+1 night)/10/0, Ringwraith 4/3/6/0, Gorgol 4/2/5/0, the Beast 9/0/8/- (Combat/Morale/Endurance/Ring). Narsil and Aiglos give +1 Combat.',
    why: 'The leftover digits read as Sauron, Ringwraith, Gorgol, Baldrim 0,0,0,4 and Elendil, Isildur, Anarion, Gil-galad, Cirdan 4,2,2,3,4; every number the seed gives still holds (22.4: 9 against 6 differ by 3, 11 or 12 against 6 do not; Sauron against Elendil with Narsil is 0, "no longer hopeless").',
    alternatives: [
      'any ratings a group agrees on, for one game: option leaderRatings, e.g. { "baldrim": { "combat": 4 } }; for every game: data/leaders.json',
    ],
  },
  {
    id: 'SAU-A2',
    option: 'leaderCombatTable',
    text: '7.26: "Delete existing table and replace with Die Roll -4 -3 -2 -1 0 1 2 3 4 5": only the headings survive.',
    chosen:
      'A table of An/Dn results that worsen for the attacker to the left and for the defender to the right (see the data file); differentials beyond -4 or +5 use the end columns; every cell costs someone Endurance.',
    why: 'Wounds come in Endurance points (7.222); a cell costing nobody anything would let a Mortal Combat (22.2) go on for ever.',
    alternatives: [
      "any table, for one game: option leaderCombatTable in data/leader-combat-table.json's form; for every game: that file (a cell without a loss is refused by the odds code)",
    ],
  },
  {
    id: 'SAU-A3',
    option: 'mortalCombatRounds',
    text: '22.2: "Combat is handled just as specified in 7.2 except that both leaders attack simultaneously, applying wounds to endurance only at the end of each round."',
    chosen:
      "both-roll: each round each leader rolls one die as the attacker with his own total less his foe's; both results are applied together at the end of the round.",
    why: '"Both leaders attack" means two attacks a round; applying them together is what "simultaneously" adds.',
    alternatives: ['one-die: the challenger rolls one die a round and its result is applied to both at the end of the round'],
  },
  {
    id: 'SAU-A4',
    option: 'rallyTable',
    text: "8.37 continues the Leader Rally Table from 9 (3-11) to 13 (automatic); the rows below 9 are the base game's and not in the seed.",
    chosen:
      "Two dice; 0 or less none; 1: 7; 2: 7-8; 3: 6-8; 4: 6-9; 5: 5-9; 6: 5-10; 7: 4-10; 8: 4-11; then the seed's 9: 3-11, 10-12: 3-12, 13 and more automatic.",
    why: 'The chance rises steadily into the known rows 9 and 10 (which the official errata confirm, F11).',
    alternatives: [
      "the base game's printed rows, if found, or any rows, for one game: option rallyTable in data/rally-table.json's form; for every game: that file",
    ],
  },
  {
    id: 'SAU-A5',
    option: 'demoralization',
    text: "16.61, 20.2, 20.21 and 22.3 add to a side's Demoralization Level, but the base game's rules for the level (what else raises it, when it matters) are not in the seed.",
    chosen:
      "Levels start at 0. A unit eliminated adds W 4, X 3, Y 2, Z 1; a leader killed his original rally rating (Sauron's leaders too); the Beast 15; plus the seed's events. Westernesse is Demoralized at 60, Sauron at 80 (no melee attacks, rally ratings -2) while its level stays there; at 1.5 times the threshold (90, 120) a side breaks and the enemy wins decisively.",
    why: "A level that only grows needs thresholds to matter; the values are scaled to the seed's own numbers (Ring 20, Narsil 10+10, a leader about 6-12).",
    alternatives: [
      'other values and thresholds, for one game: option demoralization (thresholds, breakFactor, unitEliminated, beastKilled, demoralizedRallyPenalty); for every game: data/demoralization.json',
    ],
  },
  {
    id: 'SAU-A6',
    option: '(fixed reading)',
    text: 'The seed leaves the counters and the turn to the base game (F7, F8, F10).',
    chosen:
      "Units are {melee A-E or missile a-e, armour 1-4, morale W-Z, MA 4 foot, 6 mounted and leaders}; the record keeper's turn is First Magic Leader, Sauron Movement, Sauron Combat, Second Magic Leader, Westernesse Movement, Westernesse Combat, Joint Rally (no siege phase); 18 game-turns; combat order missile, leader (Mortal Combat included), melee.",
    why: "The shared Gondor/Sauron sequence of play without Gondor's siege phase.",
    alternatives: [],
  },
  {
    id: 'SAU-A7',
    option: '(data: data/leaders.json nationality)',
    text: '8.11: "Leaders may only stack with units of their own nationality"; nationalities are not listed.',
    chosen:
      'Elendil, Isildur and Anarion are men; Gil-galad and Cirdan elves; Baldrim dwarves; Sauron, the Ringwraith, Gorgol and the Beast are "mordor", which covers every Sauron combat unit.',
    why: "The variant aims at the Westernesse alliance (Baldrim's lost dwarves, 8.25's elves and dwarves); Sauron's army is one host.",
    alternatives: ["Sauron's leaders by race (Gorgol with orcs, the Ringwraith with anything): edit the data file"],
  },
  {
    id: 'SAU-A8',
    option: '(data: data/leaders.json weapons)',
    text: '19.211: the shards "remain to be used by any Numenorean leader"; the official errata (F11): "Narsil passes to Isildur only if Elendil is wounded". Nothing says how Aiglos passes or where a dead bearer\'s weapon goes.',
    chosen:
      "Whole Narsil passes only to Isildur, only from a wounded or dead Elendil; the shards to any Numenorean (Elendil, Isildur, Anarion); a weapon passes in its bearer's hex, and a dead bearer's weapon lies in his hex until a leader entitled to it takes it. Aiglos stays with Gil-galad.",
    why: 'F11 for the whole sword, 19.211 for the shards; one hex, because the counters must meet.',
    alternatives: ['Narsil to any Numenorean', 'weapons pass without meeting'],
  },
  {
    id: 'SAU-A9',
    option: '(fixed reading)',
    text: '16.631: "if Sauron is dead, the highest ranking Sauron leader wears it with an increase of 2 in Morale."',
    chosen:
      "The highest ranking is the living Sauron leader (not the Beast, not a servant) with the largest printed Combat + Morale, ties in the data file's order: the Ringwraith (7), then Gorgol (6). A Sauron leader who takes the Ring with Sauron dead passes it to him at once.",
    why: 'The ratings are the only rank the game has.',
    alternatives: ['the leader the Sauron player names'],
  },
  {
    id: 'SAU-A10',
    option: 'ringLoss',
    text: '16.61 and 16.62 refer to 22.0 for losing and recovering the Ring, without saying how it changes hands; yet 16.61 takes 4 from the Morale of a Sauron who has lost it "for all purposes", 16.62 has him recover it, and 16.631 has the Ringwraith or Gorgol return it to him: a Sauron who lives on without it. 22.2 fights Mortal Combat "until one (or both) are dead".',
    chosen:
      "overthrown: a Mortal Combat round that would kill Sauron while he wears the Ring overthrows him instead: he lives one Endurance point short of death, the combat ends, and his foe takes the Ring (the foe dead too, it lies in Sauron's hex). Without the Ring he dies like any leader. The survivor of a Mortal Combat takes the Ring from a dead holder; a holder who dies any other way (or with his foe) leaves it lying in his hex, where any leader may take it up. Sauron loses it (16.61) whenever it leaves him, and recovers it (16.62) when he wears it again; the Ringwraith or Gorgol who takes it returns it to him by meeting him (16.631).",
    why: '22.0 is the only way the seed gives to take the Ring, and 16.61, 16.62 and 16.631 all describe a Sauron alive without it; only the Ring can be lost short of death, as it was cut from the overthrown Sauron at Dagorlad. A Ring on the ground keeps both sides racing for it.',
    alternatives: [
      "death: the Ring leaves Sauron only when he dies (in Mortal Combat to the survivor, otherwise lying in his hex); 16.61's Morale and 16.62 then never bear on a living Sauron",
      'the Ring passes to the killer in any Leader Combat',
      'the Ring of a dead holder goes to the nearest leader of his side',
    ],
  },
  {
    id: 'SAU-A11',
    option: '(fixed reading)',
    text: '16.633: "To remove the ring, the player controlling the leader in question rolls 1 die during the Joint Rally Phase."',
    chosen:
      "A leader who takes the Ring wears it. A Westernesse holder may try once per Joint Rally Phase (his player's choice); a Ring taken off stays off; failures count toward 16.69's three.",
    why: 'One die in one phase reads as one attempt; nothing forces the roll.',
    alternatives: ['an attempt is compulsory every Joint Rally Phase'],
  },
  {
    id: 'SAU-A12',
    option: '(data: data/game.json orodruin)',
    text: '16.633: "he need only be in the center Orodruin hex and not be wearing the ring. Destruction occurs only in the Joint Rally Phase." What destruction does is not said.',
    chosen:
      'The record keeper names the centre hex by a label (default "Orodruin"); a Westernesse holder with the Ring off there destroys it in the Joint Rally Phase; the Ring leaves play and 16.61\'s effects on Sauron stay. Victory is left to the map game.',
    why: 'The seed gives no further effect; inventing one would bind the later map game.',
    alternatives: ['destruction is a decisive Westernesse victory', 'destruction kills Sauron'],
  },
  {
    id: 'SAU-A13',
    option: '(fixed reading)',
    text: '16.69: "If his Basic Morale is lower than 4 (wounds to endurance subtract from Combat before affecting Morale), he becomes a Servant to Sauron."',
    chosen: 'Basic Morale = printed Morale less the wounds beyond printed Combat, without the +2 of turning evil.',
    why: '"Basic" excludes the bonus just given; the parenthesis says wounds count only past Combat.',
    alternatives: ['include the +2', 'count magic weapons in the Combat wounds are taken from'],
  },
  {
    id: 'SAU-A14',
    option: 'thirdPlayerCount',
    text: '16.69: "each turn that passes after the first battle, all of one type of Sauron unit comes under his control in the following order: Ringwraith, Wargs, Goblins, Trolls, Slaves, Orcs, Gorgol."',
    chosen:
      "after-first-battle: the count starts with the game-turn of the third player's first battle; at the end of that turn and of each later one he takes the next type. The Ringwraith and Gorgol change controller with their type. His leaders act in either side's Combat Phase.",
    why: 'He has no army until he fights; "the first battle" is his.',
    alternatives: ['after-turning-evil: the count starts with the turn he turned evil'],
  },
  {
    id: 'SAU-A15',
    option: 'evilCountsAsKilled',
    text: '16.69 turns a Westernesse leader evil; nothing says what that costs his side.',
    chosen:
      "true: his original rally rating is added to Westernesse's level as if he had been killed (20.2); his later death adds nothing. A servant is Sauron's (and may return the Ring to Sauron like the Ringwraith).",
    why: 'Westernesse loses him as surely as by death.',
    alternatives: ['false: turning evil costs no demoralization'],
  },
  {
    id: 'SAU-A16',
    option: 'leaderAttacksPerPhase',
    text: '7.241: "In the case of Mortal Combat, leaders may attack any number of times in a given phase", so outside it they may not; the base game\'s limit is not in the seed.',
    chosen: '1: a leader makes one ordinary Leader Combat attack per Combat Phase; Mortal Combat rounds do not count.',
    why: 'The exception only makes sense against a limit of one.',
    alternatives: ['any other number; 0 for no limit'],
  },
  {
    id: 'SAU-A17',
    option: 'challengeRatings',
    text: '22.4: "Challenges may only be issued to Leaders whose summed Combat and Morale Ratings differ by 3 or less."',
    chosen:
      'modified: Combat and Morale as they stand (Narsil and Aiglos, night, the Ring, evil), without wounds and without the shards (19.212: leader combat only).',
    why: "Ratings, not totals: wounds are 7.221's, not the ratings'. The example holds either way.",
    alternatives: ["printed: the counters' ratings", 'with-wounds: less the wounds, like a 7.221 total'],
  },
  {
    id: 'SAU-A18',
    option: '(fixed reading)',
    text: '20.2: "his original number of Rally Points are added to the current Demoralization total."',
    chosen: 'The printed Combat + Morale (no weapon, night, Ring or wounds): Elendil 11, Baldrim 6.',
    why: '"Original" excludes what happened since; weapons are the weapons\', not the leader\'s.',
    alternatives: ['the rating with the weapon he carried at the start (Elendil 12, Gil-galad 12)'],
  },
  {
    id: 'SAU-A19',
    option: '(data: data/game.json nightTurns)',
    text: 'The overview: "Sauron, at 13 at night"; the base game\'s last 4 of 18 turns are night (F10).',
    chosen: 'Game-turns 15-18 are night; Sauron\'s Morale is 1 higher then (the "nightMorale" of data/leaders.json).',
    why: "12 by day with SAU-A1's ratings, 13 at night.",
    alternatives: ['Sauron +1 Combat at night instead'],
  },
  {
    id: 'SAU-A20',
    option: '(fixed reading)',
    text: '17.11 gives the Beast "a Combat Rating of 9 for leader/individual combat"; the Beast is not otherwise a leader.',
    chosen:
      'The Beast fights Leader Combat like a leader (Combat 9 whatever its powers, Morale 0, Endurance 8) but neither challenges nor is challenged, never rallies and never takes the Ring; losing it costs Sauron 15 (SAU-A5).',
    why: "22.0 speaks of leaders; a Beast with a Ring would be absurd. Its ratings with Horn Attack or Death Breath are the base game's and not in the seed.",
    alternatives: ['the Beast may be challenged'],
  },
  {
    id: 'SAU-A21',
    option: '(fixed reading)',
    text: '8.331: "adding a leader\'s Combat and Morale Ratings ... If ... these wounds exceed the leader\'s Combat rating, subtract the difference."',
    chosen:
      "Combat includes Narsil and Aiglos (the overview's 12 and 10) but not the shards (19.212); Morale includes night, the Ring and evil; the rating never drops below 0; a Demoralized side's leaders rally at 2 less (SAU-A5).",
    why: 'The overview counts the weapons in rally ratings; 19.212 limits the shards to leader combat.',
    alternatives: [],
  },
  {
    id: 'SAU-A22',
    option: '(fixed reading)',
    text: '22.1: the leaders move to meet "until one is successful"; whether they can meet depends on the map.',
    chosen:
      "The challenged leader answers before the phase ends. The caller reports, after each movement phase, whether the mover reached the other's hex: the challenged leader moves first, then each in turn; leaders in one hex fight at once. The fight is in a Combat Phase's Leader Combat Segment and must end there. A challenge lapses if either dies first. The record keeper follows one Mortal Combat at a time.",
    why: "Movement is the map game's; the order is the seed's.",
    alternatives: [],
  },
  {
    id: 'SAU-A23',
    option: '(fixed reading)',
    text: '7.222: "If the number of lost points ever equals the leader\'s Endurance, he is considered dead."',
    chosen: 'A loss that passes his Endurance kills him too; wounds are recorded up to his Endurance, so Endurance left is never negative.',
    why: '"Equals" cannot mean that a bigger blow spares him.',
    alternatives: [],
  },
  {
    id: 'SAU-A24',
    option: '(fixed reading)',
    text: '22.3: "the penalty for avoiding a challenge is to have his side\'s current Demoralization Level increased by his current number of Rally Points. Also, he may not rally in that turn."',
    chosen:
      "His rally rating at the moment he refuses (wounds and a Demoralized side counted); no rally in the Joint Rally Phase of that game-turn. A third player's leader has no level to raise.",
    why: '"Current" points at the rating as it stands.',
    alternatives: [],
  },
  {
    id: 'SAU-A25',
    option: '(data: data/game.json sauronMagicPoints)',
    text: '16.61: "immediately subtract 10 points from the number of Magic Capability Points still available to Sauron"; 16.62 reverses it.',
    chosen:
      'Sauron starts with 45 (F10); the loss takes at most what is left (never below 0), and the recovery gives back exactly what was taken.',
    why: 'Points not there cannot be taken, and the reversal should not create points.',
    alternatives: [],
  },
  {
    id: 'SAU-A26',
    option: '(fixed reading)',
    text: '18.1: "Only if the gates are open, may movement and melee combat may take place through them. Missile combat may occur only on the part of the units inside Mordor."',
    chosen:
      'The missile sentence applies while the gates are closed: through closed gates only units inside Mordor fire; through open gates anyone may.',
    why: 'The paragraph is about what closing the gates does; open gates are an open road.',
    alternatives: ['through the gates, open or closed, only units inside Mordor fire'],
  },
  {
    id: 'SAU-A27',
    option: '(data: data/expanded-game.json)',
    text: 'Expanded Game: "Any killed Sauron leaders are replaced by leaders exactly the same as Gorgol. Should Baldrim be killed, he is replaced with a dwarven leader with 1 less morale point. If any of the Numenoreans are killed, they are replaced by their sons." No replacement is named, and the sons\' ratings are not given.',
    chosen:
      "Each replacement is a new leader with his own id who serves the side of the man he replaces and starts where he would: Sauron, the Ringwraith and Gorgol by the Captains of Barad-dur, Morgul and Udun (Gorgol's ratings, nationality and Ring Rating); Baldrim by a Dwarf-lord (Baldrim's ratings, Morale 1 less); Elendil by Valandil, Isildur by Elendur, Anarion by Meneldil, each with his father's ratings less 1 Combat (Morale, Endurance and Ring Rating his father's; Numenorean, so the shards serve him). The dead keep their places in the record, dead. Gil-galad, Cirdan and the Beast (not a leader, SAU-A20) are not replaced.",
    why: "A son is a lesser copy of his father; Elendil's own sons already lead, so his grandson Valandil, later king of Elendil's Arnor, takes his place. New ids keep every rule written for Sauron, the Ringwraith or Gorgol (16.61, 16.631, 16.69's order) about the real ones, so a dead Sauron stays dead for the Ring.",
    alternatives: ['other names or ratings: edit data/expanded-game.json (a leader without an entry stays dead)'],
  },
  {
    id: 'SAU-A28',
    option: 'rematchLevels',
    text: 'Expanded Game: "All Combat leaders are restored except for dead leaders and special items. The latter retain status from the previous part of the game. Leaders, if only wounded, regain full status and magic capability points." Nothing is said of the Demoralization Levels, of leaders turned evil (16.69) or of the third player\'s units.',
    chosen:
      'reset: the rematch starts at game-turn 1 with both levels at 0. Special items keep their status: the Ring (holder, worn or off, lying where it lay, destroyed; failed removals kept for 16.69) and Narsil (whole, shards or destroyed, its bearer or where it lies); Aiglos stays with Gil-galad. Wounds are healed. Sauron, alive, regains his 45 Magic Capability Points less 16.61\'s 10 while the Ring is still lost to him (given back if he recovers it); a dead Sauron has none. A leader turned evil stays evil; the third player keeps the types he held and takes the next at the end of the rematch\'s first game-turn ("each turn that passes after the first battle").',
    why: "A new battle starts a new count of losses; the Ring and Narsil are the special items whose status is kept, and 16.61's loss is part of the Ring's status. Turning evil is not a wound to heal.",
    alternatives: ['keep: the levels go on from the first battle'],
  },
];
