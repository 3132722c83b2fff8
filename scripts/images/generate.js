// Builds the site's pictures: `npm run images` (add `-- --force` to rebuild everything, `-- --only hero`
// to rebuild the keys containing a word).
//
// For every key of catalogue.js the owner's photo photos/<key>.{jpg,jpeg,png,webp,avif} is used when it
// exists: turned upright, cropped to the key's aspect ratio around its most interesting part, stripped of
// metadata. Otherwise a stand-in is drawn as SVG from a generator seeded by the key, so re-running gives
// the same bytes. Each picture is written as public/images/<key>-<width>.avif and .webp (and .jpg for the
// social card) and app/content/images.gen.ts lists them. Work is skipped when the outputs are newer than
// their input and the generator has not changed since (scripts/images/cache.gen.json).
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { catalogue, groups } from './catalogue.js'
import { createRandom } from './lib/random.js'

/** Bump to rebuild everything, e.g. after changing how outputs are named. */
const GENERATOR_VERSION = 1

const ENCODE = {
  avif: { quality: 48, effort: 5, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 6, smartSubsample: true },
  jpg: { quality: 80, mozjpeg: true },
}
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif']
/** A photo smaller than a group's width is published at its own width if it is this much larger. */
const OWN_WIDTH_STEP = 1.1

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const photosDir = path.join(root, 'photos')
const outDir = path.join(root, 'public/images')
const manifestFile = path.join(root, 'app/content/images.gen.ts')
const cacheFile = path.join(here, 'cache.gen.json')

const args = process.argv.slice(2)
const force = args.includes('--force')
const onlyIndex = args.indexOf('--only')
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : null

function sha(...parts) {
  const h = createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex').slice(0, 16)
}

async function fileHash(relative) {
  return sha(await fs.readFile(path.join(here, relative)))
}

async function mtime(file) {
  try {
    return (await fs.stat(file)).mtimeMs
  } catch {
    return null
  }
}

/** The owner's photo for a key, matched case-insensitively (cameras write IMG_0001.JPG). */
async function findPhoto(key) {
  const dir = path.join(photosDir, path.dirname(key))
  const base = path.basename(key).toLowerCase()
  let names
  try {
    names = await fs.readdir(dir)
  } catch {
    return null
  }
  for (const ext of PHOTO_EXTENSIONS) {
    const name = names.find((n) => n.toLowerCase() === `${base}.${ext}`)
    if (name) return path.join(dir, name)
  }
  return null
}

const heightFor = (width, ratio) => Math.round(width / ratio)

/** The widths a photo can be published in without enlarging it. */
function photoWidths(group, croppedWidth) {
  const widths = group.widths.filter((w) => w <= croppedWidth)
  const largest = group.widths[group.widths.length - 1]
  const own = Math.floor(croppedWidth)
  if (own < largest && (widths.length === 0 || own >= widths[widths.length - 1] * OWN_WIDTH_STEP)) {
    widths.push(own)
  }
  return widths
}

/** The full-size picture as raw pixels, plus the widths to publish. */
async function renderSource(entry, group, photo) {
  if (photo) {
    const meta = await sharp(photo).metadata()
    const { width, height } = meta.autoOrient ?? meta
    const croppedWidth = Math.min(width, height * group.ratio)
    const widths = photoWidths(group, croppedWidth)
    const largest = widths[widths.length - 1]
    const raw = await sharp(photo, { failOn: 'error' })
      .autoOrient()
      .resize(largest, heightFor(largest, group.ratio), {
        fit: 'cover',
        position: sharp.strategy.attention,
        withoutEnlargement: false,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { raw, widths }
  }
  const widths = group.widths
  const largest = widths[widths.length - 1]
  const height = heightFor(largest, group.ratio)
  const svg = entry.draw(createRandom(entry.key), largest, height)
  const image = sharp(Buffer.from(svg), { limitInputPixels: false }).flatten({ background: '#000000' })
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  let raw = { data, info }
  if (info.width !== largest || info.height !== height || group.soften) {
    // Drawn with a bleed around the picture: crop it off.
    let pipeline = sharp(data, { raw: info }).extract({
      left: Math.round((info.width - largest) / 2),
      top: Math.round((info.height - height) / 2),
      width: largest,
      height,
    })
    if (group.soften) pipeline = pipeline.blur(group.soften)
    raw = await pipeline.raw().toBuffer({ resolveWithObject: true })
  }
  return { raw, widths }
}

function outputName(key, width, format) {
  return `${key}-${width}.${format}`
}

function formatsFor(group) {
  return group.jpeg ? ['avif', 'webp', 'jpg'] : ['avif', 'webp']
}

async function encodeAll(entry, group, { raw, widths }) {
  const files = []
  const largest = widths[widths.length - 1]
  for (const width of widths) {
    const height = heightFor(width, group.ratio)
    const scaled =
      width === largest
        ? raw
        : await sharp(raw.data, { raw: raw.info })
            .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
            .raw()
            .toBuffer({ resolveWithObject: true })
    await Promise.all(
      formatsFor(group).map(async (format) => {
        const file = outputName(entry.key, width, format)
        const pipeline = sharp(scaled.data, { raw: scaled.info })
        const options = { ...ENCODE[format], ...group.encode?.[format] }
        const encoded =
          format === 'avif'
            ? pipeline.avif(options)
            : format === 'webp'
              ? pipeline.webp(options)
              : pipeline.jpeg(options)
        const target = path.join(outDir, file)
        await fs.mkdir(path.dirname(target), { recursive: true })
        await fs.writeFile(target, await encoded.toBuffer())
        files.push(file)
      }),
    )
  }
  return files.sort()
}

const GENERATED = /^(.+)-(\d+)\.(avif|webp|jpg)$/

/** Deletes generated files of a key (or of keys no longer in the catalogue) that are not in `keep`. */
async function removeStale(keep, keys) {
  const removed = []
  async function walk(dir) {
    let entries
    try {
      entries = await fs.readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) {
        await walk(full)
        continue
      }
      const rel = path.relative(outDir, full).split(path.sep).join('/')
      const match = GENERATED.exec(rel)
      if (!match || keep.has(rel)) continue
      if (keys && !keys.has(match[1])) continue
      await fs.rm(full)
      removed.push(rel)
    }
  }
  await walk(outDir)
  return removed
}

function manifestSource(cache) {
  const lines = [
    '// Generated by `npm run images` (scripts/images/generate.js). Do not edit by hand: drop a photo into',
    '// photos/ (see photos/README.md) and run `npm run images` again.',
    '',
    '/** Every picture of the site: intrinsic size of the largest file and the widths published. */',
    'export const images = {',
  ]
  for (const { key } of catalogue) {
    const e = cache.entries[key]
    const note = e.source.kind === 'photo' ? `photo ${e.source.file}` : 'drawn stand-in'
    lines.push(
      `  '${key}': { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(', ')}] }, // ${note}`,
    )
  }
  lines.push('} as const', '', 'export type ImageKey = keyof typeof images', '')
  const og = cache.entries['og/default']
  lines.push(
    '/** The social card as JPEG, for Open Graph and Twitter cards. */',
    `export const socialImage = { src: '/images/og/default-${og.width}.jpg', width: ${og.width}, height: ${og.height} } as const`,
    '',
  )
  return lines.join('\n')
}

async function writeIfChanged(file, text) {
  const current = await fs.readFile(file, 'utf8').catch(() => null)
  if (current === text) return false
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, text)
  return true
}

