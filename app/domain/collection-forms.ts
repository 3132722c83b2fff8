import { z } from 'zod'
import { homeCollectionKinds } from './collection-fields.ts'

/**
 * The list form of the home page's collections (/admin/avaleht): one step up or down, or the removal the
 * confirmation page posts, each naming the entry by its collection and id (ADR 036: one schema, one
 * message per rule). The entry's own fields go through its collection's schema, the one the admin API
 * uses (app/server/content/collections.server.ts).
 */

export {
  type HomeCollectionKind,
  homeCollectionKinds,
  type TranslatedCollectionField,
  translatedCollectionFields,
} from './collection-fields.ts'

export const collectionListTexts = {
  entry: 'Vigane kirje.',
  intent: 'Tundmatu toiming.',
  direction: 'Suund peab olema ettepoole või tahapoole.',
} as const

const entry = {
  kind: z.enum(homeCollectionKinds, { error: collectionListTexts.entry }),
  id: z
    .number({ error: collectionListTexts.entry })
    .int({ error: collectionListTexts.entry })
    .min(1, { error: collectionListTexts.entry })
    .max(2_147_483_647, { error: collectionListTexts.entry }),
}

export const collectionListFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('move'),
      ...entry,
      direction: z.enum(['up', 'down'], {
        error: collectionListTexts.direction,
      }),
    }),
    z.object({ intent: z.literal('delete'), ...entry }),
  ],
  { error: collectionListTexts.intent },
)
export type CollectionListForm = z.output<typeof collectionListFormSchema>
