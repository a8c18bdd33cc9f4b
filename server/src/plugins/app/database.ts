import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database, DatabaseKind } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    databaseKind: DatabaseKind;
    /** Committed changes of every instance on the database (the live lists). */
    changeFeed: ChangeFeed;
  }
}

/** The database opened by main.ts (or a test); its owner closes it after the app. */
export default fp<{ database: Database }>(
  async (app, options) => {
    app.decorate('db', options.database.db);
    app.decorate('databaseKind', options.database.kind);
    app.decorate('changeFeed', options.database.changes);
  },
  { name: 'database' },
);
