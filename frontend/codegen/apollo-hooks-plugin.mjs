// @ts-check
/**
 * A small graphql-codegen plugin: typed Apollo Client 4 hooks on top of the typed documents that
 * `typed-document-node` emits into the same file.
 *
 * Why not @graphql-codegen/typescript-react-apollo: its 5.0.0 knows only Apollo Client 3 option
 * types, and its generated suspense hooks fail `tsc` against Apollo Client 4. These hooks are thin
 * wrappers, so the options and results are Apollo's own (`useQuery.Options<TData, TVariables>`,
 * ...), and required variables stay required.
 *
 * For each named operation `Xxx`:
 *   query    -> useXxxQuery(options | skipToken), useXxxLazyQuery(options?)
 *   mutation -> useXxxMutation(options?)
 * Subscriptions are not used by this app and are skipped.
 *
 * With `importSchemaTypesFrom` (schema types in their own file), the output also re-exports those
 * types, so every generated name is imported from one module.
 *
 * Names follow the same rules as typescript-operations / typed-document-node (namingConvention,
 * typesPrefix/typesSuffix, dedupeOperationSuffix, omitOperationSuffix, documentVariable*), so the
 * referenced `XxxQuery`, `XxxQueryVariables` and `XxxDocument` always exist.
 */
import path from 'node:path';
import { convertFactory } from '@graphql-codegen/visitor-plugin-common';
import { Kind, concatAST } from 'graphql';

/** @param {string} s */
const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * @param {import('graphql').OperationDefinitionNode} node
 * @returns {boolean} whether some variable must be given (non-null and without a default)
 */
function hasRequiredVariables(node) {
  return (node.variableDefinitions ?? []).some(
    (v) => v.type.kind === Kind.NON_NULL_TYPE && v.defaultValue === undefined,
  );
}

/**
 * @param {unknown} schemaTypesFile the schema types file, relative to the working directory
 * @param {string | undefined} outputFile
 * @returns {string[]}
 */
