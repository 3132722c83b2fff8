import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { rawGet } from '../support/raw-get.ts'
import { expectedSignature, type S3Peer, startS3Peer } from '../support/s3-peer.ts'
import { setupServer } from '../support/server-fixture.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'

/**
 * Uploads on S3-compatible storage (S3_*): the production build against a local S3 server that checks
 * every request's SigV4 signature. Pictures go to the bucket in every width and format with their type
 * and immutable caching, nothing lands in DATA_DIR/uploads, /media streams them back, and a bucket that
 * refuses or fails is an Estonian 503 for staff and a 502/503 for visitors, never a half-stored picture.
 */

const immutable = 'public, max-age=31536000, immutable'

function s3Env(target: S3Peer, secret = target.credentials.secretAccessKey) {
  return {
    ...testAdminEnv,
    S3_ENDPOINT: target.endpoint,
    S3_BUCKET: target.bucket,
    S3_REGION: target.credentials.region,
    S3_ACCESS_KEY_ID: target.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: secret,
  }
}

let peer: S3Peer
let token: string

beforeAll(async () => {
  peer = await startS3Peer()
})

afterAll(async () => {
  await peer?.close()
})

const site = setupServer({ env: () => s3Env(peer) })

beforeAll(async () => {
  ;({ token } = await signIn(site.url))
})

async function upload(target: RunningServer, authToken: string, file: Buffer) {
  const response = await fetch(`${target.url}/api/admin/upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': authToken },
    body: JSON.stringify({ file: file.toString('base64'), fileName: 'kuhi.jpg', contentType: 'image/jpeg' }),
  })
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } }
}

function photo(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 170, g: 140, b: 100 } } })
    .jpeg()
    .toBuffer()
}

describe('the local S3 server used by these tests', () => {
  it('computes the signature of the S3 documentation’s GET Object example', () => {
    // AWS S3 API reference, "Signature Calculations for the Authorization Header", GET Object.
    const verdict = expectedSignature(
      {
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
          authorization:
            'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
        },
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    )
    expect(verdict).toEqual({
      ok: true,
      signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      provided: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    })
  })

  it('refuses a request signed with the wrong secret, and a body that is not the signed one', async () => {
    const { accessKeyId, region } = peer.credentials
    const wrong = new AwsClient({ accessKeyId, secretAccessKey: 'not-the-secret', service: 's3', region })
    const key = `${peer.endpoint}/${peer.bucket}/${'a'.repeat(24)}-320.webp`
    const refused = await wrong.fetch(key, {
      method: 'PUT',
      body: 'x',
      headers: { 'Content-Type': 'image/webp' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('SignatureDoesNotMatch')
    const right = new AwsClient({
      accessKeyId,
      secretAccessKey: peer.credentials.secretAccessKey,
      service: 's3',
      region,
      retries: 0,
    })
    const tampered = await right.fetch(key, {
      method: 'PUT',
      body: 'y',
      headers: { 'X-Amz-Content-Sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
    })
    expect(tampered.status).toBe(400)
    expect((await peer.objects()).size).toBe(0)
  })
})

describe('with S3_* set', () => {
  let url: string

  it('stores every width and format of an upload in the bucket, and nothing in DATA_DIR/uploads', async () => {
    const uploaded = await upload(site.server, token, await photo())
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.url).toMatch(/^\/media\/[0-9a-f]{24}-1280\.webp$/)
    url = uploaded.body.url!
    const id = url.slice('/media/'.length, '/media/'.length + 24)

    const objects = await peer.objects()
    const expected = [320, 640, 960, 1280].flatMap((width) => [`${id}-${width}.avif`, `${id}-${width}.webp`])
    expect([...objects.keys()].sort()).toEqual(expected.sort())
    for (const [key, object] of objects) {
      expect(object.contentType, key).toBe(key.endsWith('.avif') ? 'image/avif' : 'image/webp')
      expect(object.cacheControl, key).toBe(immutable)
      const stored = await peer.read(key)
      const metadata = await sharp(stored!).metadata()
      expect(metadata.format, key).toBe(key.endsWith('.avif') ? 'heif' : 'webp')
    }
    const uploads = path.join(site.dataDir, 'uploads')
    expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([])
  })

  it('serves /media from the bucket with the stored bytes and a year of immutable caching', async () => {
    const name = url.slice('/media/'.length)
    const served = await fetch(`${site.url}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/webp')
    expect(served.headers.get('Cache-Control')).toBe(immutable)
    expect(Buffer.from(await served.arrayBuffer()).equals((await peer.read(name))!)).toBe(true)

    const avif = await fetch(`${site.url}${url.replace('-1280.webp', '-640.avif')}`)
    expect(avif.status).toBe(200)
    expect(avif.headers.get('Content-Type')).toBe('image/avif')
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(640)

    // A browser revalidating (it should not need to) gets a 304 without the bytes.
    const etag = served.headers.get('ETag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${site.url}${url}`, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('Cache-Control')).toBe(immutable)
  })

  it('shows the picture on the material page of the product it was given to', async () => {
    const products = (await (
      await fetch(`${site.url}/api/admin/products`, { headers: { 'X-Admin-Token': token } })
    ).json()) as { id: number; slug: string | null }[]
    const killustik = products.find((product) => product.slug === 'killustik')!
    const assigned = await fetch(`${site.url}/api/admin/products?id=${killustik.id}&action=picture`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
      body: JSON.stringify({ url, altText: 'Killustiku kuhi karjääris' }),
    })
    expect(assigned.status).toBe(200)
    const html = (await (await fetch(`${site.url}/killustik`)).text()).replaceAll('<!-- -->', '')
    expect(html).toContain(`src="${url}"`)
    expect(html).toContain('alt="Killustiku kuhi karjääris"')
    expect(html).toContain(url.replace('-1280.webp', '-640.avif 640w'))
  })

  it('answers 404 for a picture the bucket does not have, and for any other name without asking S3', async () => {
    const missing = await fetch(`${site.url}/media/${'0'.repeat(24)}-640.webp`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control') ?? '').not.toContain('immutable')

    const before = peer.requests.length
    for (const probe of [
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/..%2fpackage.json',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `/media/${'0'.repeat(24)}-640.webp/../../package.json`,
      '/media/nonexistent.webp',
      `/media/${'0'.repeat(24)}-640.png`,
      `/media/${'0'.repeat(24)}-640.webp?list-type=2`,
      '/media/',
      '/media',
    ]) {
      const served = await rawGet(site.url, probe)
      expect(served.status, probe).toBe(404)
      expect(served.body, probe).not.toContain('"name"')
    }
    // The query string above is not a name: only the one lookup of the "?list-type" probe's name.
    expect(peer.requests.slice(before).map((entry) => entry.path)).toEqual([
      `/${peer.bucket}/${'0'.repeat(24)}-640.webp`,
    ])
  })

  it('answers 502 without details when the bucket fails, and serves again when it recovers', async () => {
    peer.failWith(500)
    try {
      const failed = await fetch(`${site.url}${url}`)
      expect(failed.status).toBe(502)
      const text = await failed.text()
      expect(text).toBe('Pilti ei saa hetkel näidata.')
      expect(failed.headers.get('Cache-Control') ?? '').not.toContain('immutable')
    } finally {
      peer.failWith(null)
    }
    expect((await fetch(`${site.url}${url}`)).status).toBe(200)
    expect(site.server.output()).toContain('HTTP 500 (InternalError)')
    expect(site.server.output()).not.toContain(peer.credentials.secretAccessKey)
  })

  it('takes back the files already stored when the bucket fails halfway through an upload', async () => {
    const before = [...(await peer.objects()).keys()].sort()
    peer.failPutsAfter(3)
    try {
      const failed = await upload(site.server, token, await photo(1400, 900))
      expect(failed.status).toBe(503)
      expect(failed.body).toEqual({
        error: 'Pilte ei saa hetkel salvestada. Palun proovige hetke pärast uuesti.',
      })
    } finally {
      peer.failPutsAfter(null)
    }
    expect([...(await peer.objects()).keys()].sort()).toEqual(before)
    expect(peer.requests.filter((entry) => entry.method === 'DELETE' && entry.status === 204)).toHaveLength(3)
  })
})

