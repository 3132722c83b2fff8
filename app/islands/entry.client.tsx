import { type ComponentType, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { followSectionLinks } from '#app/components/section-navigation.ts'
import { type IslandName, islandComponents } from './registry.ts'

/**
 * The browser entry of a public page (docs/decisions/034-islands.md), built by vite.islands.config.ts on
 * Preact's React-compatible layer: each server-rendered island becomes a root of its own; the rest of the
 * page is the server's HTML and plain links.
 */

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit])
  return null
}

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandComponents, name)
}

type AnyComponent = ComponentType<Record<string, unknown>>

async function loadIsland(element: HTMLElement): Promise<AnyComponent> {
  const name = element.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island ${name}`)
  return (await islandComponents[name]()) as AnyComponent
}

async function hydrateIsland(element: HTMLElement, Component: AnyComponent): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <>
        <Component {...props} />
        <Committed onCommit={resolve} />
      </>,
    )
  })
}

/** Gives the browser its turn between two islands: each hydrates in a short task of its own. */
function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

async function start() {
  followSectionLinks()
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
  // Every island's code is asked for at once; they hydrate one after another, in page order.
  const components = elements.map((element) => Promise.allSettled([loadIsland(element)]))
  for (const [index, element] of elements.entries()) {
    const [loaded] = (await components[index]) ?? []
    try {
      if (loaded?.status !== 'fulfilled') throw loaded?.reason
      await hydrateIsland(element, loaded.value)
    } catch (error) {
      console.error(error)
    }
    await yieldToBrowser()
  }
  // The browser tests wait for this mark instead of for a quiet network.
  document.documentElement.dataset.hydrated = ''
}

void start()
