import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's partner links (name, url, logo or null); see collection-api.server.ts. */
const partners = {
  kind: 'partner',
  path: '/api/admin/partners',
  texts: {
    invalidId: 'Vigane partneri number',
    missingId: 'Partneri number (id) puudub',
    notFound: 'Partnerit ei leitud',
  },
} as const

export const loader = collectionLoader(partners)
export const action = collectionAction(partners)
