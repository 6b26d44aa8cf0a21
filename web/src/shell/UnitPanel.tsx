/**
 * The selected piece, unit, stack, leader or character as the rulebook describes it: its ratings, hits,
 * status and what it may do now, each fact with the clause it comes from. The shell draws it; each
 * system's interface fills a `UnitSheet` from the server's view and legal actions in its own words (its
 * logic.ts), so the panel decides nothing and names no system.
 *
 *   <UnitPanel sheet={unitSheet(view, selected, names, legal)} onClose={() => select(null)} />
 */
import type { ComponentChildren } from 'preact';
import { Cite } from './ui.js';

/** One fact: 'Discipline', '4 (3, commander in contact +1)', '2 Discipline'. */
export interface UnitFact {
  readonly label: string;
  readonly value: string;
  readonly clause?: string;
  /** Drawn in the warning colour (one hit from routing, out of command, Bloodied). */
  readonly warn?: boolean;
}

export interface UnitSheet {
  /** Its name: 'Elf Spearmen 1'. */
  readonly title: string;
  /** Whose it is and what it is: 'Elven Host · heavy foot'. */
  readonly subtitle?: string;
  /** The owner's colour, for the dot before the title. */
  readonly colour?: string;
  readonly facts: readonly UnitFact[];
  /** What it may do now, from the legal actions (empty: nothing now; absent: not the viewer's to say). */
  readonly now?: readonly string[];
  /** One line under the facts: why it may do nothing, what it is waiting for. */
  readonly note?: string;
}

/** At most this many lines of "May do now"; the rest counted. */
const NOW_LINES = 8;

export function UnitPanel({ sheet, onClose, children }: { sheet: UnitSheet | null; onClose?: () => void; children?: ComponentChildren }) {
  if (!sheet) return null;
  const now = sheet.now ?? null;
  return (
    <section class="card unit-panel" data-testid="unit-panel" aria-label={`${sheet.title}: what it is`}>
      <header class="unit-panel-head">
        <h3>
          {sheet.colour && <span class="seat-dot" style={{ background: sheet.colour }} />} {sheet.title}
        </h3>
        {onClose && (
          <button type="button" class="btn btn-ghost unit-panel-close" aria-label="Close the unit's panel" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      {sheet.subtitle && <p class="muted unit-panel-sub">{sheet.subtitle}</p>}
      <dl class="unit-facts">
        {sheet.facts.map((f) => (
          <div key={f.label} class={`unit-fact${f.warn ? ' is-warn' : ''}`}>
            <dt>{f.label}</dt>
            <dd>
              {f.value} {f.clause && <Cite clause={f.clause} />}
            </dd>
          </div>
        ))}
      </dl>
      {now && (
        <div class="unit-now" data-testid="unit-now">
          <strong>May do now</strong>
          {now.length === 0 ? (
            <p class="muted">Nothing now.</p>
          ) : (
            <ul>
              {now.slice(0, NOW_LINES).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {now.length > NOW_LINES && <li class="muted">and {now.length - NOW_LINES} more</li>}
            </ul>
          )}
        </div>
      )}
      {sheet.note && <p class="muted">{sheet.note}</p>}
      {children}
    </section>
  );
}
