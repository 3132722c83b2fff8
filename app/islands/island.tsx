import type { ComponentType } from 'react'
import type { PageCacheDeclaration } from '#app/domain/page-cache.ts'
import type { IslandName, IslandProps } from './registry.ts'

/**
 * A part of a public page that runs in the browser (docs/decisions/034-islands.md). The server renders
 * the component inside a wrapper that takes no box of its own, with the component's name and its props
 * as JSON; on a page whose route says `handle.islands`, the islands entry hydrates each wrapper as a
 * React root of its own, and the rest of the page stays the server's HTML. Where React Router hydrates
 * the whole page, the wrapper is just a wrapper.
 *
 * An island's props cross as JSON, so they are plain data. The component may not use React Router's
 * hooks or `useId` (its identifiers would differ in a root of its own): it gets what it needs as props.
 */
export function Island<Name extends IslandName>(props: {
  name: Name
  component: ComponentType<IslandProps<Name>>
  props: IslandProps<Name>
}) {
  const Component = props.component as ComponentType<object>
  return (
    <div className="contents" data-island={props.name} data-props={JSON.stringify(props.props)}>
      <Component {...(props.props as object)} />
    </div>
  )
}

/** A route's `handle` for a page made of islands. */
export const islandsHandle = { islands: true }

/** A page made of islands whose query parameters matter to the page cache. */
export function islandsPage(pageCache: PageCacheDeclaration) {
  return { islands: true, pageCache }
}

/** The page cache's declaration of a page made of islands (none for any other page). */
export function pageCacheOf(matches: readonly { handle?: unknown }[]): PageCacheDeclaration | undefined {
  if (!wantsIslands(matches)) return undefined
  const leaf = matches.at(-1)?.handle as { pageCache?: PageCacheDeclaration } | undefined
  return leaf?.pageCache ?? {}
}

/** Whether this page's route asks for islands instead of a whole-page hydration. */
export function wantsIslands(matches: readonly { handle?: unknown }[]): boolean {
  const leaf = matches.at(-1)?.handle as { islands?: boolean } | undefined
  return leaf?.islands === true
}
