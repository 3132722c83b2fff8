import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { coalescedStream } from './coalesced-stream.server.ts'

/** What the stream gives its reader, piece by piece, until the end. */
function collect(stream: ReturnType<typeof coalescedStream>) {
  const pieces: string[] = []
  stream.on('data', (piece: Buffer) => pieces.push(piece.toString()))
  return { pieces, ended: once(stream, 'end') }
}

describe('coalescedStream', () => {
  it('joins what is written in one turn of the event loop into one piece', async () => {
    const stream = coalescedStream()
    const { pieces, ended } = collect(stream)
    for (const part of ['<!DOCTYPE html>', '<html lang="et">', '<body>', 'Ülevaade', '</body></html>'])
      stream.write(Buffer.from(part))
    stream.end()
    await ended
    expect(pieces).toEqual(['<!DOCTYPE html><html lang="et"><body>Ülevaade</body></html>'])
  })

  it('sends each turn’s writes as they come, in order, without waiting for the end', async () => {
    const stream = coalescedStream()
    const { pieces, ended } = collect(stream)
    stream.write(Buffer.from('<main>'))
    stream.write(Buffer.from('<p>Laen…</p>'))
    // The shell is out before the rest of the page is written (a Suspense boundary resolving later).
    await new Promise<void>((resolve) => stream.once('data', () => resolve()))
    expect(pieces).toEqual(['<main><p>Laen…</p>'])
    stream.write(Buffer.from('<template>tooted</template>'))
    stream.write(Buffer.from('</main>'))
    stream.end()
    await ended
    expect(pieces).toEqual(['<main><p>Laen…</p>', '<template>tooted</template></main>'])
  })

  it('calls onEnd once when the writer ends, and sends nothing empty', async () => {
    let ends = 0
    const stream = coalescedStream(() => {
      ends += 1
    })
    const { pieces, ended } = collect(stream)
    stream.end()
    await ended
    expect(ends).toBe(1)
    expect(pieces).toEqual([])
  })
})
