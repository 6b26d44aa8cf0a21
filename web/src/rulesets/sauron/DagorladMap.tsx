/**
 * The map of Dagorlad and Mordor in SVG (src/rulesets/sauron/game/map.ts, the Expanded Game's map):
 * every hex coloured by its terrain (clear, rough, mountains, the fortifications of the wall, the path),
 * Mordor shaded, the road, the stairways, the Gate of Morannon on its hexside, the Black Tower of
 * Barad-dur and Mt. Orodruin, hex numbers; combat units as square counters (F7 code, disrupted
 * striped), leaders as round tokens; the third player's pieces (16.69) in his colour with a dashed edge,
 * the Beast's powers as lettered tabs on its counter (SAU-M21), a special formation's units stacked
 * with their leader inside a ring and a badge with their number (SAU-M22). It draws and reports clicks (`onHex('0821')`, `onPiece('elendil')`);
 * the geometry is the shared shell/hexmap one, the frame and highlights follow the Swords & Sorcery map.
 */
import { useMemo } from 'preact/hooks';
import { DAGORLAD, line, type Terrain } from '../../../../src/rulesets/sauron/index.js';
import { HexNumbers } from '../../shell/hexmap/HexNumbers.js';
import { HexMapFrame } from '../../shell/hexmap/HexMapFrame.js';
import { HexGeometry, R } from '../../shell/hexmap/geometry.js';
import {
  SEAT_COLOR,
  formationsOf,
  isThirdPiece,
  piecesByHex,
  pieceLabel,
  powerMarksOf,
  type FormationMark,
  type MapPiece,
  type Mark,
  type SauronView,
} from './logic.js';

const FILL: Record<Terrain, string> = {
  clear: '#e9e1c0',
  rough: '#cdb282',
  mountain: '#8f7b68',
  fortification: '#b9aa97',
  path: '#d8c7a0',
};
const TERRAIN_NAME: Record<Terrain, string> = {
  clear: 'clear',
  rough: 'rough (+2 MP, +2 armour: 4.3)',
  mountain: 'mountains',
  fortification: 'fortification (the wall)',
  path: 'the path through the mountains',
};

const map = DAGORLAD;
const grid = map.grid;

export interface DagorladMapProps {
  readonly view: SauronView;
  readonly marks?: ReadonlyMap<string, ReadonlySet<Mark>>;
  readonly selected?: string | null;
  readonly onHex?: (hex: string) => void;
  readonly onPiece?: (id: string, hex: string) => void;
  readonly label: string;
  /** The game whose zoom and position are kept across reloads (none in a replay). */
  readonly gameId?: string;
  /** The side whose pieces the map opens fitted to. */
  readonly focusSide?: string | null;
  /** A planned move: the hexes of its path, the first where the piece stands, and its cost in words. */
  readonly plan?: { readonly path: readonly string[]; readonly text: string } | null;
}

const initials = (name: string) =>
  name
    .replace(/^the\s+/i, '')
    .split(/[\s-]+/)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 2);

/** A counter's name in at most 9 letters: 'Men (swordsmen)' -> 'Swordsmen', 'Elves Archers' -> 'Archers'. */
export function shortName(name: string): string {
  const inner = /\((.+)\)/.exec(name)?.[1];
  const n = inner ? inner.charAt(0).toUpperCase() + inner.slice(1) : name.length > 9 ? (name.split(/\s+/).at(-1) ?? name) : name;
  return n.length > 9 ? n.slice(0, 8) + '.' : n;
}

