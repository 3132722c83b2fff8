/**
 * The browser's client of the admin product API (SPEC §7). Every call sends the admin headers (JSON
 * content type and the token); any non-OK status throws the spec's error text (SPEC §8), carrying the
 * server's own Estonian explanation and field errors beside it for the page to show.
 */

export interface AdminProduct {
  id: number
  slug: string | null
  name: string
  description: string
  priceEur: number
  published: boolean
  picture: { url: string; altText: string | null } | null
  createdAt: string
  updatedAt: string
}

export interface ProductInput {
  name: string
  description: string
  priceEur: number
}

export type ProductFieldErrors = Partial<Record<keyof ProductInput, string>>

export class AdminApiError extends Error {
  constructor(
    message: string,
    /** The server's `error` text (Estonian), when it sent one. */
    readonly detail?: string,
    readonly fieldErrors?: ProductFieldErrors,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

type Fetch = typeof fetch

const productsPath = '/api/admin/products'

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

async function failure(response: Response | null, message: string): Promise<AdminApiError> {
  const body = (await response?.json().catch(() => null)) as {
    error?: unknown
    fieldErrors?: Record<string, unknown>
  } | null
  const fieldErrors: ProductFieldErrors = {}
  for (const key of ['name', 'description', 'priceEur'] as const) {
    const text = stringField(body?.fieldErrors?.[key])
    if (text) fieldErrors[key] = text
  }
  return new AdminApiError(
    message,
    stringField(body?.error),
    Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined,
  )
}

export function createProductsApi(headers: () => Record<string, string>, fetchImpl: Fetch = fetch) {
  async function call<T>(
    path: string,
    init: { method: string; body?: unknown },
    errorMessage: string,
  ): Promise<T> {
    // A network failure is a failed call like any refusal: the page shows the same message.
    const response = await fetchImpl(path, {
      method: init.method,
      headers: headers(),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    }).catch(() => null)
    if (!response?.ok) throw await failure(response, errorMessage)
    return (await response.json()) as T
  }

  const byId = (id: number, action?: string) =>
    `${productsPath}?id=${encodeURIComponent(id)}${action ? `&action=${action}` : ''}`

  return {
    list: () => call<AdminProduct[]>(productsPath, { method: 'GET' }, 'Failed to fetch products'),
    get: (id: number) => call<AdminProduct>(byId(id), { method: 'GET' }, 'Failed to fetch product'),
    create: (input: ProductInput & { published: boolean }) =>
      call<AdminProduct>(productsPath, { method: 'POST', body: input }, 'Failed to create product'),
    update: (id: number, input: ProductInput) =>
      call<AdminProduct>(byId(id), { method: 'PUT', body: input }, 'Failed to update product'),
    remove: (id: number) => call<unknown>(byId(id), { method: 'DELETE' }, 'Failed to delete product'),
    publish: (id: number) =>
      call<AdminProduct>(byId(id, 'publish'), { method: 'PUT' }, 'Failed to publish product'),
    unpublish: (id: number) =>
      call<AdminProduct>(byId(id, 'unpublish'), { method: 'PUT' }, 'Failed to unpublish product'),
    addPicture: (id: number, picture: { url: string; altText?: string }) =>
      call<AdminProduct>(byId(id, 'picture'), { method: 'POST', body: picture }, 'Failed to add picture'),
    /** The upload's refusal is the server's own text (SPEC §8), else 'Failed to upload file'. */
    async upload(file: { base64: string; fileName: string; contentType: string }): Promise<{ url: string }> {
      try {
        const result = await call<{ url?: unknown }>(
          '/api/admin/upload',
          {
            method: 'POST',
            body: { file: file.base64, fileName: file.fileName, contentType: file.contentType },
          },
          'Failed to upload file',
        )
        const url = stringField(result.url)
        if (!url) throw new AdminApiError('Failed to upload file')
        return { url }
      } catch (error) {
        if (error instanceof AdminApiError && error.detail)
          throw new AdminApiError(error.detail, error.detail)
        throw error
      }
    },
  }
}

export type ProductsApi = ReturnType<typeof createProductsApi>

/** The file's bytes as base64 without the `data:…;base64,` prefix, as the upload call wants them. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const result = String(reader.result)
      resolve(result.slice(result.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('Failed to upload file'))
    reader.readAsDataURL(file)
  })
}

/** Price as the form typed it: a number not below 0, else null ('Vigane hind'). */
export function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(',', '.')
  if (normalized === '' || !/^\d+(\.\d+)?$/.test(normalized)) return null
  const value = Number(normalized)
  return Number.isFinite(value) && value >= 0 ? value : null
}
