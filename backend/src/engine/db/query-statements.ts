import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { textStatementName } from './prepared-query';

/** A query's SQL, its parameters in the SQL's order, and a statement name that goes with that SQL alone. */
export type Statement = { sql: string; parameters: unknown[]; name: string };

type Shape = { sql: string; name: string; parameterNames: string[] };

/** most shapes kept: a shape is the query's text without its values, and filters combine in few ways */
const MAX_SHAPES = 500;

const shapes = new Map<string, Shape>();

/**
 * What decides a simple query's SQL, apart from its values: its table and alias, selection,
 * conditions (as written, with their :names), order, limit and offset. Null for a query that
 * uses anything else (joins, grouping, locks, CTEs, conditions built from objects, a list or a
 * function as a value), whose SQL is then built each time.
 */
function shapeKey(query: SelectQueryBuilder<ObjectLiteral>): string | null {
  const map = query.expressionMap;
  const plain =
    map.mainAlias?.hasMetadata === true &&
    map.joinAttributes.length === 0 &&
    map.relationIdAttributes.length === 0 &&
    map.commonTableExpressions.length === 0 &&
    map.groupBys.length === 0 &&
    map.havings.length === 0 &&
    !map.selectDistinct &&
    map.selectDistinctOn.length === 0 &&
    map.lockMode === undefined &&
    !map.comment &&
    !map.subQuery &&
    !map.useIndex?.length &&
    !map.extraAppendedAndWhereCondition &&
    map.wheres.every((where) => typeof where.condition === 'string') &&
    Object.values(map.parameters).every((value) => !Array.isArray(value) && typeof value !== 'function');
  if (!plain || !map.mainAlias) return null;
  return JSON.stringify([
    map.mainAlias.metadata.tablePath,
    map.mainAlias.name,
    map.selects.map((select) => [select.selection, select.aliasName ?? null]),
    map.wheres.map((where) => [where.type, where.condition]),
    map.orderBys,
    map.limit ?? null,
    map.offset ?? null,
    map.take ?? null,
    map.skip ?? null,
    map.withDeleted,
    map.timeTravel ?? null,
    map.disableEscaping,
    map.aliasNamePrefixingEnabled,
  ]);
}

/**
 * A query's statement. TypeORM builds a query's SQL anew each time it is asked, which cost the
 * lead pages about 0.1 ms of CPU per page, as much as parsing their rows; here the SQL of each
 * shape is built once and only the values are read from each query after that (in the order
 * TypeORM's own substitution gave the shape's names).
 */
export function statementOf(query: SelectQueryBuilder<ObjectLiteral>): Statement {
  const key = shapeKey(query);
  if (key === null) {
    const [sql, parameters] = query.getQueryAndParameters();
    return { sql, parameters, name: textStatementName('plain', sql) };
  }
  const values: Record<string, unknown> = query.getParameters();
  let shape = shapes.get(key);
  if (!shape) {
    // each value replaced by its name: the substitution reports the order in which it used them
    const named = Object.fromEntries(Object.keys(values).map((name) => [name, { name }]));
    const [sql, order] = query.connection.driver.escapeQueryWithParameters(query.getQuery(), named);
    const parameterNames = (order as { name: string }[]).map(({ name }) => name);
    shape = { sql, name: textStatementName('plain', sql), parameterNames };
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  return { sql: shape.sql, name: shape.name, parameters: shape.parameterNames.map((name) => values[name]) };
}