function Counter({ view, piece, selected }: { view: SauronView; piece: MapPiece; selected: boolean }) {
  const fill = SEAT_COLOR[piece.side] ?? '#555';
  const third = isThirdPiece(piece);
  if (piece.kind === 'unit') {
    const u = piece.unit;
    const [w, h] = [R * 1.04, R * 0.92];
    const powers = powerMarksOf(view, u);
    return (
      <g class={`sau-counter sau-unit${u.disrupted ? ' sau-disrupted' : ''}${third ? ' sau-third' : ''}${selected ? ' is-selected' : ''}`}>
        <rect x={-w / 2} y={-h / 2} width={w} height={h} rx="5" fill={fill} class="sau-counter-body" />
        {u.disrupted && <rect x={-w / 2} y={-h / 2} width={w} height={h} rx="5" fill="url(#sau-pat-disrupted)" pointer-events="none" />}
        {third && <rect x={-w / 2 + 3} y={-h / 2 + 3} width={w - 6} height={h - 6} rx="3" class="sau-third-edge" pointer-events="none" />}
        {powers.map((p, i) => (
          <g key={p.id} class="sau-power-mark" data-power={p.id} transform={`translate(${-w / 2 + 9 + i * 17},${-h / 2 - 2})`}>
            <circle r="8" />
            <text y="4" text-anchor="middle">
              {p.letter}
            </text>
          </g>
        ))}
        <text
          x="0"
          y={-h / 2 + 17}
          text-anchor="middle"
          class="sau-unit-name"
          {...(shortName(u.name).length > 7 ? { textLength: w - 8, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {shortName(u.name)}
        </text>
        <text x="0" y={h / 2 - 8} text-anchor="middle" class="sau-code">
          {u.code}
        </text>
      </g>
    );
  }
  const l = piece.leader;
  return (
    <g class={`sau-counter sau-leader${third ? ' sau-third' : ''}${selected ? ' is-selected' : ''}`}>
      <circle r={R * 0.36} fill={fill} class="sau-counter-body" />
      {third && <circle r={R * 0.33} class="sau-third-edge" pointer-events="none" />}
      <circle r={R * 0.29} fill="none" stroke="#f3d98b" stroke-width="1.5" pointer-events="none" />
      <text y="5" text-anchor="middle" class="sau-leader-initials">
        {initials(l.name)}
      </text>
      {l.ring && <circle cx={R * 0.3} cy={-R * 0.26} r="6" fill="#f5c518" stroke="#6b4f00" stroke-width="2" class="sau-ring-mark" />}
      {l.weapons.includes('narsil' as never) && (
        <path d={`M${-R * 0.34} ${R * 0.34} l10 -10`} stroke="#dfe6ee" stroke-width="3" class="sau-narsil-mark" />
      )}
    </g>
  );
}

/** Where each piece of a hex goes: the unit in the middle (several, as in a special formation: a pile, the first on top), leaders along the top right. */
function layout(pieces: readonly MapPiece[]): { piece: MapPiece; dx: number; dy: number; scale: number }[] {
  const units = pieces.filter((p) => p.kind === 'unit');
  const unit = units[0];
  const leaders = pieces.filter((p) => p.kind === 'leader');
  const out: { piece: MapPiece; dx: number; dy: number; scale: number }[] = [];
  const pile = units.length > 1 ? R * 0.1 : 0;
  for (let i = units.length - 1; i >= 0; i--) {
    const [dx, dy] = [leaders.length || pile ? -R * 0.12 : 0, leaders.length || pile ? R * 0.1 : 0];
    out.push({ piece: units[i]!, dx: dx - i * pile, dy: dy + i * pile * 0.6, scale: leaders.length || pile ? 0.78 : 0.9 });
  }
  leaders.forEach((p, i) => {
    if (!unit && leaders.length === 1) return out.push({ piece: p, dx: 0, dy: 0, scale: 1 });
    const slots = [
      [R * 0.42, -R * 0.42],
      [-R * 0.42, -R * 0.42],
      [R * 0.5, R * 0.2],
      [-R * 0.55, R * 0.2],
    ] as const;
    const [dx, dy] = unit ? slots[i % slots.length]! : [(i - (leaders.length - 1) / 2) * R * 0.5, 0];
    out.push({ piece: p, dx, dy, scale: 0.72 });
  });
  return out;
}

/** SAU-M22: the ring round a special formation's hex, in its side's colour. */
function FormationRing({ f, path }: { f: FormationMark; path: string }) {
  return <path d={path} class="sau-formation-ring" stroke={SEAT_COLOR[f.side] ?? '#555'} data-formation-ring={f.leader} />;
}

export function DagorladMap(props: DagorladMapProps) {
  const { view, marks, selected } = props;
  const geo = useMemo(() => new HexGeometry(grid), []);
  const hexes = useMemo(() => Array.from({ length: grid.size }, (_, i) => i), []);
  const road = useMemo(() => {
    const wp = map.file.road.waypoints.map((n) => grid.index(n)!);
    const pts: number[] = [];
    for (let i = 1; i < wp.length; i++) for (const h of line(grid, wp[i - 1]!, wp[i]!)) if (pts.at(-1) !== h) pts.push(h);
    return pts
      .map((h) => geo.centre(h))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
  }, [geo]);
  const gate = useMemo(() => geo.hexside(map.gateHexes[0], map.gateHexes[1]), [geo]);
  const mordorEdges = useMemo(() => {
    const out: string[] = [];
    for (const h of map.mordor)
      for (const n of grid.neighbours(h))
        if (!map.mordor.has(n)) {
          const s = geo.hexside(h, n);
          if (s) out.push(`M${s[0].x} ${s[0].y} L${s[1].x} ${s[1].y}`);
        }
    return out.join(' ');
  }, [geo]);
  const pieces = useMemo(() => piecesByHex(view), [view]);
  const formations = useMemo(() => formationsOf(view), [view]);
  const placeName = (h: number) => [
    map.mordor.has(h) ? 'Mordor' : null,
    map.baradDur.has(h) ? 'Barad-dur' : null,
    map.orodruin.has(h) ? (h === map.orodruinCentre ? 'Mt. Orodruin (its centre: 16.633)' : 'the slopes of Orodruin') : null,
    map.road.has(h) ? 'the road' : null,
    map.stairways.has(h) ? 'a stairway' : null,
  ];
  const bd = geo.centre(grid.index(map.file.baradDur.centre)!);
  const oro = geo.centre(map.orodruinCentre);
  const hexFrom = (t: EventTarget | null) => (t as Element | null)?.closest?.('[data-hex]')?.getAttribute('data-hex') ?? null;

  const focus = useMemo(
    () =>
      props.focusSide
        ? [...pieces.entries()].filter(([, ps]) => ps.some((p) => p.side === props.focusSide)).map(([h]) => geo.centre(h))
        : [],
    [pieces, props.focusSide, geo],
  );
  const plan = props.plan;
  const planPoints = plan ? plan.path.map((h) => geo.centre(h)) : [];
  const planEnd = planPoints.at(-1);

  return (
    <HexMapFrame
      gameId={props.gameId}
      map={{ width: geo.width, height: geo.height }}
      focus={focus}
      counter={R * 0.92 * 0.9}
      label={props.label}
      svgClass="ss-map sau-map"
      wrapClass="sau-map-wrap"
      onClick={(e) => {
        if ((e.target as Element).closest?.('[data-piece]')) return;
        const h = hexFrom(e.target);
        if (h) props.onHex?.(h);
      }}
    >
      <defs>
        <pattern id="sau-pat-rough" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="1.6" fill="rgba(95,70,30,0.45)" />
          <circle cx="12" cy="11" r="1.2" fill="rgba(95,70,30,0.4)" />
        </pattern>
        <pattern id="sau-pat-fort" width="14" height="14" patternUnits="userSpaceOnUse">
          <path d="M0 10 H4 V6 H8 V10 H14" stroke="rgba(50,40,30,0.5)" stroke-width="1.4" fill="none" />
        </pattern>
        <pattern id="sau-pat-disrupted" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="4" height="8" fill="rgba(255,255,255,0.45)" />
        </pattern>
      </defs>
      <g class="sau-hexes">
        {hexes.map((h) => {
          const t = map.terrain[h]!;
          const name = grid.name(h);
          return (
            <g key={h} data-hex={name} class={`ss-hex sau-hex sau-t-${t}${map.mordor.has(h) ? ' sau-mordor' : ''}`}>
              <path d={geo.hexPath(h)} fill={FILL[t]} class="ss-hex-base" />
              {t === 'rough' && <path d={geo.hexPath(h)} fill="url(#sau-pat-rough)" pointer-events="none" />}
              {t === 'fortification' && <path d={geo.hexPath(h)} fill="url(#sau-pat-fort)" pointer-events="none" />}
              {map.mordor.has(h) && <path d={geo.hexPath(h)} fill="rgba(60,20,20,0.16)" pointer-events="none" />}
              <title>{[name, TERRAIN_NAME[t], ...placeName(h)].filter(Boolean).join(' · ')}</title>
            </g>
          );
        })}
      </g>
      <g class="sau-features" pointer-events="none">
        {hexes.map((h) => {
          if (map.terrain[h] !== 'mountain') return null;
          const c = geo.centre(h);
          return (
            <path
              key={h}
              class="ss-peaks"
              d={`M${c.x - 24} ${c.y + 14} L${c.x - 10} ${c.y - 10} L${c.x - 2} ${c.y + 2} L${c.x + 8} ${c.y - 16} L${c.x + 24} ${c.y + 14} Z`}
            />
          );
        })}
        <path d={mordorEdges} class="sau-mordor-edge" />
        <polyline points={road} class="sau-road" data-testid="sau-road" />
        {[...map.stairways].map((h) => {
          const c = geo.centre(h);
          return <path key={h} class="sau-stairs" d={`M${c.x - 14} ${c.y + 12} h7 v-7 h7 v-7 h7 v-7 h7`} />;
        })}
        {[...map.baradDur].map((h) => (
          <path key={`b${h}`} d={geo.hexPath(h, 2)} class="sau-baraddur" />
        ))}
        <path
          class="sau-tower"
          d={`M${bd.x - 10} ${bd.y + 22} L${bd.x - 6} ${bd.y - 16} L${bd.x - 10} ${bd.y - 16} L${bd.x - 10} ${bd.y - 24} L${bd.x + 10} ${bd.y - 24} L${bd.x + 10} ${bd.y - 16} L${bd.x + 6} ${bd.y - 16} L${bd.x + 10} ${bd.y + 22} Z`}
        />
        {[...map.orodruin].map((h) => (
          <path key={`o${h}`} d={geo.hexPath(h, 2)} class="sau-orodruin" />
        ))}
        <path
          class="sau-volcano"
          d={`M${oro.x - 26} ${oro.y + 18} L${oro.x - 7} ${oro.y - 14} L${oro.x + 7} ${oro.y - 14} L${oro.x + 26} ${oro.y + 18} Z`}
        />
        <path class="sau-fire" d={`M${oro.x - 6} ${oro.y - 14} Q${oro.x} ${oro.y - 30} ${oro.x + 6} ${oro.y - 14} Z`} />
        {gate && (
          <g class="sau-gate" data-testid="sau-gate">
            <line
              x1={gate[0].x}
              y1={gate[0].y}
              x2={gate[1].x}
              y2={gate[1].y}
              class={view.gates.closed ? 'sau-gate-closed' : 'sau-gate-open'}
            />
            <title>{`The Gate of Morannon (${grid.name(map.gateHexes[0])}/${grid.name(map.gateHexes[1])}): ${view.gates.closed ? 'closed' : 'open'} (18.1)`}</title>
          </g>
        )}
      </g>
      <HexNumbers geo={geo} hexes={hexes} />
      <g class="sau-names" pointer-events="none">
        <text x={bd.x} y={bd.y + R * 1.9} class="ss-place-name" text-anchor="middle">
          Barad-dûr
        </text>
        <text x={oro.x} y={oro.y + R * 1.9} class="ss-place-name" text-anchor="middle">
          Mt. Orodruin
        </text>
        {(() => {
          const c = geo.centre(
            grid.index(
              `${String(Math.round((map.file.mordor.columns[0] + map.file.mordor.columns[1]) / 2)).padStart(2, '0')}${String(map.file.mordor.rows[0] + 1).padStart(2, '0')}`,
            ) ?? 0,
          );
          return (
            <text x={c.x} y={c.y} class="ss-place-name sau-region" text-anchor="middle">
              Mordor
            </text>
          );
        })()}
      </g>
      <g class="sau-marks" pointer-events="none">
        {marks &&
          [...marks.entries()].map(([hex, set]) => {
            const h = grid.index(hex);
            if (h === undefined) return null;
            const cls = [...set].map((m) => (m === 'open' ? 'ss-m-target' : m === 'target' ? 'sau-m-attack' : `sau-m-${m}`)).join(' ');
            return <path key={hex} d={geo.hexPath(h, 3)} data-mark={hex} class={`ss-mark ${cls}`} />;
          })}
      </g>
      <g class="sau-formations" pointer-events="none">
        {[...formations.values()].map((f) => {
          const h = grid.index(f.hex);
          return h === undefined ? null : <FormationRing key={f.leader} f={f} path={geo.hexPath(h, 6)} />;
        })}
      </g>
      <g class="sau-pieces">
        {[...pieces.entries()].flatMap(([hex, here]) => {
          const c = geo.centre(hex);
          return layout(here).map(({ piece, dx, dy, scale }) => (
            <g
              key={piece.id}
              data-piece={piece.id}
              data-hex={hex}
              data-side={piece.side}
              class="sau-piece"
              transform={`translate(${c.x + dx},${c.y + dy}) scale(${scale})`}
              role="button"
              // Preact writes tabIndex on SVG as a camel-case attribute that does nothing: lowercase it.
              {...{ tabindex: 0 }}
              aria-label={pieceLabel(view, piece)}
              onClick={(e) => {
                e.stopPropagation();
                props.onPiece?.(piece.id, hex);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  props.onPiece?.(piece.id, hex);
                }
              }}
            >
              <title>{pieceLabel(view, piece)}</title>
              <Counter
                view={view}
                piece={piece}
                selected={selected === piece.id || (piece.kind === 'unit' && piece.unit.type === 'beast' && selected === 'beast')}
              />
            </g>
          ));
        })}
      </g>
      <g class="sau-formation-badges" pointer-events="none">
        {[...formations.values()].map((f) => {
          const h = grid.index(f.hex);
          if (h === undefined) return null;
          const c = geo.centre(h);
          return (
            <g
              key={f.leader}
              class="sau-formation-badge"
              data-formation={f.leader}
              data-hex={f.hex}
              transform={`translate(${c.x + R * 0.5},${c.y + R * 0.6})`}
            >
              <circle r="12" fill={SEAT_COLOR[f.side] ?? '#555'} />
              <text y="5" text-anchor="middle">
                {f.members.length}
              </text>
              <title>{f.text}</title>
            </g>
          );
        })}
      </g>
      {plan && planEnd && (
        <g class="hexmap-plan" pointer-events="none" data-testid="map-plan">
          <polyline points={planPoints.map((p) => `${p.x},${p.y}`).join(' ')} class="hexmap-plan-line" />
          <circle cx={planEnd.x} cy={planEnd.y} r={R * 0.2} class="hexmap-plan-end" />
          <text x={planEnd.x} y={planEnd.y - R * 0.55} text-anchor="middle" class="hexmap-plan-text">
            {plan.text}
          </text>
        </g>
      )}
    </HexMapFrame>
  );
}
