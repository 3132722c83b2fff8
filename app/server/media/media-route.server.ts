import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import express from 'express'
import type { Config } from '../config.server.ts'
import { readS3Media } from './s3-storage.server.ts'
import { mediaNamePattern, uploadsDir } from './storage.server.ts'

const notFound = 'Pilti ei leitud.'
const unavailable = 'Pilti ei saa hetkel näidata.'

/**
 * GET /media/<name>: uploaded pictures, from DATA_DIR/uploads or, with S3_* set, streamed from the
 * bucket. Pages always point here (ADR 014), so the stored URLs are the same for both storages.
 */
export function mediaHandler(config: Pick<Config, 'dataDir' | 's3'>): express.RequestHandler {
  const { s3 } = config
  if (!s3) {
    // Random names that are never reused, so they may be cached for good.
    return express.static(uploadsDir(config), {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'ignore',
      fallthrough: false,
    })
  }
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).type('text/plain').send('Lubatud on ainult GET.')
      return
    }
    // Only the names our uploads create ever reach the bucket: no traversal, no listing, no other key.
    const name = req.path.slice(1)
    if (!mediaNamePattern.test(name)) {
      res.status(404).type('text/plain').send(notFound)
      return
    }
    serveFromBucket(req, res, name).catch((error: unknown) => {
      console.error(`GET /media/${name}: ${error instanceof Error ? error.message : String(error)}`)
      if (!res.headersSent) res.status(502).type('text/plain').send(unavailable)
      else res.destroy()
    })
  }

  async function serveFromBucket(req: express.Request, res: express.Response, name: string) {
    if (!s3) return
    let object: Awaited<ReturnType<typeof readS3Media>>
    try {
      object = await readS3Media(s3, name, {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        ifNoneMatch: req.get('If-None-Match'),
        ifModifiedSince: req.get('If-Modified-Since'),
      })
    } catch (error) {
      console.error(`GET /media/${name}: ${error instanceof Error ? error.message : String(error)}`)
      // No answer at all is the bucket being away (503); a wrong answer is a bad gateway (502).
      const status = error instanceof Error && 'status' in error && error.status !== null ? 502 : 503
      res.status(status).type('text/plain').send(unavailable)
      return
    }
    if (!object.found) {
      res.status(404).type('text/plain').send(notFound)
      return
    }
    res.status(object.status)
    object.headers.forEach((value, header) => {
      res.setHeader(header, value)
    })
    if (object.status === 304 || req.method === 'HEAD' || !object.body) {
      await object.body?.cancel()
      res.end()
      return
    }
    try {
      await pipeline(Readable.fromWeb(object.body as import('node:stream/web').ReadableStream), res)
    } catch (error) {
      // The visitor went away, or the bucket broke off mid-file: the connection is closed either way.
      if (!res.headersSent) res.status(502).end()
      else res.destroy()
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        console.error(`GET /media/${name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
