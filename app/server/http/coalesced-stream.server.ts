import { Transform } from 'node:stream'

/**
 * A document's bytes as React writes them, joined per turn of the event loop.
 *
 * React writes a rendered page in pieces of 2 KB, each flush of the render as one synchronous burst. Each
 * piece then crossed a web stream, the compression stream (one zlib call each) and the socket on its own:
 * about a sixth of the overview's time on the server (docs/decisions/050-staff-pages-cheaper-to-render.md).
 * Joined, a page goes out as one piece; a page that streams (a Suspense boundary that resolves later)
 * still sends each of React's flushes as soon as React makes it. Node's streams have no such step of
 * their own: `cork()` joins writes only for a writable's own `_writev`, and the pieces here cross
 * readable streams on the way.
 */
export function coalescedStream(onEnd: () => void = () => {}): Transform {
  let pending: Buffer[] = []
  let scheduled = false
  const release = (stream: Transform) => {
    scheduled = false
    if (pending.length === 0) return
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    stream.push(joined)
  }
  // Each piece is taken at once, whatever the reader has not read yet: React then finishes the page
  // rather than waiting on a slow reader, and a page is at most some tens of kilobytes.
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(release, this)
      }
      callback()
    },
    flush(callback) {
      onEnd()
      release(this)
      callback()
    },
  })
}
