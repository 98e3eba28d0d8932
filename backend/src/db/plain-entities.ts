import { createHash } from 'node:crypto';
import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { poolOf, preparedRead } from './pool';

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

const readers = new WeakMap<EntityMetadata, Map<string, Reader>>();

/** Makes one entity of a raw row: each selected column by its alias, through its transformer if it has one. */
function readerFor(query: SelectQueryBuilder<ObjectLiteral>): Reader {
  const { mainAlias } = query.expressionMap;
  if (!mainAlias?.hasMetadata) throw new Error('getPlainEntities needs a query over an entity');
  const { metadata, name: alias } = mainAlias;
  let byAlias = readers.get(metadata);
  if (!byAlias) readers.set(metadata, (byAlias = new Map<string, Reader>()));
  const known = byAlias.get(alias);
  if (known) return known;
  const { driver } = query.connection;
  const columns = metadata.columns
    .filter((column) => column.isSelect)
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
  byAlias.set(alias, reader);
  return reader;
}

/**
 * The entities a query selects, for a query over one table's own columns (no joins, no partial
 * selects), outside any transaction: the query runs as a prepared statement (named by its text) and
 * the raw rows are hydrated column by column. TypeORM's getMany() does the same through its
 * general transformer (joins, relations, grouping rows by primary key), which cost a page of 50
 * leads about half a millisecond of CPU more, as much as running the query.
 */
export async function getPlainEntities<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<T[]> {
  const { joinAttributes, selects } = query.expressionMap;
  if (joinAttributes.length > 0 || selects.length !== 1)
    throw new Error('getPlainEntities reads a query over one table, selecting its entity');
  const read = readerFor(query);
  const [sql, parameters] = query.getQueryAndParameters();
  const name = `plain_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  const rows = await preparedRead<Record<string, unknown>>(poolOf(query.connection), name, sql, parameters);
  return rows.map(read) as T[];
}
