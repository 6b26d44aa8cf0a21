/**
 * The zoom buttons over a hex map (Swords & Sorcery, Dagorlad): the map's SVG scales with its viewBox
 * inside a scrolling frame (.ss-map-scroll); at 100% it fits the window, above it is as wide as zoomed.
 *
 *   const [zoom, setZoom] = useState(1);
 *   <ZoomBar zoom={zoom} setZoom={setZoom} />
 *   <svg style={zoomStyle(zoom)} data-zoom={zoom} ...>
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

export function ZoomBar({ zoom, setZoom }: { zoom: number; setZoom: (f: (z: number) => number) => void }) {
  return (
    <div class="ss-zoom btn-row" role="toolbar" aria-label="Map zoom">
      <button
        class="btn btn-ghost"
        aria-label="Zoom out"
        disabled={zoom <= MIN_ZOOM}
        onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - 0.5))}
      >
        −
      </button>
      <span class="muted">{Math.round(zoom * 100)}%</span>
      <button
        class="btn btn-ghost"
        aria-label="Zoom in"
        disabled={zoom >= MAX_ZOOM}
        onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 0.5))}
      >
        +
      </button>
    </div>
  );
}

/** The map's SVG style at a zoom: fitting the window at 100%, else as wide as zoomed (the frame scrolls). */
export const zoomStyle = (zoom: number): Record<string, string> =>
  zoom === 1 ? { width: '100%', maxHeight: 'calc(100vh - 150px)' } : { width: `${zoom * 100}%` };
