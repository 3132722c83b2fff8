import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy between the server and PostgreSQL that a drill can cut:
 * - 'up': bytes flow both ways;
 * - 'refuse': every open connection is closed and nothing listens (new connections are refused);
 * - 'hang': connections stay open but nothing flows, and new ones are accepted and never answered, as
 *   when a network path silently drops packets. Back 'up', the held bytes flow on.
 */
export type ProxyMode = 'up' | 'refuse' | 'hang'

/** What the cuts met: the proof that the database was really out of reach for someone. */
export interface ProxyStats {
  /** Open connections closed by 'refuse'. */
  cut: number
  /** Open connections stopped by 'hang'. */
  stalled: number
  /** New connections accepted while hanging, never answered. */
  held: number
}

export interface TcpProxy {
  port: number
  mode(): ProxyMode
  /** Counts since the proxy started. */
  stats(): ProxyStats
  set(mode: ProxyMode): Promise<void>
  close(): Promise<void>
}

interface Pair {
  client: Socket
  upstream: Socket
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'up'
  const pairs = new Set<Pair>()
  const held = new Set<Socket>()
  const stats: ProxyStats = { cut: 0, stalled: 0, held: 0 }
  let server: Server = createServer(onConnection)

  function link(pair: Pair) {
    pair.client.pipe(pair.upstream)
    pair.upstream.pipe(pair.client)
  }

  function onConnection(client: Socket) {
    client.on('error', () => client.destroy())
    if (mode === 'hang') {
      stats.held += 1
      held.add(client)
      client.on('close', () => held.delete(client))
      return
    }
    const upstream = connect(target.port, target.host)
    const pair = { client, upstream }
    pairs.add(pair)
    upstream.on('error', () => upstream.destroy())
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end)
    upstream.on('close', end)
    link(pair)
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  let port = 0
  await listen()
  port = (server.address() as { port: number }).port

  async function set(next: ProxyMode) {
    if (next === mode) return
    const previous = mode
    mode = next
    if (next === 'refuse') {
      stats.cut += pairs.size
      for (const pair of pairs) pair.client.destroy()
      for (const socket of held) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      return
    }
    if (next === 'hang') {
      stats.stalled += pairs.size
      for (const pair of pairs) {
        pair.client.unpipe(pair.upstream)
        pair.upstream.unpipe(pair.client)
        pair.client.pause()
        pair.upstream.pause()
      }
      return
    }
    // Back up.
    if (previous === 'refuse') {
      server = createServer(onConnection)
      await listen()
    }
    for (const socket of held) socket.destroy()
    for (const pair of pairs) link(pair)
  }

  return {
    port,
    mode: () => mode,
    stats: () => ({ ...stats }),
    set,
    async close() {
      for (const pair of pairs) pair.client.destroy()
      for (const socket of held) socket.destroy()
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
