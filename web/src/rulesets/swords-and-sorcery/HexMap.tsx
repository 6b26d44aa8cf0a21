/**
 * The Swords & Sorcery map in SVG: every hex coloured by its terrain, fortifications, Dragon complexes
 * and vortices as symbols, walls, gates, streams, fords and bridges on their hexsides, hex numbers and
 * the scenario's place names; the stacks as counters (an enemy stack the viewer may not examine is a
 * marker with its count). It only draws and reports clicks: `onPlace('0406')`, `onPlace('1703c')`.
 * The drawing scales with its viewBox; the zoom buttons enlarge it inside a scrolling frame.
 */
import { useMemo } from 'preact/hooks';
import type { Point } from '../../../../src/core/geometry/hex-grid.js';
import { HexNumbers } from '../../shell/hexmap/HexNumbers.js';
import { HexMapFrame } from '../../shell/hexmap/HexMapFrame.js';
import {
  complexPoint,
  counterOf,
  keyOf,
  MapGeometry,
  R,
  SEAT_COLOR,
  seatName,
  type Key,
  type MapContext,
  type Stack,
  type Tables,
  type UnitSymbol,
} from './logic.js';

export type Mark =
  | 'open'
  | 'plan'
  | 'target'
  | 'react-into'
  | 'react-from'
  | 'trigger'
  | 'withdraw'
  | 'battle'
  | 'movable'
  | 'siege'
  | 'choice';

export interface HexMapProps {
  readonly data: MapContext;
  readonly stacks: readonly Stack[];
  readonly marks?: ReadonlyMap<Key, ReadonlySet<Mark>>;
  readonly onPlace?: (key: Key) => void;
  readonly concealed?: boolean;
  readonly label: string;
  readonly class?: string;
  /** The game whose zoom and position are kept across reloads (none in a replay). */
  readonly gameId?: string;
  /** A planned move: the places of its path (keys, the first where the pieces stand) and its cost in words. */
  readonly plan?: { readonly path: readonly Key[]; readonly text: string } | null;
}

/** Fill colour of each terrain of the bundled terrain file; an unknown id is drawn grey. */
export const TERRAIN_FILL: Record<string, string> = {
  clear: '#ece5c6',
  cultivated: '#dde7a4',
  city: '#d9c5a2',
  rough: '#cfb487',
  swamp: '#a6c09c',
  woods: '#a3cd86',
  forest: '#5d9752',
  karoo: '#e8cf8c',
  mountain: '#a9917a',
  river: '#8cc0e8',
  lake: '#5b98d4',
  bridge: '#8cc0e8',
  portal: '#d6bfe8',
  glacier: '#eef7fb',
  blasted: '#7b6a66',
};

/** Terrain drawn with a texture over its colour (patterns defined in MapDefs). */
const TEXTURE: Record<string, string> = {
  cultivated: 'ss-pat-furrows',
  rough: 'ss-pat-rough',
  swamp: 'ss-pat-swamp',
  woods: 'ss-pat-woods',
  forest: 'ss-pat-forest',
  karoo: 'ss-pat-karoo',
  river: 'ss-pat-water',
  bridge: 'ss-pat-water',
  lake: 'ss-pat-water',
  glacier: 'ss-pat-ice',
  blasted: 'ss-pat-blasted',
};

