import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's project references (title, location, date YYYY-MM, description, url, image, imageAlt); see collection-api.server.ts. */
export const loader = collectionLoader('reference')
export const action = collectionAction('reference')