async function main() {
  const started = Date.now()
  const cache = JSON.parse(await fs.readFile(cacheFile, 'utf8').catch(() => '{"entries":{}}'))
  cache.entries ??= {}
  const base = sha(
    String(GENERATOR_VERSION),
    sharp.versions.sharp ?? '',
    sharp.versions.vips ?? '',
    JSON.stringify(ENCODE),
    JSON.stringify(groups),
    await fileHash('generate.js'),
  )
  const sourceHashes = new Map()
  const versionOf = async (entry, photo) => {
    if (photo) return base
    const parts = [
      base,
      await fileHash('catalogue.js'),
      await fileHash('lib/random.js'),
      await fileHash('lib/svg.js'),
    ]
    for (const s of entry.sources) {
      if (!sourceHashes.has(s)) sourceHashes.set(s, await fileHash(s))
      parts.push(sourceHashes.get(s))
    }
    return sha(...parts)
  }

  const work = catalogue.filter((e) => !only || e.key.includes(only))
  let built = 0
  let skipped = 0
  const queue = [...work]
  const concurrency = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length))

  async function processEntry(entry) {
    const group = groups[entry.group]
    const photo = await findPhoto(entry.key)
    const source = photo
      ? {
          kind: 'photo',
          file: path.relative(root, photo).split(path.sep).join('/'),
          size: (await fs.stat(photo)).size,
        }
      : { kind: 'drawn' }
    const version = await versionOf(entry, photo)
    const previous = cache.entries[entry.key]
    if (
      !force &&
      previous &&
      previous.version === version &&
      JSON.stringify(previous.source) === JSON.stringify(source)
    ) {
      const inputTime = photo ? await mtime(photo) : 0
      const times = await Promise.all(previous.files.map((f) => mtime(path.join(outDir, f))))
      if (times.every((t) => t !== null && t >= inputTime)) {
        skipped++
        return
      }
    }
    const t0 = Date.now()
    const rendered = await renderSource(entry, group, photo)
    const files = await encodeAll(entry, group, rendered)
    const widths = rendered.widths
    const width = widths[widths.length - 1]
    cache.entries[entry.key] = {
      version,
      source,
      width,
      height: heightFor(width, group.ratio),
      widths,
      files,
    }
    await removeStale(new Set(files), new Set([entry.key]))
    built++
    console.info(`${entry.key}: ${photo ? 'photo' : 'drawn'}, ${widths.join('/')} px, ${Date.now() - t0} ms`)
  }

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length > 0) await processEntry(queue.shift())
    }),
  )

  // Forget keys that left the catalogue and delete their files.
  const keys = new Set(catalogue.map((e) => e.key))
  for (const key of Object.keys(cache.entries)) if (!keys.has(key)) delete cache.entries[key]
  const missing = catalogue.filter((e) => !cache.entries[e.key]).map((e) => e.key)
  if (missing.length > 0) {
    throw new Error(`No pictures for ${missing.join(', ')}: run without --only first`)
  }
  const keep = new Set(Object.values(cache.entries).flatMap((e) => e.files))
  const orphans = await removeStale(keep, null)
  const sorted = {
    entries: Object.fromEntries(
      Object.keys(cache.entries)
        .sort()
        .map((k) => [k, cache.entries[k]]),
    ),
  }
  await writeIfChanged(cacheFile, `${JSON.stringify(sorted, null, 2)}\n`)
  const manifestChanged = await writeIfChanged(manifestFile, manifestSource(sorted))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.info(
    `images: ${built} built, ${skipped} up to date${orphans.length ? `, ${orphans.length} stale files removed` : ''}${manifestChanged ? ', manifest updated' : ''} (${seconds} s)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
