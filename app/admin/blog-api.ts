import { readFileAsBase64 } from './products-api.ts'

/**
 * The browser's client of the blog posts API and of 'Genereeri sisu' (SPEC §7). Every call sends the
 * admin headers; a refusal throws a BlogApiError carrying the server's own Estonian `error`, so the page
 * can put the spec's toast text first and the server's reason where the spec asks for it.
 */

/** SPEC §3: the stored style values and the labels staff read. */
export const blogStyles = [
  { value: 'informatiivne', label: 'Informatiivne' },
  { value: 'nõuandev', label: 'Nõuandev' },
  { value: 'teoreetiline', label: 'Teoreetiline' },
] as const

export type BlogStyle = (typeof blogStyles)[number]['value']

export function styleLabel(style: string): string {
  return blogStyles.find((item) => item.value === style)?.label ?? style
}

export function isBlogStyle(value: string): value is BlogStyle {
  return blogStyles.some((item) => item.value === value)
}

export interface AdminBlogPost {
  id: number
  pealkiri: string
  teema: string
  stiil: BlogStyle
  sisu: string
  image_url: string | null
  published: boolean
  created_at: string
  updated_at: string
}

/** A post in the staff list, without its body (read with `get` when the post is edited). */
export type AdminBlogPostSummary = Omit<AdminBlogPost, 'sisu'>

export interface BlogPostInput {
  pealkiri: string
  teema: string
  stiil: BlogStyle
  sisu: string
  /** Absent when editing keeps the stored picture; null takes it off the post. */
  image_url?: string | null
  published: boolean
}

export class BlogApiError extends Error {
  constructor(
    /** The server's `error` text, when it sent one. */
    readonly detail?: string,
  ) {
    super(detail ?? 'Blog API call failed')
    this.name = 'BlogApiError'
  }
}

const postsPath = '/api/admin/blog-posts'

export function createBlogApi(headers: () => Record<string, string>, fetchImpl: typeof fetch = fetch) {
  async function call<T>(path: string, method: string, body?: unknown): Promise<T> {
    // A network failure is a failed call like any refusal.
    const response = await fetchImpl(path, {
      method,
      headers: headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    }).catch(() => null)
    if (!response?.ok) {
      const answer = (await response?.json().catch(() => null)) as { error?: unknown } | null
      throw new BlogApiError(typeof answer?.error === 'string' && answer.error ? answer.error : undefined)
    }
    return (await response.json()) as T
  }

  const byId = (id: number, action?: string) =>
    `${postsPath}?id=${encodeURIComponent(id)}${action ? `&action=${action}` : ''}`

  return {
    list: () => call<AdminBlogPost[]>(postsPath, 'GET'),
    get: (id: number) => call<AdminBlogPost>(byId(id), 'GET'),
    create: (input: BlogPostInput) => call<AdminBlogPost>(postsPath, 'POST', input),
    update: (id: number, input: BlogPostInput) => call<AdminBlogPost>(byId(id), 'PUT', input),
    setPublished: (id: number, published: boolean) =>
      call<AdminBlogPost>(byId(id, published ? 'publish' : 'unpublish'), 'PUT'),
    remove: (id: number) => call<unknown>(byId(id), 'DELETE'),
    async upload(file: File): Promise<string> {
      const result = await call<{ url?: unknown }>('/api/admin/upload', 'POST', {
        file: await readFileAsBase64(file),
        fileName: file.name,
        contentType: file.type,
      })
      if (typeof result.url !== 'string' || !result.url) throw new BlogApiError()
      return result.url
    },
    /** SPEC §7 generateBlogContent: {Pealkiri, Teema, Stiil} → {Pealkiri, Sisu}. */
    async generate(request: { Pealkiri: string; Teema: string; Stiil: string }) {
      const answer = await call<{ Pealkiri?: unknown; Sisu?: unknown }>(
        '/api/functions/generateBlogContent',
        'POST',
        request,
      )
      if (typeof answer.Sisu !== 'string' || !answer.Sisu.trim()) throw new BlogApiError()
      return {
        Pealkiri: typeof answer.Pealkiri === 'string' && answer.Pealkiri.trim() ? answer.Pealkiri : undefined,
        Sisu: answer.Sisu,
      }
    },
  }
}

export type BlogApi = ReturnType<typeof createBlogApi>

/** The toast text of a failed generation: the server's reason inside the spec's sentence, one period. */
export function generationFailureText(detail: string | undefined): string {
  const reason = (detail ?? 'tundmatu viga').trim().replace(/[.\s]+$/, '')
  return `Ei saanud sisu genereerida: ${reason}.`
}
