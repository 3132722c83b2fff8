import { describe, it } from 'vitest'
import {
  type DrillRow,
  drillDatabaseOrSkip,
  resetPostgres,
  runDrill,
  skipDrill,
} from '../drills/drill-support.ts'
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts'

export interface DatabaseCut {
  /** The drill database, reached directly: to read what was stored. */
  databaseUrl: string
  /** The same database through the proxy: the server's DATABASE_URL. */
  viaProxy: string
  /** The proxy the drill cuts. */
  proxy: TcpProxy
}

/**
 * A drill that cuts the server off from its database with a TCP proxy in between. The embedded PGlite
 * lives in the server process and cannot be cut off from outside: its row is reported skipped. The
 * PostgreSQL row starts from an empty schema behind a new proxy, closed once the body is done.
 */
export function describeDatabaseCut(
  title: string,
  drill: string,
  postgresTitle: string,
  body: (row: DrillRow, cut: DatabaseCut) => Promise<void>,
): void {
  describe(title, () => {
    it('PGlite: not applicable, the embedded database cannot be cut off from outside', async (context) => {
      await skipDrill(
        context,
        drill,
        'PGlite',
        'not applicable: the embedded database lives in the server process and cannot be cut off from outside',
      )
    })

    it(postgresTitle, async (context) => {
      const databaseUrl = await drillDatabaseOrSkip(context, drill)
      await runDrill(drill, 'PostgreSQL', async (row) => {
        await resetPostgres(databaseUrl)
        const target = new URL(databaseUrl)
        const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
        const viaProxy = new URL(databaseUrl)
        viaProxy.hostname = '127.0.0.1'
        viaProxy.port = String(proxy.port)
        try {
          await body(row, { databaseUrl, viaProxy: viaProxy.toString(), proxy })
        } finally {
          await proxy.close()
        }
      })
    })
  })
}
