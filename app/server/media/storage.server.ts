import { mkdir, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.server.ts'

/**
 * Where uploaded pictures are kept: DATA_DIR/uploads, or an S3-compatible bucket when S3_* is set
 * (s3-storage.server.ts). Either way they are served under /media with long-lived cache headers (names
 * are random and never reused, so a file never changes under its name).
 */
export interface MediaStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>
  /** Takes back a file of an upload that could not be completed; a missing file is no error. */
  remove(name: string): Promise<void>
}

export const mediaNamePattern = /^[0-9a-f]{24}-\d{1,4}\.(avif|webp)$/

/** A year, and never revalidated: the same name always means the same bytes. */
export const mediaCacheControl = 'public, max-age=31536000, immutable'

export function mediaContentType(name: string): string {
  return name.endsWith('.avif') ? 'image/avif' : 'image/webp'
}

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'uploads')
}

export function localMediaStorage(directory: string): MediaStorage {
  return {
    async put(name, data) {
      if (!mediaNamePattern.test(name)) throw new Error(`Unexpected media name ${name}`)
      await mkdir(directory, { recursive: true })
      // Written aside and renamed, so that a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.${process.pid}.tmp`)
      await writeFile(temporary, data)
      await rename(temporary, path.join(directory, name))
    },
    async remove(name) {
      if (!mediaNamePattern.test(name)) throw new Error(`Unexpected media name ${name}`)
      await unlink(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
  }
}
