import { describe, expect, it } from 'vitest'
import { jsonOrNull, onlyPost, readLimitedText } from './request-body.server.ts'

function streamed(parts: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder()
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[pulled++]
      if (part === undefined) controller.close()
      else controller.enqueue(encoder.encode(part))
    },
  })
  const request = new Request('http://localhost/api', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('readLimitedText', () => {
  it('reads a body in parts, as UTF-8 across the parts', async () => {
    const { request } = streamed(['{"küsimus":"kruus', ' või killustik?"}'])
    expect(await readLimitedText(request, 100)).toBe('{"küsimus":"kruus või killustik?"}')
  })

  it('gives up past the limit without reading the rest', async () => {
    const { request, pulled } = streamed(['x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60)])
    expect(await readLimitedText(request, 100)).toBeNull()
    expect(pulled()).toBeLessThan(4)
  })

  it('refuses by Content-Length before reading, and reads no body as empty', async () => {
    const { request, pulled } = streamed(['{}'], { 'Content-Length': '5000' })
    expect(await readLimitedText(request, 100)).toBeNull()
    // A stream fills its queue once by itself; nothing is read beyond that.
    expect(pulled()).toBeLessThanOrEqual(1)
    expect(request.bodyUsed).toBe(false)
    expect(await readLimitedText(new Request('http://localhost/api', { method: 'POST' }), 100)).toBe('')
  })
})

describe('jsonOrNull and onlyPost', () => {
  it('parses JSON, and gives null for none or for broken JSON', () => {
    expect(jsonOrNull('{"a":[1]}')).toEqual({ a: [1] })
    expect(jsonOrNull('')).toBeNull()
    expect(jsonOrNull(null)).toBeNull()
    expect(jsonOrNull('{"a":')).toBeNull()
  })

  it('answers 405 with Allow: POST in Estonian', async () => {
    const response = onlyPost()
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Lubatud on ainult POST' })
  })
})
