/** What every screen may ask of the shell: open the rules at a clause, show a message. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AnyRulesetUi, RulesetMeta } from '../rulesets/registry.js';

export interface Toast {
  readonly text: string;
  readonly clause?: string;
  readonly tone?: 'info' | 'error' | 'success';
}

export interface Shell {
  /** The rule system on screen, whose rulebook clause links open (null until its interface is loaded). */
  readonly ui: AnyRulesetUi | null;
  /** The rule system on screen as the header names it (its interface may not be loaded: the home page). */
  readonly active: RulesetMeta | null;
  openRules(ruleset: string, target?: { kind: 'clause' | 'assumption'; id: string }): void;
  toast(t: Toast): void;
  /** Screens say which rule system they show, so citations and the Rules button know where to go. */
  setActiveUi(ui: AnyRulesetUi | RulesetMeta | null): void;
}

export const ShellContext = createContext<Shell>({ ui: null, active: null, openRules: () => {}, toast: () => {}, setActiveUi: () => {} });
export const useShell = (): Shell => useContext(ShellContext);