export function MapDefs() {
  return (
    <defs>
      <pattern id="ss-pat-furrows" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
        <path d="M0 6 H12" stroke="rgba(96,124,38,0.35)" stroke-width="1.6" />
      </pattern>
      <pattern id="ss-pat-rough" width="16" height="16" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="1.6" fill="rgba(95,70,30,0.45)" />
        <circle cx="12" cy="11" r="1.2" fill="rgba(95,70,30,0.4)" />
      </pattern>
      <pattern id="ss-pat-swamp" width="18" height="14" patternUnits="userSpaceOnUse">
        <path d="M3 10 l3 -5 M6 10 v-6 M9 10 l-3 -5 M0 12 H12" stroke="rgba(40,90,70,0.55)" stroke-width="1.1" fill="none" />
      </pattern>
      <pattern id="ss-pat-woods" width="18" height="18" patternUnits="userSpaceOnUse">
        <circle cx="5" cy="6" r="3.4" fill="rgba(50,110,40,0.45)" />
        <circle cx="14" cy="14" r="3" fill="rgba(50,110,40,0.4)" />
      </pattern>
      <pattern id="ss-pat-forest" width="14" height="14" patternUnits="userSpaceOnUse">
        <path d="M4 11 L7 3 L10 11 Z" fill="rgba(20,60,20,0.5)" />
        <path d="M11 14 L13 9 L15 14 Z M-1 14 L1 9 L3 14 Z" fill="rgba(20,60,20,0.4)" />
      </pattern>
      <pattern id="ss-pat-karoo" width="20" height="20" patternUnits="userSpaceOnUse">
        <circle cx="5" cy="5" r="1" fill="rgba(130,90,20,0.5)" />
        <circle cx="15" cy="12" r="1" fill="rgba(130,90,20,0.5)" />
        <path d="M9 17 l2 -3 l2 3" stroke="rgba(110,120,40,0.5)" fill="none" stroke-width="1" />
      </pattern>
      <pattern id="ss-pat-water" width="24" height="12" patternUnits="userSpaceOnUse">
        <path d="M0 6 Q6 2 12 6 T24 6" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="1.4" />
      </pattern>
      <pattern id="ss-pat-ice" width="20" height="20" patternUnits="userSpaceOnUse">
        <path d="M2 4 L9 9 L7 15 M12 2 L17 8" fill="none" stroke="rgba(90,140,180,0.55)" stroke-width="1" />
      </pattern>
      <pattern id="ss-pat-blasted" width="10" height="10" patternUnits="userSpaceOnUse">
        <path d="M0 0 L10 10 M10 0 L0 10" stroke="rgba(30,20,20,0.45)" stroke-width="1.2" />
      </pattern>
      <pattern id="ss-pat-demoralized" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="4" height="8" fill="rgba(255,255,255,0.38)" />
      </pattern>
    </defs>
  );
}

/** A fortification symbol, drawn in a box about 22 units wide centred on (0, 0). */
export function FortSymbol({ id }: { id: string }) {
  switch (id) {
    case 'castle':
      return (
        <g class="ss-fort ss-fort-castle">
          <path d="M-10 10 V-4 H-7 V-9 H-3 V-4 H3 V-9 H7 V-4 H10 V10 Z" />
          <path d="M-2 10 V4 Q0 1 2 4 V10 Z" class="ss-fort-door" />
        </g>
      );
    case 'capital':
      return (
        <g class="ss-fort ss-fort-capital">
          <path d="M-11 10 V-2 H-8 V-6 H-5 V-2 H-2 V-8 L0 -12 L2 -8 V-2 H5 V-6 H8 V-2 H11 V10 Z" />
          <path d="M0 -2 l1.6 3.2 3.4 0.4 -2.5 2.3 0.7 3.4 -3.2 -1.7 -3.2 1.7 0.7 -3.4 -2.5 -2.3 3.4 -0.4 Z" class="ss-fort-star" />
        </g>
      );
    case 'town':
      return (
        <g class="ss-fort ss-fort-town">
          <path d="M-11 10 V0 L-6 -6 L-1 0 V10 Z M1 10 V-2 L6 -9 L11 -2 V10 Z" />
        </g>
      );
    case 'walled':
      return (
        <g class="ss-fort ss-fort-walled">
          <path d="M-10 8 V-2 H-7 V-6 H-4 V-2 H-1.5 V-6 H1.5 V-2 H4 V-6 H7 V-2 H10 V8 Z" />
        </g>
      );
    default:
      return (
        <g class="ss-fort">
          <rect x="-9" y="-9" width="18" height="18" />
        </g>
      );
  }
}

/** The little NATO-style box on a counter: X for foot, / for horse, an arc for archers, wings for flyers. */
function TypeSymbol({ symbol }: { symbol: UnitSymbol }) {
  const box = <rect x="-11" y="-7" width="22" height="14" class="ss-sym-box" />;
  switch (symbol) {
    case 'infantry':
      return (
        <g class="ss-sym">
          {box}
          <path d="M-11 -7 L11 7 M-11 7 L11 -7" />
        </g>
      );
    case 'cavalry':
      return (
        <g class="ss-sym">
          {box}
          <path d="M-11 7 L11 -7" />
        </g>
      );
    case 'archer':
      return (
        <g class="ss-sym">
          {box}
          <path d="M-6 5 Q0 -9 6 5 M-6 5 H6" />
        </g>
      );
    case 'flying':
      return (
        <g class="ss-sym">
          {box}
          <path d="M-8 3 Q-4 -5 0 1 Q4 -5 8 3" />
        </g>
      );
    case 'swamp':
      return (
        <g class="ss-sym">
          {box}
          <path d="M-8 2 Q-4 -3 0 2 T8 2" />
        </g>
      );
    case 'character':
      return (
        <g class="ss-sym">
          <path d="M0 -8 l2.4 5 5.4 0.6 -4 3.7 1.1 5.3 -4.9 -2.7 -4.9 2.7 1.1 -5.3 -4 -3.7 5.4 -0.6 Z" class="ss-sym-star" />
        </g>
      );
    default:
      return <g class="ss-sym">{box}</g>;
  }
}

