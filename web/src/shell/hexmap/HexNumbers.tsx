/** Every hex's SPI number near the top of the hex (the `.ss-hexnums` style), for any hex map. */
import type { HexGeometry } from './geometry.js';

export function HexNumbers({ geo, hexes }: { geo: HexGeometry; hexes: readonly number[] }) {
  return (
    <g class="ss-hexnums" pointer-events="none" aria-hidden="true">
      {hexes.map((h) => {
        const c = geo.centre(h);
        return (
          <text key={h} x={c.x} y={c.y - geo.radius * 0.66} text-anchor="middle">
            {geo.grid.name(h)}
          </text>
        );
      })}
    </g>
  );
}
