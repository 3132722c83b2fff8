import * as ReactDOM from 'react-dom'

/**
 * Asks for the first screen's picture with high priority: React's server render puts such a preload at
 * the very start of the document. Only the server's render matters: by the time the browser renders, the
 * picture is on its way, and the islands' Preact (docs/decisions/034-islands.md) has no resource hints.
 */
export function preloadPicture(href: string, options: { type: string; srcSet: string; sizes: string }) {
  if (!import.meta.env.SSR) return
  ReactDOM.preload(href, {
    as: 'image',
    type: options.type,
    imageSrcSet: options.srcSet,
    imageSizes: options.sizes,
    fetchPriority: 'high',
  })
}
