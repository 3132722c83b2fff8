import { followSectionLinks } from '#app/components/section-navigation.ts'
import { onceNear } from '#app/lib/once-near.ts'
import type { AnyComponent } from './hydrate.tsx'
import {
  type IslandName,
  islandComponents,
  islandsHydratedOnUse,
  islandsHydratedWhenNear,
} from './registry.ts'

/**
 * The browser entry of a public page (docs/decisions/034-islands.md), built by vite.islands.config.ts on
 * Preact's React-compatible layer: each server-rendered island becomes a root of its own; the rest of the
 * page is the server's HTML and plain links.
 *
 * The islands that hydrate at once (registry.ts) do so one after another once the page is idle, then
 * `<html>` is marked `data-hydrated`. Those further down (`islandsHydratedWhenNear`) hydrate when they come
 * within a screen's height of the viewport; those on the screen that open nothing until used
 * (`islandsHydratedOnUse`) when the visitor reaches for them. Either kind hydrates at once when the visitor
 * touches, clicks or focuses into it. Each island's wrapper is marked `data-hydrated` when its island works.
 * Preact and the hydration itself (hydrate.tsx) are loaded with the first island that hydrates.
 */

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandComponents, name)
}

async function loadIsland(element: HTMLElement): Promise<AnyComponent> {
  const name = element.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island ${name}`)
  return (await islandComponents[name]()) as AnyComponent
}

const hydration = () => import('./hydrate.tsx')

async function loadAndHydrate(element: HTMLElement, code: Promise<AnyComponent> = loadIsland(element)) {
  try {
    const [{ hydrateIsland }, Component] = await Promise.all([hydration(), code])
    await hydrateIsland(element, Component)
  } catch (error) {
    console.error(error)
  }
}

/** Gives the browser its turn between two islands: each hydrates in a short task of its own. */
function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/** What says a visitor reaches into an island; pointing at one counts for an island that waits for use. */
const visitorEvents = ['pointerdown', 'focusin', 'keydown'] as const
const useEvents = [...visitorEvents, 'pointerover'] as const

/**
 * Hydrates the island once the visitor reaches into it or, with `near`, once it comes within a screen's
 * height of the viewport. An island that waits for use holds a click that comes before it works (a tap
 * starts its hydration and clicks at once) and gives it to the island when it does.
 */
function hydrateLater(element: HTMLElement, near: boolean) {
  let started = false
  let heldClick: EventTarget | null = null
  let stopWatching = () => {}
  const events = near ? visitorEvents : useEvents
  function holdClick(event: Event) {
    event.preventDefault()
    event.stopPropagation()
    heldClick = event.target
  }
  function start() {
    if (started) return
    started = true
    stopWatching()
    for (const type of events) element.removeEventListener(type, start, true)
    void loadAndHydrate(element).then(() => {
      element.removeEventListener('click', holdClick, true)
      heldClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    })
  }
  for (const type of events) element.addEventListener(type, start, true)
  if (!near) element.addEventListener('click', holdClick, true)
  // The wrapper takes no box of its own (`display: contents`): its children are what can be seen.
  else stopWatching = onceNear(Array.from(element.children), '100% 0px', start)
}

async function start() {
  followSectionLinks()
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
  const nameOf = (element: HTMLElement) => element.dataset.island as IslandName
  const waitsForUse = (element: HTMLElement) => islandsHydratedOnUse.get(nameOf(element))?.() === false
  const waitsUntilNear = (element: HTMLElement) => islandsHydratedWhenNear.has(nameOf(element))
  const now = elements.filter((element) => !waitsForUse(element) && !waitsUntilNear(element))
  // These islands' code is asked for at once; they hydrate one after another, in page order.
  const code = now.map((element) => {
    const loaded = loadIsland(element)
    loaded.catch(() => {})
    return loaded
  })
  for (const [index, element] of now.entries()) {
    await loadAndHydrate(element, code[index])
    await yieldToBrowser()
  }
  // The browser tests wait for this mark instead of for a quiet network.
  document.documentElement.dataset.hydrated = ''
  for (const element of elements) {
    if (waitsUntilNear(element)) hydrateLater(element, true)
    else if (waitsForUse(element)) hydrateLater(element, false)
  }
}

void start()
