import { collectionAction, collectionLoader } from '#app/server/content/collection-api.server.ts'

/** The home page's gallery pictures (image, alt, caption); see collection-api.server.ts. */
const gallery = {
  kind: 'gallery',
  path: '/api/admin/gallery',
  texts: {
    invalidId: 'Vigane pildi number',
    missingId: 'Pildi number (id) puudub',
    notFound: 'Pilti ei leitud',
  },
} as const

export const loader = collectionLoader(gallery)
export const action = collectionAction(gallery)
