import { reopenPending } from '#app/components/chat-continuity.ts'

/**
 * The parts of a public page that run in the browser (docs/decisions/034-islands.md), each by the name
 * its server-rendered wrapper carries. A page's islands entry downloads only the components its page has.
 */
export const islandComponents = {
  'chat-widget': () => import('#app/components/chat-widget.tsx').then((module) => module.ChatWidget),
  'inquiry-form': () => import('#app/components/inquiry-form.tsx').then((module) => module.InquiryForm),
  'photo-gallery': () => import('#app/components/photo-gallery.tsx').then((module) => module.PhotoGallery),
  'quarry-map': () => import('#app/components/quarry-map.tsx').then((module) => module.QuarryMap),
  'calculator-form': () =>
    import('#app/components/calculator-form.tsx').then((module) => module.CalculatorForm),
  'order-form': () => import('#app/components/order-form.tsx').then((module) => module.OrderForm),
  'share-button': () => import('#app/components/share-button.tsx').then((module) => module.ShareButton),
}

export type IslandName = keyof typeof islandComponents

/**
 * The islands that wait for the visitor: they hydrate, and their code is fetched, only when they come
 * near the screen or the visitor touches or focuses them. A form or a gallery further down the page
 * costs a phone nothing while the page loads. An island that waits must render something on the server:
 * what comes near the screen is its markup.
 */
export const islandsHydratedWhenNear: ReadonlySet<IslandName> = new Set<IslandName>([
  'inquiry-form',
  'order-form',
  'photo-gallery',
  'quarry-map',
])

/**
 * The islands that wait until the visitor reaches for them (points at, touches, focuses or types into
 * them), though they are on the screen: the chat launcher is on every page and the article's share button
 * at its top, and neither does anything until it is used. A click that comes while the island is still
 * hydrating is held and given to it when it works (the share sheet and the clipboard still see the
 * visitor's tap: a browser allows them for seconds after it). The function says when an island hydrates at
 * once instead (the chat reopening after a link of its panel).
 */
export const islandsHydratedOnUse: ReadonlyMap<IslandName, () => boolean> = new Map<
  IslandName,
  () => boolean
>([
  ['chat-widget', reopenPending],
  ['share-button', () => false],
])

/**
 * The rest hydrate as soon as the page is idle: the calculator is its page. The header and the toasts are
 * not islands (site-header.tsx, toast.tsx).
 */

export type IslandProps<Name extends IslandName> = React.ComponentProps<
  Awaited<ReturnType<(typeof islandComponents)[Name]>>
>
