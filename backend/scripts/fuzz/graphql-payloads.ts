import fc from 'fast-check';
import { nasty, nastyString, nestedObject, wrongType } from './hostile-values';
import { bodyFor, manyFieldMutation, oneFieldMutation, polluted, type FuzzBody, type Json } from './payloads';

/** GraphQL request bodies: hostile variables, hostile values written inline in the document, a hostile document. */

class Text {
  constructor(readonly text: string) {}
}

/** a JSON value written as a GraphQL literal (object keys that are not GraphQL names are left out); iterative, for deep values */
function graphqlLiteral(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  const pushAll = (open: string, parts: [string, unknown][], close: string) => {
    stack.push(new Text(close));
    for (let i = parts.length - 1; i >= 0; i--) {
      const [prefix, item] = parts[i];
      stack.push(item, new Text(`${i > 0 ? ', ' : ''}${prefix}`));
    }
    stack.push(new Text(open));
  };
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Text) out.push(item.text);
    else if (typeof item === 'string') out.push(JSON.stringify(item));
    else if (typeof item === 'number') out.push(Number.isFinite(item) ? String(item) : 'null');
    else if (typeof item === 'boolean' || item === null) out.push(String(item));
    else if (Array.isArray(item))
      pushAll(
        '[',
        item.map((v): [string, unknown] => ['', v]),
        ']',
      );
    else if (typeof item === 'object') {
      pushAll(
        '{',
        Object.entries(item as Json)
          .filter(([k]) => /^[_A-Za-z]\w*$/.test(k))
          .map(([k, v]): [string, unknown] => [`${k}: `, v]),
        '}',
      );
    } else out.push('null');
  }
  return out.join('');
}

/** "$leadId: Int!, $completed: Boolean!" of a document `mutation M(...) { ... }`, the form every endpoint's takes */
function declarations(query: string): string {
  return /^mutation M\(([^)]*)\)/.exec(query)?.[1] ?? '';
}

/** the document with one variable's value written inline (a bad value, or the mutated valid one) */
function inlined(query: string, name: string, literal: string, variables: Json): FuzzBody {
  const remaining = declarations(query)
    .split(',')
    .map((d) => d.trim())
    .filter((d) => !d.startsWith(`$${name}:`));
  const document = query
    .replace(/^mutation M\([^)]*\)/, remaining.length ? `mutation M(${remaining.join(', ')})` : 'mutation M')
    .replace(new RegExp(`\\$${name}\\b`, 'g'), () => literal);
  const rest = { ...variables };
  delete rest[name];
  return { kind: 'json', value: { query: document, variables: rest } };
}

export function gqlBody(query: string, variables: fc.Arbitrary<unknown>, valid: () => Json): fc.Arbitrary<FuzzBody> {
  const names = [...declarations(query).matchAll(/\$(\w+):/g)].map((m) => m[1]);
  const asJson = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
  // a value inline in the document instead of in a variable (a mutation that takes one)
  const inline = names.length
    ? [
        {
          arbitrary: fc
            .tuple(
              fc.constantFrom(...names),
              fc.oneof(
                nasty.map((bad) => ({ bad })),
                variables.map((vars) => ({ vars: asJson(vars) })),
              ),
            )
            .map(([name, pick]) =>
              'bad' in pick
                ? inlined(query, name, graphqlLiteral(pick.bad), valid())
                : inlined(query, name, graphqlLiteral(pick.vars[name]), pick.vars),
            ),
          weight: 3,
        },
      ]
    : [];
  return fc.oneof(
    { arbitrary: variables.map((v): FuzzBody => ({ kind: 'json', value: { query, variables: v } })), weight: 12 },
    ...inline,
    {
      arbitrary: fc
        .record({
          query: fc.oneof(fc.constant(query), nastyString, wrongType),
          variables: fc.oneof(wrongType, nestedObject),
          operationName: fc.oneof(fc.constant(undefined), fc.constant('M'), nastyString, wrongType),
        })
        .map((value): FuzzBody => ({ kind: 'json', value })),
      weight: 2,
    },
    { arbitrary: bodyFor(() => ({ query, variables: valid(), operationName: 'M' })), weight: 1 },
  );
}

export function variablesFor(valid: () => Json, nestedKey?: string): fc.Arbitrary<unknown> {
  if (!nestedKey)
    return fc.oneof(
      { arbitrary: oneFieldMutation(valid), weight: 4 },
      { arbitrary: manyFieldMutation(valid), weight: 1 },
    );
  const inner = () => valid()[nestedKey] as Json;
  return fc.oneof(
    { arbitrary: oneFieldMutation(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 6 },
    { arbitrary: manyFieldMutation(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 2 },
    { arbitrary: polluted(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 1 },
    { arbitrary: oneFieldMutation(valid), weight: 1 },
  );
}
