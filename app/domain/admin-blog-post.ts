import type { BlogStyle } from './blog-styles.ts'

/**
 * A stored post as the blog admin reads it: SPEC §3 'Blog post' (its own field names), plus published.
 * The server gives it, /blogi-admin and its post dialog show it; the times are ISO strings.
 */
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

/** A post in the staff list: everything but its body, which the edit dialog reads when it opens. */
export type AdminBlogPostSummary = Omit<AdminBlogPost, 'sisu'>

/** What /blogi-admin asks of its action, in the form's `intent` field (sign-in has none). */
export const postIntents = ['create', 'update', 'publish', 'unpublish', 'delete'] as const
export type PostIntent = (typeof postIntents)[number]

/** What the action answers to a change of a post. */
export type PostChangeResult =
  | { ok: true; intent: PostIntent }
  | { ok: false; intent: PostIntent | null; error: string }

/** What 'Genereeri sisu' (`intent=generate`) answers the dialog: the draft, or the reason there is none. */
export type DraftAnswer = { ok: true; Pealkiri: string; Sisu: string } | { ok: false; error: string }
