import http from 'node:http'
import { it } from 'vitest'
import { startServer } from '../support/server-process.ts'

it('probe', async () => {
  for (let round = 0; round < 8; round++) {
    const server = await startServer()
    try {
      let sent = 0
      let go: () => void = () => {}
      const all = new Promise<void>((r) => { go = r })
      const outs = Promise.all(Array.from({ length: 12 }, () => new Promise<string>((resolve) => {
        const req = http.get(`${server.url}/`, { agent: false }, (res) => {
          res.resume()
          res.on('end', () => resolve(`${res.statusCode} ${res.headers.connection}`))
        })
        req.on('finish', () => { sent++; if (sent === 12) go() })
        req.on('error', (e: NodeJS.ErrnoException) => resolve('err ' + (e.code ?? e.message)))
      })))
      await all
      server.process.kill('SIGTERM')
      const r = await outs
      console.log('round', round, r.filter((x) => x.startsWith('200')).length, r[0])
    } finally {
      await server.dispose()
    }
  }
}, 300000)
