import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { setupServer } from '../support/server-fixture.ts'

const site = setupServer()

describe('request size limits', () => {
  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const body = new URLSearchParams({ slug: 'killustik', notes: 'x'.repeat(70_000) })
    const response = await fetch(`${site.url}/api/orders`, { method: 'POST', body })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Päring on liiga suur.' })
  })

  it('refuses a chunked post without a length with 411', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${site.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'Transfer-Encoding': 'chunked' },
      })
      req.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      req.on('error', reject)
      req.write('name=a')
      req.end()
    })
    expect(status).toBe(411)
  })

  it('lets an ordinary form post through', async () => {
    const response = await fetch(`${site.url}/api/inquiries`, {
      method: 'POST',
      body: new URLSearchParams({ name: '' }),
    })
    expect(response.status).toBe(400)
  })
})
