/**
 * The product as the staff pages and the admin product API show it (SPEC §3 'Product', plus its page and
 * times); the times are ISO strings.
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

/** What the staff product pages ask of their action, in the form's `intent` field. */
export const productIntents = ['create', 'update', 'picture', 'publish', 'unpublish', 'delete'] as const
export type ProductIntent = (typeof productIntents)[number]

/** What the action answers to a change of a product. */
export type ProductChangeResult =
  | { ok: true; intent: ProductIntent; product: AdminProduct | null }
  | { ok: false; intent: ProductIntent | null; error: string; fieldErrors?: Record<string, string> }
