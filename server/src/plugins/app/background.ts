import fp from 'fastify-plugin';

export interface Background {
  /**
   * Runs `work` after the current answer has been sent (on the next turn of the event loop), so its time never
   * shows in that answer's; failures are logged. Used where the work depends on a secret the answer must not
   * reveal (whether an e-mail has an account).
   */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when all work started so far has ended (tests, graceful shutdown). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const background: Background = {
      run(name, work) {
        const task = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background work failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async flush() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('background', background);
    // The work may still queue mail: hand that over too, whichever plugin's onClose runs first.
    app.addHook('onClose', async () => {
      await background.flush();
      await app.mailer.flush();
    });
  },
  { name: 'background', dependencies: ['mailer'] },
);
