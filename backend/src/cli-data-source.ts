import 'reflect-metadata';
import { DATABASE_SCHEMA } from './app-modules';
import { createDataSource } from './engine/db/data-source';

/**
 * The data source TypeORM's CLI uses (`npm run migration:generate -- backend/src/migrations/Name`);
 * it needs a running PostgreSQL server in DATABASE_URL.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL server to generate migrations');

export default createDataSource(url, DATABASE_SCHEMA);
