/** What every screen may ask of the shell: open the rules at a clause, show a message. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AnyRulesetUi } from '../rulesets/registry.js';

export interface Toast {
  readonly text: string;
  readonly clause?: string;
  readonly tone?: 'info' | 'error' | 'success';
}

export interface Shell {
  /** The rule system on screen, whose rulebook clause links open. */
  readonly ui: AnyRulesetUi | null;
  openRules(ruleset: string, target?: { kind: 'clause' | 'assumption'; id: string }): void;
  toast(t: Toast): void;
  /** Screens say which rule system they show, so citations and the Rules button know where to go. */
  setActiveUi(ui: AnyRulesetUi | null): void;
}

export const ShellContext = createContext<Shell>({ ui: null, openRules: () => {}, toast: () => {}, setActiveUi: () => {} });
export const useShell = (): Shell => useContext(ShellContext);
