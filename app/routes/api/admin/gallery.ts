import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's gallery pictures (image, alt, caption); see collection-api.server.ts. */
export const loader = collectionLoader('gallery')
export const action = collectionAction('gallery')
