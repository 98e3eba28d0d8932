import { InvalidInputError } from '../errors';
import { parseInput, requireJsonObject } from '../validation';

/** The REST name of every field of an input class (the spec's snake_case for the camelCase field). */
export type RestNames<T> = { readonly [Field in keyof T & string]-?: string };

/**
 * Reads REST bodies into one class-validator input class: the body's keys named in `names` become
 * the class's fields (anything else is dropped), the class's rules are checked, and every field
 * error comes back under the name the client sent.
 */
export class RestInput<T extends object> {
  private readonly fields: readonly (keyof T & string)[];

  constructor(
    private readonly Input: new () => T,
    private readonly names: RestNames<T>,
  ) {
    this.fields = Object.keys(names) as (keyof T & string)[];
  }

  async read(body: unknown): Promise<T> {
    const source = requireJsonObject(body);
    const data: Record<string, unknown> = {};
    for (const field of this.fields) {
      const restName = this.names[field];
      if (Object.prototype.hasOwnProperty.call(source, restName)) data[field] = source[restName];
    }
    try {
      return await parseInput(this.Input, data, this.fields);
    } catch (error) {
      throw this.relabel(error);
    }
  }

  /** A field error, the rules' or a service's own about the same fields, under the REST names. */
  relabel(error: unknown): unknown {
    if (!(error instanceof InvalidInputError)) return error;
    const names: Record<string, string> = this.names;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, why]) => [names[field] ?? field, why]));
    return new InvalidInputError(fields, error.message);
  }
}
