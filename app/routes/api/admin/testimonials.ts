import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's testimonials (SPEC §3: name, position, positionUrl, rating, text); see collection-api.server.ts. */
const testimonials = {
  kind: 'testimonial',
  path: '/api/admin/testimonials',
  texts: {
    invalidId: 'Vigane tagasiside number',
    missingId: 'Tagasiside number (id) puudub',
    notFound: 'Tagasisidet ei leitud',
  },
} as const

export const loader = collectionLoader(testimonials)
export const action = collectionAction(testimonials)
