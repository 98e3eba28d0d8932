import { lexicographicSortSchema, printSchema } from 'graphql';
import { appSchema } from './app-modules';

const SCHEMA_HEADER = '# Generated from the resolvers by `npm run schema:emit`. Do not edit by hand.\n\n';

/** The SDL of the API, sorted so the committed file only changes when the API does. */
export async function printAppSchema(): Promise<string> {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(await appSchema(null))) + '\n';
}
