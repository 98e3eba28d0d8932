import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool under a data source's connections. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
