import { readdir, readFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { setupServer } from '../support/server-fixture.ts'
import { projectRoot } from '../support/server-process.ts'

/**
 * The built browser files go out as the build compressed them (scripts/precompress.js: brotli 11,
 * gzip 9): the bytes on the wire are the file beside it on disk, they decode to the script itself, and
 * a browser that takes neither gets the plain file. Node's fetch would decode the answer, so a plain
 * request is used.
 */

const site = setupServer()
const assets = path.join(projectRoot, 'build', 'client', 'assets')

function getBytes(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('built scripts', () => {
  it('are sent as compressed at build time: brotli, else gzip, else plain, with Vary and a year of cache', async () => {
    const framework = (await readdir(assets)).find((name) => /^framework-.*\.js$/.test(name))
    expect(framework).toBeDefined()
    const file = path.join(assets, framework as string)
    const plain = await readFile(file)
    const url = `${site.url}/assets/${framework}`

    const br = await getBytes(url, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(br.headers['content-type']).toMatch(/^text\/javascript/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.body.equals(await readFile(`${file}.br`))).toBe(true)
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true)

    const gzip = await getBytes(url, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true)
    // Brotli at quality 11 beats gzip 9 on the biggest script, which brotli 4 per request did not.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.9)

    const identity = await getBytes(url, 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.equals(plain)).toBe(true)
  })

  it('pages are still compressed per request', async () => {
    const page = await getBytes(`${site.url}/`, 'br')
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<html lang="et">')
  })
})
