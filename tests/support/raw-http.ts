import { connect } from 'node:net'

/**
 * HTTP below the client libraries: bytes written to a TCP socket exactly as given, and the answers read
 * back as bytes. fetch and node:http would fix up what the tests mean to send broken (a missing Host, an
 * HTTP/1.0 request line, a length that disagrees with the body, two requests in one write).
 */

export interface RawExchangeOptions {
  /** Pieces written one after another, `pauseMs` apart: a slow client, or requests pipelined. */
  pauseMs?: number
  /** Close our side for writing after the last piece (a half-closed connection). */
  halfClose?: boolean
  /** Stop reading once the connection has been quiet this long (a kept-alive connection stays open). */
  idleMs?: number
  /**
   * Once quiet for `idleMs`, close our side for writing instead of stopping, and read on until the
   * server closes (or `timeoutMs`): a client that has said all it will, waiting for the server's last
   * word. A server that neither answers nor closes then ends the exchange in 'timeout'.
   */
  endWhenQuiet?: boolean
  /** Give up after this long in all. */
  timeoutMs?: number
}

export interface RawExchange {
  /** Everything the server wrote. */
  bytes: Buffer
  /** How the exchange ended: the server closed, it reset the connection, or we stopped waiting. */
  ended: 'closed' | 'reset' | 'idle' | 'timeout'
}

export function rawExchange(
  port: number,
  pieces: (string | Buffer)[],
  options: RawExchangeOptions = {},
): Promise<RawExchange> {
  const { pauseMs = 0, halfClose = false, idleMs = 1_000, timeoutMs = 10_000, endWhenQuiet = false } = options
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    let settled = false
    let idle: NodeJS.Timeout | undefined
    const finish = (ended: RawExchange['ended']) => {
      if (settled) return
      settled = true
      clearTimeout(idle)
      clearTimeout(overall)
      socket.destroy()
      resolve({ bytes: Buffer.concat(chunks), ended })
    }
    const overall = setTimeout(() => finish('timeout'), timeoutMs)
    const quiet = () => {
      clearTimeout(idle)
      idle = setTimeout(() => {
        if (!endWhenQuiet) finish('idle')
        else if (!socket.writableEnded) socket.end()
      }, idleMs)
    }
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      quiet()
    })
    socket.on('end', () => finish('closed'))
    socket.on('close', () => finish('closed'))
    socket.on('error', () => finish('reset'))
    socket.on('connect', async () => {
      for (const [index, piece] of pieces.entries()) {
        if (settled || socket.destroyed) return
        if (index > 0 && pauseMs > 0) await new Promise((done) => setTimeout(done, pauseMs))
        socket.write(piece)
      }
      if (halfClose && !socket.destroyed) socket.end()
      quiet()
    })
  })
}

export interface RawResponse {
  version: string
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * The answers in the bytes, pipelined ones one after another: framed by Content-Length, chunked encoding,
 * or the end of the connection. Statuses 1xx (100 Continue) are answers of their own.
 */
export function parseResponses(bytes: Buffer, headRequests = 0): RawResponse[] {
  const responses: RawResponse[] = []
  let at = 0
  let heads = headRequests
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at)
    if (headEnd === -1) break
    const [statusLine = '', ...lines] = bytes.subarray(at, headEnd).toString('latin1').split('\r\n')
    const match = /^(HTTP\/\d\.\d) (\d{3})/.exec(statusLine)
    if (!match) break
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon > 0) {
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value
      }
    }
    const status = Number(match[2])
    let bodyStart = headEnd + 4
    let body: Buffer = Buffer.alloc(0)
    const bodiless = status < 200 || status === 204 || status === 304 || heads > 0
    if (status >= 200 && heads > 0) heads -= 1
    if (bodiless) {
      // no body
    } else if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
      const parts: Buffer[] = []
      for (;;) {
        const sizeEnd = bytes.indexOf('\r\n', bodyStart)
        if (sizeEnd === -1) {
          bodyStart = bytes.length
          break
        }
        const size = Number.parseInt(bytes.subarray(bodyStart, sizeEnd).toString('latin1'), 16)
        if (!Number.isFinite(size)) {
          bodyStart = bytes.length
          break
        }
        bodyStart = sizeEnd + 2
        if (size === 0) {
          const trailerEnd = bytes.indexOf('\r\n', bodyStart)
          bodyStart = trailerEnd === -1 ? bytes.length : trailerEnd + 2
          break
        }
        parts.push(bytes.subarray(bodyStart, bodyStart + size))
        bodyStart += size + 2
      }
      body = Buffer.concat(parts)
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      body = bytes.subarray(bodyStart, bodyStart + length)
      bodyStart += length
    } else {
      body = bytes.subarray(bodyStart)
      bodyStart = bytes.length
    }
    responses.push({ version: match[1]!, status, headers, body })
    at = bodyStart
  }
  return responses
}

/** One request, sent as written, with `Connection: close` semantics left to the caller. */
export async function rawRequest(port: number, text: string, options: RawExchangeOptions = {}) {
  const { bytes } = await rawExchange(port, [text], options)
  const [response] = parseResponses(bytes, /^HEAD /.test(text) ? 1 : 0)
  if (!response) throw new Error(`No answer to ${JSON.stringify(text.slice(0, 80))}: ${bytes.length} bytes`)
  return { ...response, text: response.body.toString('utf8') }
}
