/**
 * Calls `callback` once, when any of `elements` comes within `margin` of the viewport (an
 * IntersectionObserver's `rootMargin`), or at once where IntersectionObserver is missing. Returns a
 * function that stops watching. The islands entry uses it for the islands that wait until they are near
 * the screen; components (the map, the gallery) through useNearViewport.
 */
export function onceNear(elements: readonly Element[], margin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      callback()
    },
    { rootMargin: margin },
  )
  for (const element of elements) observer.observe(element)
  return () => observer.disconnect()
}
