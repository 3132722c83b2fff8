import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's project references (title, location, date YYYY-MM, description, url, image, imageAlt); see collection-api.server.ts. */
const references = {
  kind: 'reference',
  path: '/api/admin/references',
  texts: {
    invalidId: 'Vigane projekti number',
    missingId: 'Projekti number (id) puudub',
    notFound: 'Projekti ei leitud',
  },
} as const

export const loader = collectionLoader(references)
export const action = collectionAction(references)