const W = R * 1.16;
const H = R * 1.06;

/** One counter (or marker), drawn centred on (0, 0) at the unit size; the map scales and places it. */
export function CounterGlyph({
  stack,
  tables,
  concealed,
  movable,
}: {
  stack: Stack;
  tables: Tables;
  concealed?: boolean;
  movable?: boolean;
}) {
  const c = counterOf(stack, tables);
  const fill = SEAT_COLOR[stack.owner] ?? '#555';
  const count = stack.count;
  const depth = Math.min(3, Math.max(0, (count ?? 2) - 1));
  const hidden = concealed && !stack.marker;
  return (
    <g
      class={`ss-counter ss-seat-${stack.owner}${stack.own ? ' ss-own' : ''}${stack.marker ? ' ss-marker' : ''}${c?.demoralized === 'top' && !hidden ? ' ss-demoralized' : ''}${movable ? ' ss-movable' : ''}`}
    >
      {Array.from({ length: depth }, (_, i) => (
        <rect
          key={i}
          x={-W / 2 + (depth - i) * 2.4}
          y={-H / 2 + (depth - i) * 2.4}
          width={W}
          height={H}
          rx="5"
          class="ss-counter-under"
          fill={fill}
        />
      ))}
      <rect x={-W / 2} y={-H / 2} width={W} height={H} rx="5" class="ss-counter-body" fill={fill} />
      {stack.marker || hidden ? (
        <text x="0" y="7" class="ss-marker-q" text-anchor="middle">
          {hidden ? '' : '?'}
        </text>
      ) : (
        c && (
          <>
            <g transform={`translate(0,${-H / 2 + 14})`}>
              <TypeSymbol symbol={c.symbol} />
            </g>
            <text
              x="0"
              y={H / 2 - 7}
              class="ss-code"
              text-anchor="middle"
              textLength={c.code.length > 4 ? W - 10 : undefined}
              lengthAdjust="spacingAndGlyphs"
            >
              {c.code}
            </text>
            {c.characters > 0 && c.symbol !== 'character' && (
              <path
                transform={`translate(${-W / 2 + 7},${-H / 2 + 7}) scale(0.55)`}
                d="M0 -8 l2.4 5 5.4 0.6 -4 3.7 1.1 5.3 -4.9 -2.7 -4.9 2.7 1.1 -5.3 -4 -3.7 5.4 -0.6 Z"
                class="ss-leader-star"
              />
            )}
            {c.demoralized === 'top' && (
              <rect x={-W / 2} y={-H / 2} width={W} height={H} rx="5" fill="url(#ss-pat-demoralized)" class="ss-demoralized-stripe" />
            )}
            {c.demoralized === 'some' && <circle cx={-W / 2 + 6} cy={H / 2 - 6} r="3.5" class="ss-demoralized-dot" />}
          </>
        )
      )}
      {count !== null && !hidden && (
        <g class="ss-badge" transform={`translate(${W / 2 - 4},${-H / 2 + 4})`}>
          <circle r="10.5" />
          <text y="4.4" text-anchor="middle">
            {count}
          </text>
        </g>
      )}
    </g>
  );
}

interface Placed {
  readonly stack: Stack;
  readonly at: Point;
  readonly scale: number;
}

/**
 * Where each stack's counter goes: alone in the centre; two sides in one place side by side; a Dragon
 * complex's stacks on its spot, the mountain's own moved aside to leave it free.
 */
