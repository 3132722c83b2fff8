import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's testimonials (SPEC §3: name, position, positionUrl, rating, text); see collection-api.server.ts. */
export const loader = collectionLoader('testimonial')
export const action = collectionAction('testimonial')
