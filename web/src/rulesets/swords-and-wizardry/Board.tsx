/**
 * The Swords & Wizardry board in SVG: 10x10 squares, Lake Limpid, the Magic Rainbow Bridge, the two
 * forests and the six castles, drawn from the game's board data (data/board.json or the `board`
 * option), turned so the viewer's own back row is at the bottom.
 *
 * It only draws and reports: clicks, pointer-downs (for dragging) and keyboard (arrows move a cursor,
 * Enter or Space is a click on the cursor's square, Escape cancels).
 */
import type { TargetedKeyboardEvent } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { PIECES } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { cells, stepCursor, type PieceKind, type RulesContext, type SwSeat } from './logic.js';

export const S = 100;
const LEFT = 30;
const TOP = 6;
const BOTTOM = 30;
const RIGHT = 6;

export interface BoardPiece {
  /** Stable key so pieces glide when they move. */
  readonly key: string;
  readonly square: string;
  readonly owner: SwSeat;
  readonly kind: PieceKind | null;
  readonly revealed?: boolean;
  readonly awaitingRescue?: boolean;
  /** An enemy piece seen to move: marked with a small dot (public: both players watch the board). */
  readonly movedMark?: boolean;
}

export type Mark =
  | 'selected'
  | 'target'
  | 'attack'
  | 'last-from'
  | 'last-to'
  | 'zone'
  | 'zone-partial'
  | 'good'
  | 'candidate'
  | 'castle-choice'
  | 'drop'
  | 'lifted';

export interface BoardProps {
  readonly ctx: RulesContext;
  readonly perspective: SwSeat;
  readonly pieces: readonly BoardPiece[];
  readonly marks?: ReadonlyMap<string, ReadonlySet<Mark>>;
  readonly cursor: string | null;
  readonly onCursor?: (square: string) => void;
  readonly onSquare?: (square: string) => void;
  readonly onSquarePointerDown?: (square: string, e: PointerEvent) => void;
  readonly onCancel?: () => void;
  readonly onKey?: (e: KeyboardEvent, square: string) => boolean;
  readonly concealed?: boolean;
  readonly label: string;
  /** Words for the square under the cursor, read out by screen readers. */
  readonly describe?: (square: string) => string;
  readonly class?: string;
  /** Square -> the forest's name ("Grimmwood"). */
  readonly forestNames: ReadonlyMap<string, string>;
}

export const SHORT: Record<PieceKind, string> = {
  king: 'King',
  hero: 'Hero',
  'marshall-royal': 'Marshall',
  wizard: 'Wizard',
  princess: 'Princess',
  knights: 'Knights',
  'men-at-arms': 'Men-at-Arms',
  bowmen: 'Bowmen',
  peasants: 'Peasants',
  dragon: 'Dragon',
  giant: 'Giant',
  ogre: 'Ogre',
  'siege-catapult': 'Catapult',
};

/** A piece tile, drawn in a 100x100 box. Also used outside the board (tray, challenge panel). */
export function PieceGlyph({
  owner,
  kind,
  revealed,
  awaitingRescue,
  movedMark,
  size = 100,
}: {
  owner: SwSeat;
  kind: PieceKind | null;
  revealed?: boolean;
  awaitingRescue?: boolean;
  movedMark?: boolean;
  size?: number;
}) {
  const scale = size / 100;
  return (
    <g transform={scale === 1 ? undefined : `scale(${scale})`} class={`piece piece-${owner}${kind ? '' : ' piece-back'}`}>
      <rect x="9" y="11" width="82" height="82" rx="14" class="piece-shadow" />
      <rect x="8" y="7" width="84" height="84" rx="14" class="piece-body" fill={`url(#grad-${owner})`} />
      <rect x="13" y="12" width="74" height="74" rx="10" class="piece-inner" />
      {kind ? (
        <>
          <text x="50" y="56" class="piece-letter" text-anchor="middle">
            {PIECES[kind].letter}
          </text>
          <text
            x="50"
            y="79"
            class="piece-name"
            text-anchor="middle"
            textLength={SHORT[kind].length > 8 ? 66 : undefined}
            lengthAdjust="spacingAndGlyphs"
          >
            {SHORT[kind]}
          </text>
        </>
      ) : (
        <path d="M50 24 L70 49 L50 74 L30 49 Z M50 34 L62 49 L50 64 L38 49 Z" class="piece-emblem" fill-rule="evenodd" />
      )}
      {revealed && kind && (
        <circle cx="80" cy="19" r="6.5" class="piece-revealed">
          <title>Identified: the opponent has seen this piece</title>
        </circle>
      )}
      {movedMark && (
        <circle cx="20" cy="19" r="6" class="piece-moved">
          <title>Has moved</title>
        </circle>
      )}
      {awaitingRescue && <rect x="8" y="7" width="84" height="84" rx="14" class="piece-awaiting" />}
    </g>
  );
}

