// Renders the touch icon from public/favicon.svg (run after changing the mark; the PNG is committed). The
// tab's icon is the SVG itself, written into every page (app/root.tsx).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { root } from './build-freshness.js'

const source = path.join(root, 'public', 'favicon.svg')
const out = path.join(root, 'public', 'icons')
await mkdir(out, { recursive: true })
for (const [name, size] of [['apple-touch-icon.png', 180]]) {
  await sharp(source, { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name))
}
console.info(`Ikoon kirjutatud kausta ${out}`)
