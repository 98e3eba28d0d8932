import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { isJsonObject } from '../../validation';

/**
 * The mutations a bot would repeat, and the REST limiters that already guard their REST twins:
 * both steps of a sign-in (the password, then the code) count against the sign-in limit.
 */
const LIMITED_MUTATIONS = ['login', 'verifyTwoFactor', 'createLead'] as const;
type LimitedMutation = (typeof LIMITED_MUTATIONS)[number];
const MENTIONS_LIMITED = /\b(login|verifyTwoFactor|createLead)\b/;

/** The top-level fields of the mutation the request runs, through fragments too. */
function mutationFields(document: DocumentNode, operationName: unknown): FieldNode[] {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    typeof operationName === 'string'
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (!operation || operation.operation !== OperationTypeNode.MUTATION) return [];
  const fragments = new Map(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const collect = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

function argumentValue(field: FieldNode, name: string, variables: unknown): unknown {
  const value: ValueNode | undefined = field.arguments?.find((a) => a.name.value === name)?.value;
  if (value?.kind === Kind.STRING) return value.value;
  if (value?.kind === Kind.VARIABLE && isJsonObject(variables)) {
    return variables[value.name.value];
  }
  return undefined;
}

function runAll(handlers: RequestHandler[], req: Request, res: Response, next: NextFunction): void {
  const [first, ...rest] = handlers;
  if (!first) {
    next();
    return;
  }
  void first(req, res, (error?: unknown) => (error ? next(error) : runAll(rest, req, res, next)));
}

function refuse(res: Response, message: string): void {
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/**
 * The contact form and the sign-in page use GraphQL, so the lead and sign-in limits apply to the
 * createLead, login and verifyTwoFactor mutations too. One request may carry at most one of them:
 * aliases would otherwise pack many attempts into one counted request.
 */
export function graphqlRateLimits(limits: { signin: RequestHandler[]; leads: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (req.method !== 'POST' || typeof body?.query !== 'string' || !MENTIONS_LIMITED.test(body.query)) {
      next();
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(body.query);
    } catch {
      next(); // Apollo answers the syntax error
      return;
    }
    const limited = mutationFields(document, body.operationName).filter(
      (field): field is FieldNode & { name: { value: LimitedMutation } } =>
        (LIMITED_MUTATIONS as readonly string[]).includes(field.name.value),
    );
    if (limited.length === 0) {
      next();
      return;
    }
    if (limited.length > 1) {
      refuse(res, 'Send one login, verifyTwoFactor or createLead mutation per request.');
      return;
    }
    const [field] = limited;
    if (field.name.value === 'login' || field.name.value === 'verifyTwoFactor') {
      // the code step names no username: the browser's waiting sign-in knows it, and the
      // account's own lock after five wrong codes guards it; here the IP is counted
      const username = argumentValue(field, 'username', body.variables);
      if (typeof username === 'string') res.locals.signinUsername = username;
      runAll(limits.signin, req, res, next);
    } else {
      runAll([limits.leads], req, res, next);
    }
  };
}
