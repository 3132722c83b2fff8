/**
 * The parts of a public page that run in the browser (docs/decisions/034-islands.md), each by the name
 * its server-rendered wrapper carries. A page's islands entry downloads only the components its page has.
 */
export const islandComponents = {
  'site-header': () => import('#app/components/site-header.tsx').then((module) => module.SiteHeader),
  'chat-widget': () => import('#app/components/chat-widget.tsx').then((module) => module.ChatWidget),
  toaster: () => import('#app/components/toast.tsx').then((module) => module.LazyToaster),
  'inquiry-form': () => import('#app/components/inquiry-form.tsx').then((module) => module.InquiryForm),
  'photo-gallery': () => import('#app/components/photo-gallery.tsx').then((module) => module.PhotoGallery),
  'quarry-map': () => import('#app/components/quarry-map.tsx').then((module) => module.QuarryMap),
  'calculator-form': () =>
    import('#app/components/calculator-form.tsx').then((module) => module.CalculatorForm),
  'order-form': () => import('#app/components/order-form.tsx').then((module) => module.OrderForm),
  'share-button': () => import('#app/components/share-button.tsx').then((module) => module.ShareButton),
}

export type IslandName = keyof typeof islandComponents

export type IslandProps<Name extends IslandName> = React.ComponentProps<
  Awaited<ReturnType<(typeof islandComponents)[Name]>>
>
