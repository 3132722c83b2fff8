import type pg from 'pg'

/**
 * When PostgreSQL stops answering, each query would wait out its own timeout (a connection slot for 5 s,
 * a query for 15 s), and a page that reads twice would keep its visitor for both. After one failure that
 * says the server is out of reach, every query fails at once for `pauseMs`; the first query after the
 * pause tries the server again, so the site recovers by itself as soon as the database is back.
 */
export function guardPoolAgainstOutages(pool: pg.Pool, pauseMs = 3_000) {
  let failingUntil = 0
  const unreachable = () =>
    new Error('PostgreSQL is out of reach (it failed a moment ago); not trying again yet')

  function noted<T>(run: () => Promise<T>): Promise<T> {
    if (Date.now() < failingUntil) return Promise.reject(unreachable())
    return run().catch((error: unknown) => {
      if (isOutOfReach(error)) failingUntil = Date.now() + pauseMs
      throw error
    })
  }

  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown
  const poolConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const guardedClients = new WeakSet<pg.PoolClient>()
  /** Clients a query of which failed unanswered: their connection's state is unknown. */
  const lostTrack = new WeakSet<pg.PoolClient>()

  // Callback forms (not used by Drizzle) pass through unguarded.
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? poolQuery(...args)
      : noted(() => poolQuery(...args) as Promise<unknown>)) as typeof pool.query

  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return poolConnect(...args)
    return noted(async () => {
      const client = (await poolConnect()) as pg.PoolClient
      if (!guardedClients.has(client)) {
        guardedClients.add(client)
        // A transaction's queries run on its checked-out client: their failures count too.
        const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown
        client.query = ((...queryArgs: unknown[]) => {
          const result = clientQuery(...queryArgs)
          if (result instanceof Promise)
            result.catch((error: unknown) => {
              if (!isOutOfReach(error)) return
              failingUntil = Date.now() + pauseMs
              lostTrack.add(client)
            })
          return result
        }) as typeof client.query
      }
      // pg-pool gives each checkout a release of its own. A client whose query went unanswered is given
      // back with an error, so that the pool closes it: its connection may still be inside the transaction
      // whose ROLLBACK never arrived, and the next checkout's COMMIT would commit that half.
      const release = client.release
      client.release = ((error?: Error | boolean) =>
        release(
          error ||
            (lostTrack.has(client)
              ? new Error('PostgreSQL: a query on this connection went unanswered; closing it')
              : undefined),
        )) as typeof client.release
      return client
    })
  }) as typeof pool.connect

  return { isPaused: () => Date.now() < failingUntil }
}

/**
 * An error the server itself sent carries a five-character SQLSTATE (a constraint, a syntax error): the
 * database answered. Anything else from the driver (refused, reset, timed out, terminated) means it did not.
 */
export function isOutOfReach(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return !(typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
}
