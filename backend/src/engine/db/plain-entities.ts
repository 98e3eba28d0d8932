import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { poolOf, preparedRead } from './pool';
import { statementOf } from './query-statements';

type Reader = (row: Record<string, unknown>) => ObjectLiteral;

/** column types whose value, as the pg driver parses it, is already the entity's (before a transformer) */
const DRIVER_PARSED = new Set<unknown>([
  'text',
  'integer',
  'int',
  'boolean',
  'timestamptz',
  'jsonb',
  Number,
  String,
  Boolean,
]);

/** most readers kept per entity, and most statements prepared: selections and filters vary without end */
const MAX_KEPT = 500;

const readers = new WeakMap<EntityMetadata, Map<string, Reader>>();
const preparedNames = new Set<string>();

/**
 * Makes one entity of a raw row: each selected column (all that are selected by default, or the
 * given properties') by its alias, through its transformer if it has one.
 */
function readerFor(query: SelectQueryBuilder<ObjectLiteral>, properties: readonly string[] | null): Reader {
  const { mainAlias } = query.expressionMap;
  if (!mainAlias?.hasMetadata) throw new Error('getPlainEntities needs a query over an entity');
  const { metadata, name: alias } = mainAlias;
  let byAlias = readers.get(metadata);
  if (!byAlias) readers.set(metadata, (byAlias = new Map<string, Reader>()));
  const readerKey = properties ? `${alias}:${properties.join(',')}` : alias;
  const known = byAlias.get(readerKey);
  if (known) return known;
  if (byAlias.size >= MAX_KEPT) byAlias.clear();
  const { driver } = query.connection;
  const columns = metadata.columns
    .filter((column) => (properties ? properties.includes(column.propertyName) : column.isSelect))
    .map((column) => {
      if (column.embeddedMetadata || column.relationMetadata || column.isArray || !DRIVER_PARSED.has(column.type))
        throw new Error(
          `getPlainEntities cannot read ${metadata.name}.${column.propertyPath} (${String(column.type)})`,
        );
      const { transformer } = column;
      if (Array.isArray(transformer)) throw new Error(`getPlainEntities takes one transformer per column`);
      return {
        property: column.propertyName,
        key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName),
        from: transformer ? (value: unknown): unknown => transformer.from(value) : null,
      };
    });
  const reader: Reader = (row) => {
    const entity = metadata.create() as ObjectLiteral;
    for (const { property, key, from } of columns) entity[property] = from ? from(row[key]) : row[key];
    return entity;
  };
  byAlias.set(readerKey, reader);
  return reader;
}

/** The alias of the value a query reads alongside its entities. */
const ALONGSIDE = 'alongside_value';

/** The raw rows of a query over one table (selecting `properties`, or all), and the reader of their entities. */
async function plainRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  properties: readonly (keyof T & string)[] | null,
  alongside: string | null,
): Promise<{ rows: Record<string, unknown>[]; read: Reader }> {
  const { joinAttributes, selects } = query.expressionMap;
  if (joinAttributes.length > 0 || selects.length !== 1)
    throw new Error('getPlainEntities reads a query over one table, selecting its entity');
  if (properties) query.select(properties.map((property) => `${query.alias}.${property}`));
  const read = readerFor(query, properties);
  if (alongside !== null) query.addSelect(alongside, ALONGSIDE);
  const { sql, parameters, name } = statementOf(query);
  const pool = poolOf(query.connection);
  if (!preparedNames.has(name) && preparedNames.size >= MAX_KEPT) {
    return { rows: (await pool.query<Record<string, unknown>>(sql, parameters)).rows, read };
  }
  preparedNames.add(name);
  return { rows: await preparedRead<Record<string, unknown>>(pool, name, sql, parameters), read };
}

/**
 * The entities a query selects, for a query over one table's own columns (no joins), outside any
 * transaction: the query runs as a prepared statement (named by its text) and the raw rows are
 * hydrated column by column. TypeORM's getMany() does the same through its general transformer
 * (joins, relations, grouping rows by primary key), which cost a page of 50 leads about half a
 * millisecond of CPU more, as much as running the query. With `properties`, only those columns are
 * read, and the entities hold nothing else. Past MAX_KEPT different statements, a new one runs unprepared.
 */
export async function getPlainEntities<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  properties: readonly (keyof T & string)[] | null = null,
): Promise<T[]> {
  const { rows, read } = await plainRows(query, properties, null);
  return rows.map(read) as T[];
}

/**
 * getPlainEntities, and the value of the SQL expression `alongside` (a scalar subquery, say) from
 * the same statement: null when the query selects no row.
 */
export async function getPlainEntitiesWith<T extends ObjectLiteral, V>(
  query: SelectQueryBuilder<T>,
  properties: readonly (keyof T & string)[] | null,
  alongside: string,
): Promise<{ entities: T[]; value: V | null }> {
  const { rows, read } = await plainRows(query, properties, alongside);
  return { entities: rows.map(read) as T[], value: rows.length === 0 ? null : (rows[0][ALONGSIDE] as V) };
}
