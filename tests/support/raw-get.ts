import { request } from 'node:http'

/**
 * A GET with the path exactly as written: fetch would resolve the dot segments before sending. The body
 * is decoded as `encoding` (latin1 keeps every byte of a binary answer).
 */
export function rawGet(
  baseUrl: string,
  rawPath: string,
  encoding: BufferEncoding = 'utf8',
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding(encoding)
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
