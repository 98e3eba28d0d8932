import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import type { ResolverDefinition } from '../module';
import { isJsonObject, validateInstance } from '../validation';
import { authChecker } from './auth-checker';

/** type-graphql asks this for the object that resolves a class's fields. */
function resolverContainer<Services>(
  resolvers: readonly ResolverDefinition<Services>[],
  services: Services | null,
): ContainerType {
  const instances = new Map(services ? resolvers.map(({ type, create }) => [type, create(services)]) : []);
  return {
    get(resolverClass: unknown): object {
      const instance = instances.get(resolverClass as ResolverDefinition<Services>['type']);
      if (!instance) throw new Error('this schema was built without services: it can be printed, not run');
      return instance;
    },
  };
}

/**
 * The API's schema from the modules' resolvers, built once per app around its services (each
 * resolver is handed only the services it uses). Without services (null) it serves only to print
 * the SDL.
 */
export function createSchema<Services>(
  resolvers: readonly ResolverDefinition<Services>[],
  services: Services | null,
): Promise<GraphQLSchema> {
  const [first, ...rest] = resolvers.map(({ type }) => type);
  if (!first) throw new Error('a schema needs at least one resolver');
  return buildSchema({
    resolvers: [first, ...rest],
    container: resolverContainer(resolvers, services),
    authChecker,
    validate: true,
    // the same trim-then-validate as the REST adapters, with the same error (BAD_USER_INPUT + fields)
    validateFn: async (argValue) => {
      // an input object, not a scalar that parses to an object (a DateTimeISO is a Date)
      if (isJsonObject(argValue) && !(argValue instanceof Date)) await validateInstance(argValue);
    },
  });
}
