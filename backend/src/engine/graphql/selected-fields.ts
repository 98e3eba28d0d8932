import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields a selection set asks for, through its fragments (every branch, whatever its directives say). */
function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  into: Map<string, SelectionSetNode[]>,
): Map<string, SelectionSetNode[]> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const sets = into.get(selection.name.value) ?? [];
      if (selection.selectionSet) sets.push(selection.selectionSet);
      into.set(selection.name.value, sets);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldsOf(selection.selectionSet, fragments, into);
    } else {
      const fragment = fragments[selection.name.value];
      if (fragment) fieldsOf(fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

/**
 * The names of the fields selected below the resolver's own field along `path` (say ['nodes'] for
 * a connection's items), through fragments; an aliased field counts by its name.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) {
    sets = sets.flatMap((set) => fieldsOf(set, info.fragments, new Map()).get(step) ?? []);
  }
  const names = new Set<string>();
  for (const set of sets) for (const name of fieldsOf(set, info.fragments, new Map()).keys()) names.add(name);
  return names;
}
