import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import type { Config } from '../config.server.ts'
import { type MediaStorage, mediaCacheControl, mediaContentType, mediaNamePattern } from './storage.server.ts'

export type S3Config = NonNullable<Config['s3']>

/** An upload of a few hundred kilobytes; a storage that takes longer than this is not answering. */
const putTimeoutMs = 20_000
/** A visitor is waiting for the picture. */
const getTimeoutMs = 10_000

/** S3 answered something other than success, or did not answer. The message names no secret. */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'S3Error'
  }
}

function clientFor(s3: S3Config, retries: number) {
  return new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    retries,
  })
}

/** Path-style addressing (`endpoint/bucket/key`) works on every S3-compatible server, also without DNS per bucket. */
export function objectUrl(s3: Pick<S3Config, 'endpoint' | 'bucket'>, name: string): string {
  if (!mediaNamePattern.test(name)) throw new Error(`Unexpected media name ${name}`)
  return `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}/${name}`
}

async function failure(action: string, name: string, response: Response): Promise<S3Error> {
  // S3's XML error names the cause (SignatureDoesNotMatch, NoSuchBucket …); it holds no secret.
  const body = await response.text().catch(() => '')
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1] ?? 'no error code'
  return new S3Error(`S3 ${action} ${name}: HTTP ${response.status} (${code})`, response.status)
}

function networkFailure(action: string, name: string, error: unknown): S3Error {
  const cause =
    error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : 'failed'
  return new S3Error(`S3 ${action} ${name}: ${cause}`, null)
}

/** Uploads go to the bucket with their type and the same immutable caching as local files. */
export function s3MediaStorage(s3: S3Config): MediaStorage {
  const client = clientFor(s3, 2)
  return {
    async put(name, data, contentType) {
      const url = objectUrl(s3, name)
      let response: Response
      try {
        response = await client.fetch(url, {
          method: 'PUT',
          body: new Uint8Array(data),
          headers: {
            'Content-Type': contentType,
            'Cache-Control': mediaCacheControl,
            // The payload is signed too, so the bucket can tell a damaged upload from ours.
            'X-Amz-Content-Sha256': createHash('sha256').update(data).digest('hex'),
          },
          signal: AbortSignal.timeout(putTimeoutMs),
        })
      } catch (error) {
        throw networkFailure('PUT', name, error)
      }
      if (!response.ok) throw await failure('PUT', name, response)
      await response.body?.cancel()
    },
    async remove(name) {
      const response = await clientFor(s3, 0).fetch(objectUrl(s3, name), {
        method: 'DELETE',
        signal: AbortSignal.timeout(putTimeoutMs),
      })
      await response.body?.cancel()
      if (!response.ok && response.status !== 404) throw await failure('DELETE', name, response)
    },
  }
}

export type MediaObject =
  | { found: true; status: 200 | 304; body: ReadableStream<Uint8Array> | null; headers: Headers }
  | { found: false }

/**
 * Reads one uploaded picture from the bucket for GET /media/<name>. Missing → found: false; anything
 * else that is not a picture (an error, no answer) is thrown as S3Error.
 */
export async function readS3Media(
  s3: S3Config,
  name: string,
  request: { method: 'GET' | 'HEAD'; ifNoneMatch?: string; ifModifiedSince?: string },
): Promise<MediaObject> {
  const headers: Record<string, string> = {}
  if (request.ifNoneMatch) headers['If-None-Match'] = request.ifNoneMatch
  if (request.ifModifiedSince) headers['If-Modified-Since'] = request.ifModifiedSince
  let response: Response
  try {
    response = await clientFor(s3, 1).fetch(objectUrl(s3, name), {
      method: request.method,
      headers,
      signal: AbortSignal.timeout(getTimeoutMs),
    })
  } catch (error) {
    throw networkFailure(request.method, name, error)
  }
  if (response.status === 404) {
    await response.body?.cancel()
    return { found: false }
  }
  if (response.status !== 200 && response.status !== 304) throw await failure(request.method, name, response)
  const out = new Headers()
  out.set('Content-Type', mediaContentType(name))
  out.set('Cache-Control', mediaCacheControl)
  for (const header of ['Content-Length', 'ETag', 'Last-Modified']) {
    const value = response.headers.get(header)
    if (value) out.set(header, value)
  }
  return { found: true, status: response.status, body: response.body, headers: out }
}
