import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy between the server and PostgreSQL that a drill can cut:
 * - 'up': bytes flow both ways;
 * - 'refuse': every open connection is closed and nothing listens (new connections are refused);
 * - 'hang': connections stay open but nothing flows, and new ones are accepted and never answered, as
 *   when a network path silently drops packets. Back 'up', the held bytes flow on.
 */
export type ProxyMode = 'up' | 'refuse' | 'hang'

export interface TcpProxy {
  port: number
  mode(): ProxyMode
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
  let server: Server = createServer(onConnection)

  function link(pair: Pair) {
    pair.client.pipe(pair.upstream)
    pair.upstream.pipe(pair.client)
  }

  function onConnection(client: Socket) {
    client.on('error', () => client.destroy())
    if (mode === 'hang') {
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
      for (const pair of pairs) pair.client.destroy()
      for (const socket of held) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      return
    }
    if (next === 'hang') {
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
    set,
    async close() {
      for (const pair of pairs) pair.client.destroy()
      for (const socket of held) socket.destroy()
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