/** A piece tile as a small standalone picture (tray, panels); the gradients live in the board's defs. */
export function Glyph({
  owner,
  kind,
  revealed,
  class: cls,
  title,
}: {
  owner: SwSeat;
  kind: PieceKind | null;
  revealed?: boolean;
  class?: string;
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      class={`glyph ${cls ?? ''}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : 'true'}
    >
      <PieceGlyph owner={owner} kind={kind} revealed={revealed} />
    </svg>
  );
}

export function BoardDefs() {
  return (
    <defs>
      <linearGradient id="grad-red" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#d2483a" />
        <stop offset="1" stop-color="#8f1f16" />
      </linearGradient>
      <linearGradient id="grad-black" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#4a4e57" />
        <stop offset="1" stop-color="#15171b" />
      </linearGradient>
      <pattern id="waves" width="40" height="20" patternUnits="userSpaceOnUse">
        <path d="M0 10 Q10 4 20 10 T40 10" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="2" />
      </pattern>
    </defs>
  );
}

const RAINBOW = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#5e35b1'];

export function Board(props: BoardProps) {
  const { ctx, perspective, pieces, marks, cursor, concealed } = props;
  const { board } = ctx;
  const { grid } = board;
  const layout = useMemo(() => cells(board, perspective), [board, perspective]);
  const pos = useMemo(() => new Map(layout.map((c) => [c.square, { x: LEFT + c.col * S, y: TOP + c.row * S }])), [layout]);
  const [focused, setFocused] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const width = LEFT + grid.files * S + RIGHT;
  const height = TOP + grid.ranks * S + BOTTOM;

  const squareFrom = (target: EventTarget | null): string | null => {
    const el = (target as Element | null)?.closest?.('[data-square]');
    return el?.getAttribute('data-square') ?? null;
  };

  const onKeyDown = (e: TargetedKeyboardEvent<SVGSVGElement>) => {
    const current = cursor ?? layout.find((c) => c.col === 0 && c.row === grid.ranks - 1)!.square;
    if (props.onKey?.(e as unknown as KeyboardEvent, current)) return;
    const dirs: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      setKeyboard(true);
      props.onCursor?.(cursor ? stepCursor(board, perspective, current, d[0], d[1]) : current);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setKeyboard(true);
      if (!cursor) props.onCursor?.(current);
      else props.onSquare?.(current);
    } else if (e.key === 'Escape') {
      props.onCancel?.();
    }
  };

  const forests = useMemo(() => {
    // One label per forest region: squares joined orthogonally.
    const seen = new Set<number>();
    const regions: { squares: number[] }[] = [];
    for (let i = 0; i < grid.size; i++) {
      if (!board.forest[i] || seen.has(i)) continue;
      const stack = [i];
      const squares: number[] = [];
      seen.add(i);
      while (stack.length) {
        const s = stack.pop()!;
        squares.push(s);
        for (const n of grid.orthogonal(s)) if (board.forest[n] && !seen.has(n)) seen.add(n), stack.push(n);
      }
      regions.push({ squares });
    }
    return regions;
  }, [board]);

  const bridge = board.bridge.map((s) => pos.get(grid.name(s))!);
  const [b0, b1] = bridge as [{ x: number; y: number }, { x: number; y: number }];
  const bx0 = b0.x + S / 2,
    by0 = b0.y + S / 2,
    bx1 = b1.x + S / 2,
    by1 = b1.y + S / 2;
  // Bow the arc sideways, away from the board's centre line.
  const mx = (bx0 + bx1) / 2 + (by1 - by0) * 0.18;
  const my = (by0 + by1) / 2 - (bx1 - bx0) * 0.18;

  const cursorCell = cursor ? pos.get(cursor) : undefined;
  const showCursor = cursorCell && focused && keyboard;

  return (
    <div class={`board-wrap ${props.class ?? ''}`}>
      <svg
        class="board"
        viewBox={`0 0 ${width} ${height}`}
        role="application"
        aria-label={props.label}
        aria-roledescription="game board"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerDown={(e) => {
          setKeyboard(false);
          const sq = squareFrom(e.target);
          if (sq) props.onSquarePointerDown?.(sq, e as unknown as PointerEvent);
        }}
        onClick={(e) => {
          const sq = squareFrom(e.target);
          if (sq) {
            props.onCursor?.(sq);
            props.onSquare?.(sq);
          }
        }}
      >
        <BoardDefs />
        <rect x={LEFT - 4} y={TOP - 4} width={grid.files * S + 8} height={grid.ranks * S + 8} rx="6" class="board-frame" />
        {layout.map((c) => {
          const x = LEFT + c.col * S;
          const y = TOP + c.row * S;
          const i = c.index;
          const dark = (grid.file(i) + grid.rank(i)) % 2 === 0;
          const kind = board.lake[i] ? 'lake' : board.forest[i] ? 'forest' : 'field';
          const m = marks?.get(c.square);
          const castle = board.castle[i];
          return (
            <g
              key={c.square}
              data-square={c.square}
              class={`sq sq-${kind}${dark ? ' sq-dark' : ''}${m ? ' ' + [...m].map((k) => `m-${k}`).join(' ') : ''}`}
            >
              <rect x={x} y={y} width={S} height={S} class="sq-base" />
              {kind === 'lake' && <rect x={x} y={y} width={S} height={S} fill="url(#waves)" class="sq-waves" />}
              {kind === 'forest' && (
                <g class="trees" transform={`translate(${x},${y})`}>
                  <path d="M22 42 L32 22 L42 42 Z M60 36 L72 14 L84 36 Z M44 86 L56 62 L68 86 Z M14 84 L24 64 L34 84 Z M74 88 L82 70 L90 88 Z" />
                </g>
              )}
              {castle && (
                <g class={`castle castle-${castle}`} transform={`translate(${x},${y})`}>
                  <path
                    d="M18 88 V42 H26 V30 H36 V42 H44 V30 H56 V42 H64 V30 H74 V42 H82 V88 Z M42 88 V70 Q50 60 58 70 V88 Z"
                    fill-rule="evenodd"
                  />
                  <path d="M50 30 V12 L64 17 L50 22" class="castle-flag" />
                </g>
              )}
              {m?.has('last-from') && <rect x={x} y={y} width={S} height={S} class="hl hl-last" />}
              {m?.has('last-to') && <rect x={x} y={y} width={S} height={S} class="hl hl-last" />}
              {m?.has('zone') && <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} class="hl hl-zone" />}
              {m?.has('zone-partial') && <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} class="hl hl-zone-partial" />}
              {m?.has('good') && <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} class="hl hl-good" />}
              {m?.has('drop') && <rect x={x + 3} y={y + 3} width={S - 6} height={S - 6} class="hl hl-drop" />}
              {m?.has('castle-choice') && <rect x={x + 3} y={y + 3} width={S - 6} height={S - 6} class="hl hl-castle-choice" />}
              <title>{squareTitle(c.square, kind, castle, board.forest[i] ? (props.forestNames.get(c.square) ?? null) : null)}</title>
            </g>
          );
        })}
        {forests.map((f, i) => {
          const ps = f.squares.map((s) => pos.get(grid.name(s))!);
          const cx = ps.reduce((n, p) => n + p.x, 0) / ps.length + S / 2;
          const cy = ps.reduce((n, p) => n + p.y, 0) / ps.length + S / 2;
          return (
            <text key={i} x={cx} y={cy} class="forest-label" text-anchor="middle" dominant-baseline="middle">
              {props.forestNames.get(grid.name(f.squares[0]!)) ?? 'Forest'}
            </text>
          );
        })}
        <g class="bridge" aria-hidden="true">
          <title>The Magic Rainbow Bridge</title>
          {RAINBOW.map((color, i) => (
            <path
              key={color}
              d={`M${bx0} ${by0} Q${mx} ${my} ${bx1} ${by1}`}
              stroke={color}
              stroke-width={26 - i * 4}
              fill="none"
              stroke-linecap="round"
            />
          ))}
        </g>
        {layout.map((c) => {
          const m = marks?.get(c.square);
          if (!m) return null;
          const x = LEFT + c.col * S;
          const y = TOP + c.row * S;
          return (
            <g key={`u-${c.square}`} class="under" pointer-events="none">
              {m.has('selected') && <rect x={x + 3} y={y + 3} width={S - 6} height={S - 6} rx="10" class="hl hl-selected" />}
            </g>
          );
        })}
        <g class="pieces">
          {pieces.map((p) => {
            const at = pos.get(p.square);
            if (!at) return null;
            const m = marks?.get(p.square);
            return (
              <g
                key={p.key}
                class={`piece-at${m?.has('selected') ? ' is-selected' : ''}${m?.has('lifted') ? ' is-lifted' : ''}`}
                style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
                data-square={p.square}
              >
                <PieceGlyph
                  owner={p.owner}
                  kind={concealed ? null : p.kind}
                  revealed={!concealed && p.revealed}
                  awaitingRescue={p.awaitingRescue}
                  movedMark={!concealed && p.movedMark}
                />
              </g>
            );
          })}
        </g>
        <g class="overlay" pointer-events="none">
          {layout.map((c) => {
            const m = marks?.get(c.square);
            if (!m) return null;
            const x = LEFT + c.col * S;
            const y = TOP + c.row * S;
            return (
              <g key={`o-${c.square}`}>
                {m.has('target') && <circle cx={x + S / 2} cy={y + S / 2} r="15" class="hl-target" />}
                {m.has('attack') && (
                  <path
                    class="hl-attack"
                    d={`M${x + 6} ${y + 28} V${y + 6} H${x + 28} M${x + S - 28} ${y + 6} H${x + S - 6} V${y + 28} M${x + S - 6} ${y + S - 28} V${y + S - 6} H${x + S - 28} M${x + 28} ${y + S - 6} H${x + 6} V${y + S - 28}`}
                  />
                )}
                {m.has('candidate') && <rect x={x + 4} y={y + 4} width={S - 8} height={S - 8} rx="12" class="hl-candidate" />}
              </g>
            );
          })}
          {layout.map((c) => {
            const castle = board.castle[c.index];
            if (!castle || !pieces.some((p) => p.square === c.square)) return null;
            return (
              <g
                key={`c-${c.square}`}
                class={`castle-badge castle-${castle}`}
                transform={`translate(${LEFT + c.col * S + 1},${TOP + c.row * S}) scale(0.27)`}
              >
                <circle cx="50" cy="55" r="46" class="castle-badge-bg" />
                <path d="M18 88 V42 H26 V30 H36 V42 H44 V30 H56 V42 H64 V30 H74 V42 H82 V88 Z" />
                <title>Castle</title>
              </g>
            );
          })}
          {showCursor && <rect x={cursorCell.x + 2} y={cursorCell.y + 2} width={S - 4} height={S - 4} rx="6" class="hl-cursor" />}
        </g>
        <g class="coords" aria-hidden="true">
          {Array.from({ length: grid.files }, (_, col) => {
            const sq = layout.find((c) => c.col === col && c.row === 0)!.square;
            return (
              <text key={`f${col}`} x={LEFT + col * S + S / 2} y={TOP + grid.ranks * S + 22} text-anchor="middle">
                {sq[0]}
              </text>
            );
          })}
          {Array.from({ length: grid.ranks }, (_, row) => {
            const sq = layout.find((c) => c.col === 0 && c.row === row)!.square;
            return (
              <text key={`r${row}`} x={LEFT - 15} y={TOP + row * S + S / 2 + 6} text-anchor="middle">
                {sq.slice(1)}
              </text>
            );
          })}
        </g>
      </svg>
      <div class="sr-only" aria-live="polite">
        {cursor && props.describe ? props.describe(cursor) : ''}
      </div>
    </div>
  );
}

function squareTitle(square: string, kind: string, castle: SwSeat | null, forest: string | null): string {
  const parts = [square];
  if (kind === 'lake') parts.push('Lake Limpid');
  if (forest) parts.push(forest);
  if (castle) parts.push(`${castle === 'red' ? 'Red' : 'Black'} castle`);
  return parts.join(' · ');
}
