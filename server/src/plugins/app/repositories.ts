import fp from 'fastify-plugin';
import { runInTransaction } from '../../db/transaction.js';
import { createRepositories, type Repositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /**
     * Runs `work` in one transaction with repositories bound to it. Inside, use only those repositories (never
     * `app.repositories` or `app.db`): on PGlite the outer database would wait for the session the
     * transaction holds, and on PostgreSQL it would silently run outside the transaction.
     */
    transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db));
    app.decorate('transaction', <T>(work: (repositories: Repositories) => Promise<T>) =>
      runInTransaction(app.db, (trx) => work(createRepositories(trx))),
    );
  },
  { name: 'repositories', dependencies: ['database'] },
);