function placeCounters(geo: MapGeometry, data: MapContext, stacks: readonly Stack[]): Placed[] {
  const byKey = new Map<Key, Stack[]>();
  for (const s of stacks) (byKey.get(s.key) ?? byKey.set(s.key, []).get(s.key)!).push(s);
  const out: Placed[] = [];
  for (const [key, here] of byKey) {
    const base = geo.placePoint(key);
    const complex = key.endsWith('c');
    const hex = geo.index(complex ? key.slice(0, -1) : key);
    const beside = !complex && hex !== undefined && data.scenario.map.dragonComplex[hex];
    const two = here.length > 1;
    const scale = (complex ? 0.45 : beside ? 0.72 : 0.86) * (two ? 0.78 : 1);
    const x0 = base.x - (beside ? R * 0.24 : 0);
    const dx = two ? R * (complex ? 0.14 : 0.27) : 0;
    here.forEach((stack, i) =>
      out.push({ stack, at: { x: x0 + (i === 0 ? -dx : dx), y: base.y + (two ? (i === 0 ? -4 : 4) : 0) }, scale }),
    );
  }
  return out;
}

export function HexMap(props: HexMapProps) {
  const { data, stacks, marks, concealed } = props;
  const map = data.scenario.map;
  const { grid } = map;
  const geo = useMemo(() => new MapGeometry(grid), [grid]);
  const tables = data.tables;

  const hexes = useMemo(() => Array.from({ length: grid.size }, (_, i) => i), [grid]);
  const sides = useMemo(() => {
    const out: { id: number; feature: string; a: Point; b: Point; name: string }[] = [];
    for (const [id, feature] of map.hexsides) {
      const hx = grid.hexsideHexes(id);
      if (!hx) continue;
      const seg = geo.hexside(hx[0], hx[1]);
      if (seg) out.push({ id, feature, a: seg[0], b: seg[1], name: grid.hexsideName(id) ?? '' });
    }
    // Streams under fords and bridges, walls under gates.
    const order: Record<string, number> = { stream: 0, wall: 1, ford: 2, bridge: 3, gate: 4 };
    return out.sort((x, y) => (order[x.feature] ?? 5) - (order[y.feature] ?? 5));
  }, [map, geo]);
  const labels = useMemo(() => {
    const groups = new Map<string, number[]>();
    for (const [hex, name] of map.names) (groups.get(name) ?? groups.set(name, []).get(name)!).push(hex);
    return [...groups.entries()].map(([name, hs]) => {
      const ps = hs.map((h) => geo.centre(h));
      const x = ps.reduce((n, p) => n + p.x, 0) / ps.length;
      const y = Math.max(...ps.map((p) => p.y)) + R * 0.78;
      return { name, x, y };
    });
  }, [map, geo]);
  const placed = useMemo(() => placeCounters(geo, data, stacks), [geo, data, stacks]);

  const keyFrom = (target: EventTarget | null): Key | null => {
    const el = (target as Element | null)?.closest?.('[data-key]');
    return el?.getAttribute('data-key') ?? null;
  };
  const terrainName = (id: string) => tables.terrain.get(id)?.name ?? id;
  const fortName = (id: string) => tables.fortifications.get(id)?.name ?? id;

  const focus = useMemo(() => placed.filter((p) => p.stack.own).map((p) => p.at), [placed]);
  const planPoints = props.plan ? props.plan.path.map((k) => geo.placePoint(k)) : [];
  const planEnd = planPoints.at(-1);

  return (
    <HexMapFrame
      gameId={props.gameId}
      map={{ width: geo.width, height: geo.height }}
      focus={focus}
      counter={H * 0.86}
      label={props.label}
      svgClass="ss-map"
      wrapClass={props.class}
      onClick={(e) => {
        const k = keyFrom(e.target);
        if (k) props.onPlace?.(k);
      }}
    >
      <MapDefs />
      <g class="ss-hexes">
        {hexes.map((h) => {
          const t = map.terrain[h]!;
          const name = grid.name(h);
          const fort = map.fortification[h];
          const place = map.names.get(h);
          return (
            <g key={h} data-key={name} class={`ss-hex ss-t-${t}`}>
              <path d={geo.hexPath(h)} fill={TERRAIN_FILL[t] ?? '#ccc'} class="ss-hex-base" />
              {TEXTURE[t] && <path d={geo.hexPath(h)} fill={`url(#${TEXTURE[t]})`} class="ss-hex-texture" />}
              <title>
                {[name, terrainName(t), fort ? fortName(fort) : null, map.dragonComplex[h] ? 'Dragon complex' : null, place ?? null]
                  .filter(Boolean)
                  .join(' · ')}
              </title>
            </g>
          );
        })}
      </g>
      <g class="ss-terrain-symbols" pointer-events="none">
        {hexes.map((h) => {
          const t = map.terrain[h]!;
          const c = geo.centre(h);
          if (t === 'mountain')
            return (
              <path
                key={h}
                class="ss-peaks"
                d={`M${c.x - 24} ${c.y + 14} L${c.x - 10} ${c.y - 10} L${c.x - 2} ${c.y + 2} L${c.x + 8} ${c.y - 16} L${c.x + 24} ${c.y + 14} Z`}
              />
            );
          if (t === 'portal') return <ellipse key={h} class="ss-portal" cx={c.x} cy={c.y} rx="18" ry="24" />;
          if (t === 'bridge')
            return <path key={h} class="ss-bridge-hex" d={`M${c.x - 26} ${c.y - 8} H${c.x + 26} M${c.x - 26} ${c.y + 8} H${c.x + 26}`} />;
          if (t === 'city') return <path key={h} class="ss-city" d={`M${c.x - 22} ${c.y + 22} v-10 h8 v-6 h8 v10 h6 v-14 h8 v20 Z`} />;
          return null;
        })}
      </g>
      <g class="ss-hexsides" pointer-events="none">
        {sides.map((s) => (
          <Hexside key={`${s.id}-${s.feature}`} feature={s.feature} a={s.a} b={s.b} name={s.name} />
        ))}
      </g>
      <g class="ss-features">
        {hexes.map((h) => {
          const fort = map.fortification[h];
          if (!fort) return null;
          const c = geo.centre(h);
          return (
            <g key={`f${h}`} transform={`translate(${c.x - R * 0.74},${c.y}) scale(0.62)`} pointer-events="none">
              <FortSymbol id={fort} />
            </g>
          );
        })}
        {map.vortices.map((v) => {
          const c = geo.centre(v.hex);
          return (
            <g key={`v${v.hex}`} class={`ss-vortex${v.active ? ' active' : ''}`} pointer-events="none">
              <path d={`M${c.x} ${c.y} m-14 0 a14 14 0 1 1 14 14 a9 9 0 1 1 -9 -9 a5 5 0 1 1 5 5`} />
              <title>{`${grid.name(v.hex)}: vortex (${v.active ? 'active' : 'inactive'})`}</title>
            </g>
          );
        })}
        {hexes.map((h) => {
          if (!map.dragonComplex[h]) return null;
          const p = complexPoint(geo.centre(h));
          const key = `${grid.name(h)}c`;
          return (
            <g key={`d${h}`} class="ss-complex" data-key={key}>
              <circle cx={p.x} cy={p.y} r={R * 0.24} />
              <path d={`M${p.x - 7} ${p.y + 5} Q${p.x} ${p.y - 11} ${p.x + 7} ${p.y + 5} Z`} class="ss-complex-cave" />
              <title>{`${grid.name(h)}: Dragon complex (a place of its own inside the mountain, II.B)`}</title>
            </g>
          );
        })}
      </g>
      <HexNumbers geo={geo} hexes={hexes} />
      <g class="ss-marks" pointer-events="none">
        {marks &&
          [...marks.entries()].map(([key, set]) => {
            const complex = key.endsWith('c');
            const hex = grid.index(complex ? key.slice(0, -1) : key);
            if (hex === undefined) return null;
            const cls = [...set].map((m) => `ss-m-${m}`).join(' ');
            if (complex) {
              const p = complexPoint(geo.centre(hex));
              return <circle key={key} data-key={key} cx={p.x} cy={p.y} r={R * 0.3} class={`ss-mark ${cls}`} />;
            }
            return (
              <g key={key}>
                <path d={geo.hexPath(hex, 3)} data-key={key} class={`ss-mark ${cls}`} />
                {set.has('battle') && (
                  <text x={geo.centre(hex).x + R * 0.5} y={geo.centre(hex).y + R * 0.1} class="ss-battle-icon" text-anchor="middle">
                    ⚔
                  </text>
                )}
              </g>
            );
          })}
      </g>
      <g class="ss-counters">
        {placed.map(({ stack, at, scale }) => (
          <g
            key={`${stack.owner}@${stack.key}`}
            data-key={stack.key}
            data-owner={stack.owner}
            class={`ss-stack${marks?.get(stack.key)?.has('open') ? ' is-open' : ''}`}
            transform={`translate(${at.x},${at.y}) scale(${scale})`}
            role="button"
            tabindex={0}
            aria-label={stackLabel(stack, tables, concealed)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                props.onPlace?.(stack.key);
              }
            }}
          >
            <CounterGlyph
              stack={stack}
              tables={tables}
              concealed={concealed}
              movable={marks?.get(stack.key)?.has('movable') && stack.own}
            />
          </g>
        ))}
      </g>
      <g class="ss-names" pointer-events="none">
        {labels.map((l) => (
          <text key={l.name} x={l.x} y={l.y} class="ss-place-name" text-anchor="middle">
            {l.name}
          </text>
        ))}
      </g>
      {props.plan && planEnd && (
        <g class="hexmap-plan" pointer-events="none" data-testid="map-plan">
          <polyline points={planPoints.map((p) => `${p.x},${p.y}`).join(' ')} class="hexmap-plan-line" />
          <circle cx={planEnd.x} cy={planEnd.y} r={R * 0.2} class="hexmap-plan-end" />
          <text x={planEnd.x} y={planEnd.y - R * 0.55} text-anchor="middle" class="hexmap-plan-text">
            {props.plan.text}
          </text>
        </g>
      )}
    </HexMapFrame>
  );
}

