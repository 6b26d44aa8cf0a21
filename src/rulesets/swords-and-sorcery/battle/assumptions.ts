/**
 * The battle engine's readings of the Swords & Sorcery strategic variant where the text is silent or
 * unclear: SSV-A20..SSV-A39 (SSV-A1..A19 belong to the map side). Each names the option that changes it
 * (options.ts), or "(fixed reading)" where the engine offers no alternative.
 */
import type { Assumption } from '../../../core/ruleset.js';

export const BATTLE_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SSV-A20',
    option: 'lossRounding',
    text: 'III.D.4: losses are "percent of his own modified strength"; nothing says how fractions are treated.',
    chosen: 'Exact fractions: a side inflicts exactly the percentage (35% of 8 1/2 = 2 39/40), and III.D.5.b compares exact thirds.',
    why: 'The percentages are small; rounding 5% of a small army to nothing (or up to a whole point) would change results a lot. Exact arithmetic also replays identically.',
    alternatives: ['down', 'nearest (halves up)', 'up: the inflicted total is rounded'],
  },
  {
    id: 'SSV-A21',
    option: 'leaderRequired',
    text: 'III.D.2.a: the leadership modifier of "any one character who did not add his leadership"; III.D.2.a(2): "some character in the hex MUST be the leader", even at -1.',
    chosen:
      'With any character in the hex, exactly one is declared the die leader and he may not add his Leadership to strength; so not every character may add.',
    why: 'The Maytwist example forces a leader even when it hurts; reading (2) as a duty on the player keeps it from being avoided by having everyone add.',
    alternatives: ['unless-all-add: no die leader is needed when every character adds his Leadership to strength'],
  },
  {
    id: 'SSV-A22',
    option: 'leadershipCap',
    text: 'III.D.1.b: leadership may be added "to the combat strength of his units of the same race, with the upper limit being the total modified combat strength of those units".',
    chosen:
      "The cap is per race over all the characters adding to it: the additions for one race together never exceed that race's units' total modified strength this round (so they at most double it). A character needs units of his race in the hex to add.",
    why: 'Otherwise two characters of one race could each double the same units.',
    alternatives: ["'per-character': each character's addition is capped by his race's strength on its own"],
  },
  {
    id: 'SSV-A23',
    option: 'specialCheckModifier',
    text: 'III.D.5.b calls for a "special morale check (see below Morale)"; the table\'s modifiers are given for "post-combat morale checks" (III.D.4).',
    chosen: 'A special check is a plain V check (with V.B Leadership) and no table modifier.',
    why: 'The table names only post-combat checks, which come after extraction (III.D.6).',
    alternatives: ["table: the side's post-combat modifier also applies to its special checks"],
  },
  {
    id: 'SSV-A24',
    option: 'moraleLeadership',
    text: "V.B: the owner MAY split a character's Leadership among units, but the full rating may not be used on more than one unit; how is not said, and whether it is decided before or after the roll is not said.",
    chosen:
      'The split is decided before rolling, in the round\'s declaration (moraleLeadership). Without one: "spread" — one point per unit of his race, strongest (attack) first, round again while points remain, never more on a unit than makes a plain check certain (6 - rating).',
    why: 'Each point is worth the same 1/6 until a pass is certain, so spreading wastes nothing and protects more units.',
    alternatives: ["full-on-strongest: all of each character's rating on his race's strongest unit"],
  },
  {
    id: 'SSV-A25',
    option: 'siegeMachineRole',
    text: 'III.D.2.d: "The Continental Siege Machine counts as a flying unit or an archer unit in this case, but not both."',
    chosen:
      "The owner declares each machine's role secretly with the round's other declarations (default archer); the automatic player picks the role that gives its side the best net modifiers.",
    why: "It is the owner's choice like a charge; making it simultaneous and secret keeps either side from answering the other's.",
    alternatives: ['archer: always an archer', 'flying: always a flyer'],
  },
  {
    id: 'SSV-A26',
    option: 'withdrawalDelay',
    text: 'III.D.7.a: withdrawing units "are vulnerable to enemy action in the next round ... After the second round is completed, the withdrawing player moves his surviving units".',
    chosen:
      "The round after which the withdrawal is declared is the first; one more round is fought (withdrawing units add nothing but the rear guard's strength) and then the survivors and the side's characters leave.",
    why: '"In the next round" names one round of vulnerability; the second round is the one following the declaration\'s round.',
    alternatives: ['2: two more rounds are fought before they leave'],
  },
  {
    id: 'SSV-A27',
    option: '(fixed reading)',
    text: 'IV.C.2.a and IV.D.2.b: combat goes on until the attackers withdraw or "the besieged units and militia of the besieged location are eliminated"; militia are not defined. IV.A.1: sortie withdrawals go back inside.',
    chosen:
      'The engine adds no militia: a caller with militia gives them as ordinary units of the besieged side. In an assault or breach the besieged may not withdraw and neither side gets a cavalry modifier; a besieged side withdrawing from a sortie is reported as going back into the location; a breaching side that withdraws is reported with IV.D.2.c (breach repaired).',
    why: "Nothing gives militia strengths; leaving them to data keeps the engine honest. Not a switch: militia are units a scenario or battle file can give; the rest is the seed's words.",
    alternatives: [],
  },
  {
    id: 'SSV-A28',
    option: 'demoralizations',
    text: 'V.C.1: "An already-Demoralized unit which is again Demoralized is eliminated." A round can Demoralize a unit twice (a partial loss, then a failed post-combat check, or the 5+ result).',
    chosen:
      'Every Demoralization counts, even two in the same round; III.D.4.f ("all his units are Demoralized") eliminates units that were already Demoralized.',
    why: 'The text makes no exception.',
    alternatives: ['once-per-round: a unit Demoralized earlier in the same round suffers nothing more from a second result'],
  },
  {
    id: 'SSV-A29',
    option: 'demoralizedStrength',
    text: 'III.D.5.a uses the strength of the unit "Good Order or Demoralized as appropriate"; the Demoralized side\'s numbers come from the counter.',
    chosen:
      "The caller gives the Demoralized side's strengths (demoralizedAttack, demoralizedDefence); where it does not, the Good Order strengths are used.",
    why: 'The engine has no counter data; guessing a reduction would invent numbers.',
    alternatives: ['half: half the Good Order strengths, rounded down'],
  },
  {
    id: 'SSV-A30',
    option: 'roundLimit',
    text: 'III.D.8: rounds go on until only one side has units in the hex. Small forces with high morale can trade sub-third losses for ever.',
    chosen: 'After 100 rounds the battle stops undecided and both sides stay in the hex.',
    why: 'Unattended battles must end; no real battle comes near 100 rounds.',
    alternatives: ['any number of rounds; 0 for no limit'],
  },
  {
    id: 'SSV-A31',
    option: '(fixed reading)',
    text: 'III.D.2.b-d compare "cavalry attack strength", "archer strength" and "flying unit strength".',
    chosen:
      "Each unit's modified strength this round: halved after crossing a stream, doubled when Charging (III.D.2.b(2) says so), nothing for withdrawing units outside the rear guard; without leadership additions. Both at zero: no modifier.",
    why: 'Leadership is added to a race, not to a type; the rest follows the strength actually fighting. Not a switch: any other strength would count units that do not fight this round, or fight doubled, as the clauses do not.',
    alternatives: [],
  },
  {
    id: 'SSV-A32',
    option: '(fixed reading)',
    text: 'The rear guard "must be set up at the left" (III.D.7.a), Charging cavalry "to the left of all other units" (III.D.3), and last round\'s chargers "to the extreme right" (III.D.5.a(1)).',
    chosen:
      "Left to right: the Charging units of the rear guard, the rest of the rear guard, the other Charging units, the other units, last round's chargers; the owner's order within each group. Only the rear guard of a withdrawing side may charge.",
    why: "The rear guard rule is the specific one for a withdrawal; the others hold among the remaining units. Not a switch: the three positions are the seed's; where they meet, the rear guard's rule is the one written for that case, and the owner orders each group.",
    alternatives: [],
  },
  {
    id: 'SSV-A33',
    option: '(fixed reading)',
    text: "V.B lets a same-race character's Leadership lower a morale roll; when it is spent is not said.",
    chosen:
      "A round's plan gives each character's points (at most his rating in all) to units of his race, one character per unit; it applies to that unit's special check and again to its post-combat check. Characters may do this whether or not they lead or add to strength.",
    why: 'The two kinds of check are separate occasions; V.B puts no other limit on who may help. Not a switch: a once-only use would make the owner pick which check V.B helps, a choice the clause does not offer.',
    alternatives: [],
  },
  {
    id: 'SSV-A34',
    option: 'reinforcementRetry',
    text: 'III.D.7.b: a stack adjacent to the battle hex may attempt to enter as reinforcements; whether a failed stack may try again is not said.',
    chosen:
      'Yes: after each later round in which neither side withdraws. The reinforcing units join with their own stream crossings halved in their first round (III.D.1.a).',
    why: 'III.B lets a leader attempt reaction each time the occasion arises; each round is a new occasion.',
    alternatives: ['false: one attempt per stack per battle'],
  },
  {
    id: 'SSV-A35',
    option: 'woundOrder',
    text: 'VII.A.3: "The owner must assign wounds to all participating characters, with each getting one before any gets two"; SSV-A4 makes every full 10 points of loss a wound (at least one for any loss) and death come at FS/10 wounds.',
    chosen:
      'Wounds go round the living characters; the owner may name who takes the odd wounds first, otherwise those with the most fighting strength left do (ties: listed order). A wounded character fights at FS - 10 per wound.',
    why: "The owner's best interest is to keep the weakest alive.",
    alternatives: ['listed: the order the characters were given'],
  },
  {
    id: 'SSV-A36',
    option: 'cvaLossStrength',
    text: 'VII.A: "Conduct the action as regular combat (note that characters count as cavalry)", the unit x10, "up to one character ... as a die roll modifier".',
    chosen:
      "Characters count as cavalry for III.D.2.b only (no charges in Character vs Army); the unit's loss strength is also x10 (basic in a Dragon Tunnel complex or on a Bridge); the assisting character gets III.D.2.a(1)'s -1 if the unit is not of his race and adds nothing to strength; monsters never withdraw, and a monster's bout ends when its unit is eliminated; the army side does not withdraw; III.D.1.a stream halving is not applied.",
    why: 'Loss and strength on the same scale keep "regular combat" proportions.',
    alternatives: ["'basic': the unit's loss strength stays basic (only its attack is x10), so a party's losses bite ten times harder"],
  },
  {
    id: 'SSV-A37',
    option: '(fixed reading)',
    text: 'III.D.1.a: units that entered across a stream, ford or bridge hexside "have their strengths have on the first round".',
    chosen:
      '"have" is read "halved", for inflicting losses only (not for extraction, III.D.5.a); the first round is the unit\'s first round in the battle.',
    why: "The only sense of the garbled word; reinforcements entering across a stream are in the same position on their first round. Not a switch: halving loss strength too would need fractional loss strengths in III.D.5's thirds; the garbled word stands in the sentence about inflicting.",
    alternatives: [],
  },
  {
    id: 'SSV-A38',
    option: '(fixed reading)',
    text: 'III.D.7: "either player may withdraw — or reinforce"; "Withdrawal takes place before reinforcement"; the order of the players\' decisions is not given.',
    chosen:
      'After each round both sides choose at once and in secret: withdraw (with a rear guard) or stay, naming any stacks to call as reinforcements; the calls are rolled only if neither side withdraws.',
    why: "Simultaneous secret choices (like the charge declaration) give neither player the last word; a call is void exactly when the text forbids it. Not a switch: an order of decisions needs a rule for who decides first, which the seed does not give; simultaneous secret choices are III.D.2's own method.",
    alternatives: [],
  },
  {
    id: 'SSV-A39',
    option: 'faster',
    text: 'III.A.4 and III.A.7 read "plus one of the slowest ..."; "faster" is not defined.',
    chosen:
      '"of" is "if"; faster means a strictly greater movement allowance. For reinforcements every enemy unit in the battle hex has MA 0, so III.A.4-6 give the "+3" of III.D.7.b when all reinforcing units can move.',
    why: 'The parallel clauses III.A.5-9 all say "if".',
    alternatives: ["'at-least': an equal allowance counts as faster (III.A.4 and III.A.7 then cancel for equal speeds)"],
  },
  {
    id: 'SSV-A60',
    option: 'characterVsCharacter',
    text: 'VII.A.3.a(1): "If a character is using his Leadership rating to modify a Character vs. Army combat in which the unit being led is eliminated, the combat immediately becomes Character vs. Character combat, with all the enemy characters against the lone character." The base game\'s Character vs. Character rules are not in the seed.',
    chosen:
      "The combat goes on at once as Character vs. Character: the lone leader's fighting strength against the characters' summed fighting strengths (a monster's alone), conducted as regular combat as VII.A.3 conducts Character vs. Army: both sides count as cavalry (III.D.2.b) and fliers as flyers (III.D.2.d), the loss table of III.D.4 on the modified dice, every loss taken as wounds (SSV-A4), the characters' wounds shared as in VII.A.3. No morale checks (wounds stand for them). Rounds go on until one side is dead or the characters withdraw as before (monsters never do); the lone leader, who was made to fight, does not withdraw. The round limit (SSV-A30) still stops it.",
    why: 'The seed says the combat "immediately becomes" another and names who fights whom; VII.A.3 already says how characters fight (regular combat, as cavalry, losses as wounds), so the same procedure with characters on both sides is the nearest reading. Ending the combat there left the leader untouched, which the clause does not allow.',
    alternatives: ["'ends': the combat ends when the led unit is eliminated (the base game's rules are out of reach)"],
  },
  {
    id: 'SSV-A61',
    option: 'characterStrength',
    text: 'VII.A.2: "All characters add their fighting strengths together"; VII.A.1 multiplies the army unit\'s strength by 10. No fighting strength is printed. The seed rates characters only by Leadership (0 to 5, "even a zero", III.D.2.a(2)); F5\'s source gives each character a 1-6 field named magicProfile, whose meaning it does not explain.',
    chosen:
      "'card': 10 x that 1-6 field (data/characters.json fightingStrength: Emperor Coron III 60, Tim the Enchanter 60, Weldron 10), as rules-gaps SSV-A4 proposes. Monsters keep their card's figure in every reading. Wounds and death as SSV-A4.",
    why: "The field is the only per-character number found besides Leadership and race, and it ranges 1-6 like the army strengths a character meets at x10. Its name suggests magic rather than prowess (the top values include Tim the Enchanter and Loki Hellsson, the warlord Weldron has 1), so the reading drawn from the seed's own figure is offered beside it: Leadership is the one rating the seed gives characters, and Leadership + 1 spans the same 1-6.",
    alternatives: [
      "'leadership': 10 x (Leadership + 1), from the seed's own rating (Coron 60, Weldron 40, Tim the Enchanter and Maytwist 10)",
      "'uniform': every character 30, the middle of the seed's unit strengths (4d4, 2s3, (4)m7) x10",
    ],
  },
];