describe('with a wrong secret key, or a bucket that does not answer', () => {
  let otherPeer: S3Peer
  let misconfigured: RunningServer

  beforeAll(async () => {
    otherPeer = await startS3Peer()
    misconfigured = await startServer({
      timeoutMs: 120_000,
      template: inject('databaseTemplate'),
      env: s3Env(otherPeer, 'a-wrong-secret-key'),
    })
  }, 180_000)

  afterAll(async () => {
    await misconfigured?.dispose()
    await otherPeer?.close()
  })

  it('answers the upload 503 with an Estonian error, and stores nothing anywhere', async () => {
    const { token: otherToken } = await signIn(misconfigured.url)
    const refused = await upload(misconfigured, otherToken, await photo())
    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({
      error: 'Pilte ei saa hetkel salvestada. Palun proovige hetke pärast uuesti.',
    })
    expect((await otherPeer.objects()).size).toBe(0)
    expect(otherPeer.requests.some((entry) => entry.status === 403)).toBe(true)
    const uploads = path.join(misconfigured.dataDir, 'uploads')
    expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([])
    expect(misconfigured.output()).toContain('SignatureDoesNotMatch')
    expect(misconfigured.output()).not.toContain('a-wrong-secret-key')
  })

  it('answers /media 503 when the bucket does not answer at all', async () => {
    await otherPeer.close()
    const response = await fetch(`${misconfigured.url}/media/${'1'.repeat(24)}-320.webp`, {
      headers: { 'X-Forwarded-For': newClientAddress() },
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('Pilti ei saa hetkel näidata.')
  })
})
