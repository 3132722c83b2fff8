import { createServer } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that nothing listens on at the moment: the system picks it, and it is let go
 * at once, for a server or a peer to listen on next (or for a test that needs a port nobody answers on).
 * The one helper of the scripts and the tests.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
