import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { maxPictureBytes, pictureTooLargeText } from '#app/domain/picture-upload.ts'
import { storedWidths, uploadedFileName, uploadWidths } from '#app/lib/uploaded-image.ts'
import type { MediaStorage } from './storage.server.ts'

/** SPEC §7 upload: `{file (base64), fileName, contentType}`. Images only, up to 10 MB. */
export const maxUploadBytes = maxPictureBytes
const maxBase64Length = Math.ceil(maxUploadBytes / 3) * 4
/** Larger pictures would only be scaled down, at the cost of decoding them (and memory). */
const maxInputPixels = 40_000_000
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'tiff'])

export const uploadTexts = {
  invalid: 'Vigane üleslaadimine: oodati välju file, fileName ja contentType.',
  notBase64: 'Faili sisu peab olema base64-kodeeritud.',
  tooLarge: pictureTooLargeText,
  empty: 'Fail on tühi.',
  notImage: 'Fail ei ole pilt. Palun valige JPEG-, PNG-, WebP-, AVIF- või GIF-fail.',
  tooManyPixels: 'Pildi mõõtmed on liiga suured (kuni 40 megapikslit).',
  storageUnavailable: 'Pilte ei saa hetkel salvestada. Palun proovige hetke pärast uuesti.',
} as const

const uploadSchema = z.object({
  file: z.string().max(maxBase64Length + 4, uploadTexts.tooLarge),
  fileName: z.string().max(255),
  contentType: z.string().max(100),
})

export type UploadResult = { ok: true; url: string } | { ok: false; status: 400 | 413 | 415; error: string }

const base64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Checks the picture by its content (not its name or declared type), and stores it re-encoded as AVIF
 * and WebP in a few widths, turned upright and without its metadata (camera, place, time).
 */
export async function storeUploadedImage(storage: MediaStorage, input: unknown): Promise<UploadResult> {
  const parsed = uploadSchema.safeParse(input)
  if (!parsed.success) {
    const tooLarge = parsed.error.issues.some((issue) => issue.message === uploadTexts.tooLarge)
    return tooLarge
      ? { ok: false, status: 413, error: uploadTexts.tooLarge }
      : { ok: false, status: 400, error: uploadTexts.invalid }
  }
  // Tolerate a data: URL prefix and line breaks: both are common ways to hand over base64.
  const text = parsed.data.file.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!base64.test(text)) return { ok: false, status: 400, error: uploadTexts.notBase64 }
  const data = Buffer.from(text, 'base64')
  if (data.length === 0) return { ok: false, status: 400, error: uploadTexts.empty }
  if (data.length > maxUploadBytes) return { ok: false, status: 413, error: uploadTexts.tooLarge }

  // sharp (libvips) is loaded by the first upload, not by every start of the server and its commands.
  const { default: sharp } = await import('sharp')
  let width: number
  try {
    const metadata = await sharp(data, { limitInputPixels: false }).metadata()
    if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height)
      return { ok: false, status: 415, error: uploadTexts.notImage }
    if (metadata.width * metadata.height > maxInputPixels)
      return { ok: false, status: 400, error: uploadTexts.tooManyPixels }
    // A picture stored on its side (EXIF orientation 5-8) is as wide as it is tall once turned.
    width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width
  } catch {
    return { ok: false, status: 415, error: uploadTexts.notImage }
  }

  const largest = Math.min(width, Math.max(...uploadWidths))
  const files: { name: string; data: Buffer; type: string }[] = []
  const id = randomBytes(12).toString('hex')
  try {
    for (const target of storedWidths(largest)) {
      const resized = sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
      const [avif, webp] = await Promise.all([
        resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
        resized.clone().webp({ quality: 75 }).toBuffer(),
      ])
      files.push({ name: uploadedFileName(id, target, 'avif'), data: avif, type: 'image/avif' })
      files.push({ name: uploadedFileName(id, target, 'webp'), data: webp, type: 'image/webp' })
    }
  } catch {
    // The header looked like a picture but the pixels cannot be decoded (truncated or corrupt file).
    return { ok: false, status: 415, error: uploadTexts.notImage }
  }
  // Storage failures are ours, not the file's: they propagate (and are answered as 503). The files
  // already stored are taken back, so that no half of a picture stays behind unreferenced.
  const stored: string[] = []
  try {
    for (const file of files) {
      await storage.put(file.name, file.data, file.type)
      stored.push(file.name)
    }
  } catch (error) {
    await Promise.allSettled(stored.map((name) => storage.remove(name)))
    throw error
  }
  return { ok: true, url: `/media/${uploadedFileName(id, largest, 'webp')}` }
}

/** A picture posted as a form's file, as the upload's input: its bytes as base64, its name and type. */
export async function uploadOfFile(file: File) {
  return {
    file: Buffer.from(await file.arrayBuffer()).toString('base64'),
    fileName: file.name.slice(0, 255),
    contentType: file.type.slice(0, 100),
  }
}
