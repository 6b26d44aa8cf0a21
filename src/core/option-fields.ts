/**
 * Every assumption a user may switch, as a form field: the ruleset's options schema (zod) read as JSON
 * Schema, matched to the assumptions that name its keys. The home screen offers them all, so no
 * reading the project chose is beyond a player's reach; the server re-checks whatever is sent.
 *
 *   optionFieldsOf(swordsAndSorcery) // [{ key: 'dieCostShort', kind: 'enum', values: ['stop', 'enter'], assumptions: ['SSV-A54'], ... }]
 */
import { z } from 'zod';
import type { AnyRuleset } from './ruleset.js';

export type SchemaOptionField =
  | {
      readonly key: string;
      readonly kind: 'enum';
      readonly values: readonly (string | number)[];
      readonly default: unknown;
      readonly assumptions: readonly string[];
    }
  | { readonly key: string; readonly kind: 'bool'; readonly default: unknown; readonly assumptions: readonly string[] }
  | {
      readonly key: string;
      readonly kind: 'int';
      readonly min?: number;
      readonly max?: number;
      readonly default: unknown;
      readonly assumptions: readonly string[];
    };

interface JsonProperty {
  readonly type?: string;
  readonly enum?: readonly (string | number)[];
  readonly anyOf?: readonly { const?: string | number }[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

/** The option keys an assumption names ("a, b", "a / b"; "(rule)" and "battle.x" paths name none at the top level). */
const keysOf = (option: string): string[] =>
  option.startsWith('(') ? [] : option.split(/\s*[,/]\s*/).filter((k) => /^[A-Za-z]\w*$/.test(k));

export function optionFieldsOf(ruleset: AnyRuleset): SchemaOptionField[] {
  if (!ruleset.optionsSchema) return [];
  const json = z.toJSONSchema(ruleset.optionsSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
  };
  const byKey = new Map<string, string[]>();
  for (const a of ruleset.assumptions) for (const k of keysOf(a.option)) byKey.set(k, [...(byKey.get(k) ?? []), a.id]);
  const fields: SchemaOptionField[] = [];
  for (const [key, p] of Object.entries(json.properties ?? {})) {
    const assumptions = byKey.get(key);
    if (!assumptions) continue;
    const base = { key, default: p.default, assumptions };
    const consts = p.anyOf?.map((c) => c.const);
    if (p.enum) fields.push({ ...base, kind: 'enum', values: p.enum });
    else if (consts && consts.every((c) => c !== undefined)) fields.push({ ...base, kind: 'enum', values: consts as (string | number)[] });
    else if (p.type === 'boolean') fields.push({ ...base, kind: 'bool' });
    else if (p.type === 'integer')
      fields.push({
        ...base,
        kind: 'int',
        ...(p.minimum !== undefined ? { min: p.minimum } : {}),
        ...(p.maximum !== undefined ? { max: p.maximum } : {}),
      });
  }
  return fields;
}
