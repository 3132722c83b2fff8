import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's partner links (name, url, logo or null); see collection-api.server.ts. */
export const loader = collectionLoader('partner')
export const action = collectionAction('partner')