function stackLabel(stack: Stack, tables: Tables, concealed?: boolean): string {
  const where = stack.place.complex ? `${stack.place.hex} (Dragon complex)` : stack.place.hex;
  if (stack.marker) return `${seatName(stack.owner)} stack in ${where}${stack.count !== null ? `, ${stack.count} counters` : ''}`;
  if (concealed) return `${seatName(stack.owner)} stack in ${where}`;
  const c = counterOf(stack, tables);
  return `${stack.own ? 'Your' : seatName(stack.owner)} stack in ${where}: ${c?.name ?? ''} ${c?.code ?? ''}, ${stack.count} counters`;
}

export function Hexside({ feature, a, b, name }: { feature: string; a: Point; b: Point; name?: string }) {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // Across the side (perpendicular), for bridge planks and ford stones.
  const nx = -uy;
  const ny = ux;
  const title = <title>{`${name ? `${name}: ` : ''}${feature}`}</title>;
  switch (feature) {
    case 'wall':
      return (
        <g class="ss-side ss-side-wall">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
          {title}
        </g>
      );
    case 'gate': {
      const g = len * 0.22;
      return (
        <g class="ss-side ss-side-gate">
          <line x1={a.x} y1={a.y} x2={mx - ux * g} y2={my - uy * g} class="ss-gate-wall" />
          <line x1={mx + ux * g} y1={my + uy * g} x2={b.x} y2={b.y} class="ss-gate-wall" />
          <line x1={mx - ux * g} y1={my - uy * g} x2={mx + ux * g} y2={my + uy * g} class="ss-gate-door" />
          {title}
        </g>
      );
    }
    case 'stream':
      return (
        <g class="ss-side ss-side-stream">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
          {title}
        </g>
      );
    case 'ford':
      return (
        <g class="ss-side ss-side-ford">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class="ss-ford-water" />
          {[-0.2, 0, 0.2].map((t) => (
            <circle key={t} cx={mx + ux * len * t} cy={my + uy * len * t} r="3.2" class="ss-ford-stone" />
          ))}
          {title}
        </g>
      );
    case 'bridge':
      return (
        <g class="ss-side ss-side-bridge">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class="ss-bridge-water" />
          <path
            d={`M${mx - ux * 8 - nx * 9} ${my - uy * 8 - ny * 9} L${mx - ux * 8 + nx * 9} ${my - uy * 8 + ny * 9} M${mx + ux * 8 - nx * 9} ${my + uy * 8 - ny * 9} L${mx + ux * 8 + nx * 9} ${my + uy * 8 + ny * 9}`}
            class="ss-bridge-rails"
          />
          <rect
            x={mx - 7}
            y={my - 11}
            width="14"
            height="22"
            transform={`rotate(${(Math.atan2(dy, dx) * 180) / Math.PI} ${mx} ${my})`}
            class="ss-bridge-deck"
          />
          {title}
        </g>
      );
    default:
      return (
        <g class="ss-side">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#444" stroke-width="3" />
          {title}
        </g>
      );
  }
}

export { keyOf };
