import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A small S3-compatible server for the tests: one bucket, path-style addresses, PUT / GET / HEAD /
 * DELETE of objects kept in a temporary directory, and every request's AWS Signature Version 4 checked
 * the way S3 checks it (header form), including the signed payload hash. Independent of the client we
 * ship (aws4fetch), so a signing mistake on either side fails the tests.
 */

export interface S3Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
}

export interface StoredObject {
  contentType: string | undefined
  cacheControl: string | undefined
  size: number
  etag: string
  lastModified: string
}

export interface S3Peer {
  endpoint: string
  bucket: string
  credentials: S3Credentials
  /** Every request as received: method, path and the status answered. */
  requests: { method: string; path: string; status: number }[]
  objects: () => Promise<Map<string, StoredObject>>
  read: (key: string) => Promise<Buffer | null>
  /** While set, every request is answered with this S3 error status (e.g. 500 InternalError). */
  failWith: (status: number | null) => void
  /** After this many more successful PUTs, every PUT fails with 500 (null: never). */
  failPutsAfter: (count: number | null) => void
  close: () => Promise<void>
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

export interface SignedRequestParts {
  method: string
  /** The path exactly as sent (already percent-encoded): S3 signs it without normalising. */
  path: string
  query: string
  headers: Record<string, string | string[] | undefined>
}

/** The signature S3 would compute for this request with this secret, or an explanation why none. */
export function expectedSignature(
  request: SignedRequestParts,
  credentials: S3Credentials,
): { ok: true; signature: string; provided: string } | { ok: false; code: string; message: string } {
  const authorization = String(request.headers.authorization ?? '')
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!match) return { ok: false, code: 'AccessDenied', message: 'Missing or malformed Authorization' }
  const [, accessKeyId, day, region, service, signedHeadersText, provided] = match as unknown as string[]
  if (accessKeyId !== credentials.accessKeyId)
    return { ok: false, code: 'InvalidAccessKeyId', message: 'Unknown access key' }
  if (region !== credentials.region || service !== 's3')
    return { ok: false, code: 'AuthorizationHeaderMalformed', message: 'Wrong region or service' }
  const amzDate = String(request.headers['x-amz-date'] ?? '')
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day)
    return { ok: false, code: 'AccessDenied', message: 'Bad X-Amz-Date' }
  const payloadHash = request.headers['x-amz-content-sha256']
  if (typeof payloadHash !== 'string')
    return { ok: false, code: 'InvalidRequest', message: 'Missing x-amz-content-sha256' }
  const signedHeaders = (signedHeadersText as string).split(';')
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    return { ok: false, code: 'AccessDenied', message: 'Host and X-Amz-Date must be signed' }

  const canonicalQuery = request.query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const raw = request.headers[name]
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '')
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeadersText,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day as string), region as string), 's3'),
    'aws4_request',
  )
  return { ok: true, signature: hmac(key, stringToSign).toString('hex'), provided: provided as string }
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  )
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startS3Peer(
  options: { bucket?: string; credentials?: Partial<S3Credentials> } = {},
): Promise<S3Peer> {
  const bucket = options.bucket ?? 'karjaar-media'
  const credentials: S3Credentials = {
    accessKeyId: 'TESTACCESSKEY',
    secretAccessKey: 'test-secret-key-for-the-s3-peer',
    region: 'eu-north-1',
    ...options.credentials,
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'karjaar-s3-'))
  const index = new Map<string, StoredObject & { file: string }>()
  const requests: S3Peer['requests'] = []
  let failure: number | null = null
  let putsLeft: number | null = null

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? '/'
    const [rawPath = '/', query = ''] = rawUrl.split('?')
    const method = req.method ?? 'GET'
    const body = await readBody(req)
    if (failure !== null) return xmlError(res, failure, 'InternalError', 'We encountered an internal error.')

    const verdict = expectedSignature({ method, path: rawPath, query, headers: req.headers }, credentials)
    if (!verdict.ok) return xmlError(res, 403, verdict.code, verdict.message)
    const expected = Buffer.from(verdict.signature, 'hex')
    const provided = Buffer.from(verdict.provided, 'hex')
    if (expected.length !== provided.length || !timingSafeEqual(expected, provided))
      return xmlError(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match.',
      )
    const payloadHash = req.headers['x-amz-content-sha256']
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
      return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match.')

    const segments = rawPath.split('/')
    const bucketName = decodeURIComponent(segments[1] ?? '')
    const key = decodeURIComponent(segments.slice(2).join('/'))
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The bucket does not exist.')
    if (!key) return xmlError(res, 405, 'MethodNotAllowed', 'Only object requests are supported here.')
    const file = path.join(directory, sha256Hex(key))

    if (method === 'PUT') {
      if (putsLeft !== null) {
        if (putsLeft === 0) return xmlError(res, 500, 'InternalError', 'We encountered an internal error.')
        putsLeft -= 1
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      await writeFile(file, body)
      index.set(key, {
        file,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        size: body.length,
        etag,
        lastModified: new Date().toUTCString(),
      })
      res.writeHead(200, { ETag: etag })
      return res.end()
    }
    if (method === 'DELETE') {
      const stored = index.get(key)
      if (stored) {
        index.delete(key)
        await unlink(stored.file)
      }
      res.writeHead(204)
      return res.end()
    }
    if (method === 'GET' || method === 'HEAD') {
      const stored = index.get(key)
      if (!stored) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
      const headers = {
        'Content-Type': stored.contentType ?? 'binary/octet-stream',
        'Content-Length': String(stored.size),
        ETag: stored.etag,
        'Last-Modified': stored.lastModified,
        ...(stored.cacheControl ? { 'Cache-Control': stored.cacheControl } : {}),
      }
      if (req.headers['if-none-match'] === stored.etag) {
        res.writeHead(304, { ETag: stored.etag })
        return res.end()
      }
      res.writeHead(200, headers)
      return res.end(method === 'HEAD' ? undefined : await readFile(stored.file))
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'The method is not allowed.')
  }

  const server: Server = createServer((req, res) => {
    res.on('finish', () =>
      requests.push({ method: req.method ?? '', path: req.url ?? '', status: res.statusCode }),
    )
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(error))
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    requests,
    objects: async () => new Map([...index].map(([key, { file: _file, ...meta }]) => [key, meta])),
    read: async (key) => {
      const stored = index.get(key)
      return stored ? readFile(stored.file) : null
    },
    failWith: (status) => {
      failure = status
    },
    failPutsAfter: (count) => {
      putsLeft = count
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(directory, { recursive: true, force: true })
    },
  }
}
