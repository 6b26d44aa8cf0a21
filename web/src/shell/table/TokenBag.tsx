/**
 * A bag of activation tokens (Sword & Swarm): how many of each owner's tokens are still in it, and the
 * token drawn last. Presentational: the server draws; `onDraw` only offers the button.
 *
 *   <TokenBag tokens={[{ owner: 'a', label: 'Elves', colour: '#2f5d50', count: 3 }, ...]}
 *             drawn={{ owner: 'a', label: 'Elves', colour: '#2f5d50' }} onDraw={draw} />
 */

export interface BagToken {
  readonly owner: string;
  readonly label: string;
  readonly colour: string;
}

export interface TokenBagProps {
  /** Each owner's tokens still in the bag. */
  readonly tokens: readonly (BagToken & { readonly count: number })[];
  /** The token drawn last (null or absent: none yet). */
  readonly drawn?: BagToken | null;
  /** Offer a "Draw" button (the server decides what comes out). */
  readonly onDraw?: () => void;
  readonly drawDisabled?: boolean;
  readonly title?: string;
}

export function TokenBag(props: TokenBagProps) {
  const total = props.tokens.reduce((n, t) => n + t.count, 0);
  return (
    <section class="tb-bag" aria-label={props.title ?? 'Token bag'}>
      <div class="tb-head">
        <h3>{props.title ?? 'Token bag'}</h3>
        <span class="muted">{total === 1 ? '1 token' : `${total} tokens`} in the bag</span>
      </div>
      <ul class="tb-counts">
        {props.tokens.map((t) => (
          <li key={t.owner} class="tb-count">
            <span class="tb-token" style={{ background: t.colour }} aria-hidden="true" />
            <span class="tb-owner">{t.label}</span>
            <strong class="tb-number">{t.count}</strong>
          </li>
        ))}
      </ul>
      <div class="tb-drawn" aria-live="polite">
        {props.drawn ? (
          <>
            <span class="tb-token tb-token-big" style={{ background: props.drawn.colour }} aria-hidden="true" />
            <span>
              Drawn: <strong>{props.drawn.label}</strong>
            </span>
          </>
        ) : (
          <span class="muted">No token drawn yet</span>
        )}
      </div>
      {props.onDraw && (
        <button type="button" class="btn btn-primary tb-draw" disabled={props.drawDisabled || total === 0} onClick={props.onDraw}>
          Draw a token
        </button>
      )}
    </section>
  );
}
