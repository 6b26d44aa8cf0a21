/**
 * Segments with nothing to decide pass by themselves (issue 28.3): when a seat's only legal action is
 * one its system calls a pass (`RulesetUi.passes`: ending a segment, phase or turn), the game screen
 * sends it. The rules are not re-run: the server's legal list is the only judge that nothing else may
 * be done. A setting, kept in localStorage, turns it off.
 *
 *   const [auto, setAuto] = useAutoPassSetting();
 *   useAutoPass({ enabled: auto, passes: ui.passes, legal, seq, busy, act });
 *   <AutoPassSetting on={auto} set={setAuto} />
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export const AUTO_PASS_KEY = 'warband.autoPass';

/** The action to send by itself: the only legal one, when it is a pass; else null. */
export function autoPassAction<A>(legal: readonly A[], passes: ((a: A) => boolean) | undefined): A | null {
  return passes && legal.length === 1 && passes(legal[0]!) ? legal[0]! : null;
}

export function useAutoPassSetting(): [boolean, (on: boolean) => void] {
  const read = () => {
    try {
      return localStorage.getItem(AUTO_PASS_KEY) !== 'off';
    } catch {
      return true;
    }
  };
  const [on, setOn] = useState(read);
  const set = (v: boolean) => {
    setOn(v);
    try {
      localStorage.setItem(AUTO_PASS_KEY, v ? 'on' : 'off');
    } catch {
      // Kept for this page only.
    }
  };
  return [on, set];
}

/** Sends the pass once per state (a refused one is not retried: the state, and so `seq`, is unchanged). */
export function useAutoPass<A>(o: {
  enabled: boolean;
  passes: ((a: A) => boolean) | undefined;
  legal: readonly A[] | undefined;
  seq: number | undefined;
  seat: string | null;
  busy: boolean;
  act: (a: A) => Promise<boolean>;
}): void {
  // Once per state: the acknowledgement may come before the state it made, and a second pass from the
  // old state would be refused as stale.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!o.enabled || o.busy || !o.legal || !o.seat || o.seq === undefined) return;
    const key = `${o.seat}@${o.seq}`;
    if (sent.current === key) return;
    const a = autoPassAction(o.legal, o.passes);
    if (!a) return;
    sent.current = key;
    void o.act(a);
  }, [o.seq, o.seat, o.enabled, o.busy]);
}

export function AutoPassSetting({ on, set }: { on: boolean; set: (on: boolean) => void }) {
  return (
    <label class="auto-pass muted" title="When ending a segment or passing is the only thing you may do, it is done for you">
      <input type="checkbox" checked={on} onChange={(e) => set((e.target as HTMLInputElement).checked)} data-testid="auto-pass" /> Pass by
      itself when there is nothing to decide
    </label>
  );
}
