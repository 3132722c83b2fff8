// Compresses the built browser files once, at build time, at the strongest settings (brotli quality 11,
// gzip level 9), next to each file as .br and .gz. The server hands these out as they are
// (express-static-gzip); compressing per request is kept fast and weak (brotli 4), and at that level
// the framework bundle came out larger in brotli than in gzip. Run by `npm run build` after the build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { root } from './build-freshness.js'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressible = /\.(js|css|svg|json|webmanifest|txt|xml|html)$/
/** Below this a compressed copy saves less than its own response headers. */
const smallest = 1024

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (compressible.test(entry.name)) yield full
  }
}

export async function precompress(dir = path.join(root, 'build', 'client')) {
  let count = 0
  for await (const file of files(dir)) {
    if ((await stat(file)).size < smallest) continue
    const content = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count += 1
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) await precompress()
