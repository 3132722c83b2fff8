// Renders the app icons from public/favicon.svg (run after changing the mark; the PNGs are committed).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { root } from './build-freshness.js'

const source = path.join(root, 'public', 'favicon.svg')
const out = path.join(root, 'public', 'icons')
await mkdir(out, { recursive: true })
for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  await sharp(source, { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name))
}
console.info(`Ikoonid kirjutatud kausta ${out}`)
