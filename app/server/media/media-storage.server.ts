import type { Config } from '../config.server.ts'
import { s3MediaStorage } from './s3-storage.server.ts'
import { localMediaStorage, type MediaStorage, uploadsDir } from './storage.server.ts'

/** The bucket when S3_* is configured, DATA_DIR/uploads otherwise. */
export function mediaStorageFor(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  return config.s3 ? s3MediaStorage(config.s3) : localMediaStorage(uploadsDir(config))
}
