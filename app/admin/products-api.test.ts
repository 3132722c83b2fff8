import { describe, expect, it } from 'vitest'
import { AdminApiError, createProductsApi, parsePrice } from './products-api.ts'

/** A stand-in for the network (not for any module of ours): records calls, answers as told. */
function network(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return answer(url, init)
  }) as typeof fetch
  return { calls, fetchImpl }
}

const headers = () => ({ 'Content-Type': 'application/json', 'X-Admin-Token': 't0ken' })

describe('admin products API client', () => {
  it('sends the admin headers and the SPEC §7 methods, paths and bodies', async () => {
    const { calls, fetchImpl } = network(() => Response.json({ id: 7 }))
    const api = createProductsApi(headers, fetchImpl)
    await api.list()
    await api.get(7)
    await api.create({ name: 'A', description: 'B', priceEur: 4.5, published: true })
    await api.update(7, { name: 'A', description: 'B', priceEur: 5 })
    await api.remove(7)
    await api.publish(7)
    await api.unpublish(7)
    await api.addPicture(7, { url: '/media/a.webp', altText: 'Liiv' })
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/admin/products',
      'GET /api/admin/products?id=7',
      'POST /api/admin/products',
      'PUT /api/admin/products?id=7',
      'DELETE /api/admin/products?id=7',
      'PUT /api/admin/products?id=7&action=publish',
      'PUT /api/admin/products?id=7&action=unpublish',
      'POST /api/admin/products?id=7&action=picture',
    ])
    expect(
      calls.every((call) => (call.init.headers as Record<string, string>)['X-Admin-Token'] === 't0ken'),
    ).toBe(true)
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({
      name: 'A',
      description: 'B',
      priceEur: 4.5,
      published: true,
    })
    expect(calls[0]?.init.body).toBeUndefined()
  })

  it('throws the spec texts on any non-OK status, with the server explanation beside them', async () => {
    const { fetchImpl } = network(() =>
      Response.json(
        { error: 'Vigased andmed', fieldErrors: { priceEur: 'Hind peab olema number' } },
        { status: 400 },
      ),
    )
    const api = createProductsApi(headers, fetchImpl)
    const expected: [() => Promise<unknown>, string][] = [
      [() => api.list(), 'Failed to fetch products'],
      [() => api.get(1), 'Failed to fetch product'],
      [
        () => api.create({ name: 'A', description: 'B', priceEur: 1, published: false }),
        'Failed to create product',
      ],
      [() => api.update(1, { name: 'A', description: 'B', priceEur: 1 }), 'Failed to update product'],
      [() => api.remove(1), 'Failed to delete product'],
      [() => api.publish(1), 'Failed to publish product'],
      [() => api.unpublish(1), 'Failed to unpublish product'],
      [() => api.addPicture(1, { url: '/x' }), 'Failed to add picture'],
    ]
    for (const [run, message] of expected) {
      const error = await run().catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AdminApiError)
      expect((error as AdminApiError).message).toBe(message)
      expect((error as AdminApiError).detail).toBe('Vigased andmed')
      expect((error as AdminApiError).fieldErrors).toEqual({ priceEur: 'Hind peab olema number' })
    }
  })

  it('gives the server error of an upload, or "Failed to upload file"', async () => {
    const refused = createProductsApi(
      headers,
      network(() => Response.json({ error: 'Fail ei ole pilt.' }, { status: 415 })).fetchImpl,
    )
    await expect(
      refused.upload({ base64: 'AA==', fileName: 'a.txt', contentType: 'text/plain' }),
    ).rejects.toThrow('Fail ei ole pilt.')
    const silent = createProductsApi(headers, network(() => new Response('', { status: 500 })).fetchImpl)
    await expect(
      silent.upload({ base64: 'AA==', fileName: 'a.png', contentType: 'image/png' }),
    ).rejects.toThrow('Failed to upload file')
    const offline = createProductsApi(headers, (async () => {
      throw new TypeError('network')
    }) as typeof fetch)
    await expect(offline.list()).rejects.toThrow('Failed to fetch products')
  })

  it('uploads base64 with name and type and returns the url', async () => {
    const { calls, fetchImpl } = network(() => Response.json({ url: '/media/ab.webp' }))
    const api = createProductsApi(headers, fetchImpl)
    expect(await api.upload({ base64: 'AA==', fileName: 'a.png', contentType: 'image/png' })).toEqual({
      url: '/media/ab.webp',
    })
    expect(calls[0]?.url).toBe('/api/admin/upload')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      file: 'AA==',
      fileName: 'a.png',
      contentType: 'image/png',
    })
  })
})

describe('parsePrice', () => {
  it('takes numbers not below 0, with a point or a comma', () => {
    expect(parsePrice('9.5')).toBe(9.5)
    expect(parsePrice('9,5')).toBe(9.5)
    expect(parsePrice('0')).toBe(0)
    expect(parsePrice(' 12 ')).toBe(12)
  })
  it('refuses what is not a price', () => {
    for (const text of ['', '-1', 'abc', '1e3', 'NaN', 'Infinity', '1.2.3'])
      expect(parsePrice(text)).toBeNull()
  })
})