function reexportSchemaTypes(schemaTypesFile, outputFile) {
  if (typeof schemaTypesFile !== 'string' || !outputFile) return [];
  let specifier = path
    .relative(path.dirname(path.resolve(outputFile)), path.resolve(schemaTypesFile))
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return [`export type * from '${specifier}';`];
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<Record<string, unknown>>} */
export const plugin = (_schema, documents, config, info) => {
  const convert = convertFactory(config);
  const typesPrefix = typeof config.typesPrefix === 'string' ? config.typesPrefix : '';
  const typesSuffix = typeof config.typesSuffix === 'string' ? config.typesSuffix : '';
  const documentVariablePrefix = typeof config.documentVariablePrefix === 'string' ? config.documentVariablePrefix : '';
  const documentVariableSuffix =
    typeof config.documentVariableSuffix === 'string' ? config.documentVariableSuffix : 'Document';

  /** @param {string} name @param {string} operationType */
  const operationSuffix = (name, operationType) => {
    if (config.omitOperationSuffix) return '';
    if (config.dedupeOperationSuffix && name.toLowerCase().endsWith(operationType.toLowerCase())) return '';
    return operationType;
  };

  const all = concatAST(documents.flatMap((d) => (d.document ? [d.document] : [])));
  const operations = all.definitions
    .filter(
      /** @returns {d is import('graphql').OperationDefinitionNode} */
      (d) => d.kind === Kind.OPERATION_DEFINITION && Boolean(d.name),
    )
    .sort((a, b) => (a.name?.value ?? '').localeCompare(b.name?.value ?? ''));

  /** @type {Set<string>} */
  const used = new Set();
  /** @type {string[]} */
  const blocks = [];

  for (const node of operations) {
    if (node.operation === 'subscription') continue;
    const name = node.name?.value ?? '';
    const operationType = pascal(node.operation);
    const suffix = operationSuffix(name, operationType);
    const resultType = typesPrefix + convert(name, { suffix }) + typesSuffix;
    const variablesType = typesPrefix + convert(name, { suffix: `${suffix}Variables` }) + typesSuffix;
    const documentName = convert(name, { prefix: documentVariablePrefix, suffix: documentVariableSuffix });
    const hookBase = convert(name, { suffix });
    const required = hasRequiredVariables(node);

    if (node.operation === 'query') {
      used.add('useQuery').add('useLazyQuery').add('SkipToken');
      const optional = required ? '' : '?';
      const lazyName = convert(name, { suffix: 'LazyQuery' });
      blocks.push(
        [
          `/** \`${name}\` query: \`useQuery(${documentName}, options)\`; pass \`skipToken\` to skip it. */`,
          `export function use${hookBase}(options${optional}: useQuery.Options<${resultType}, ${variablesType}>): useQuery.Result<${resultType}, ${variablesType}, 'empty' | 'complete' | 'streaming'>;`,
          `export function use${hookBase}(options${optional}: SkipToken | useQuery.Options<${resultType}, ${variablesType}>): useQuery.Result<${resultType}, ${variablesType}, 'empty' | 'complete' | 'streaming', Partial<${variablesType}>>;`,
          `export function use${hookBase}(options${optional}: SkipToken | useQuery.Options<${resultType}, ${variablesType}>) {`,
          `  return useQuery(${documentName}, options);`,
          `}`,
          `export type ${hookBase}HookResult = ReturnType<typeof use${hookBase}>;`,
          ``,
          `/** \`${name}\` query, run on demand: \`useLazyQuery(${documentName}, options)\`. */`,
          `export function use${lazyName}(options?: useLazyQuery.Options<${resultType}, ${variablesType}>) {`,
          `  return useLazyQuery(${documentName}, options);`,
          `}`,
          `export type ${lazyName}HookResult = ReturnType<typeof use${lazyName}>;`,
        ].join('\n'),
      );
    } else {
      used.add('useMutation').add('ApolloCache');
      blocks.push(
        [
          `/**`,
          ` * \`${name}\` mutation: \`useMutation(${documentName}, options)\`. Variables given here become`,
          ` * optional when calling the returned mutate function.`,
          ` */`,
          `export function use${hookBase}<TConfiguredVariables extends Partial<${variablesType}> = {}>(options?: useMutation.Options<${resultType}, ${variablesType}, ApolloCache, { [K in keyof TConfiguredVariables]: K extends keyof ${variablesType} ? TConfiguredVariables[K] : never }>) {`,
          `  return useMutation<${resultType}, ${variablesType}, ApolloCache, TConfiguredVariables>(${documentName}, options);`,
          `}`,
          `export type ${hookBase}HookResult = ReturnType<typeof use${hookBase}>;`,
        ].join('\n'),
      );
    }
  }

  const reexports = reexportSchemaTypes(config.importSchemaTypesFrom, info?.outputFile);
  if (blocks.length === 0) return { prepend: reexports, content: '' };

  const values = ['useLazyQuery', 'useMutation', 'useQuery'].filter((n) => used.has(n));
  const imports = [`import { ${values.join(', ')} } from '@apollo/client/react';`];
  if (used.has('SkipToken')) imports.push(`import type { SkipToken } from '@apollo/client/react';`);
  if (used.has('ApolloCache')) imports.push(`import type { ApolloCache } from '@apollo/client';`);

  return { prepend: [...imports, ...reexports], content: `\n${blocks.join('\n\n')}\n` };
};

/** @type {import('@graphql-codegen/plugin-helpers').PluginValidateFn} */
export const validate = (_schema, _documents, _config, outputFile) => {
  if (!/\.tsx?$/.test(outputFile)) {
    throw new Error(`apollo-hooks-plugin writes TypeScript; "${outputFile}" should end in .ts or .tsx`);
  }
};
