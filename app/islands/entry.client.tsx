import { type ComponentType, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { followSectionLinks } from '#app/components/section-navigation.ts'
import { type IslandName, islandComponents, islandsHydratedWhenNear } from './registry.ts'

/**
 * The browser entry of a public page (docs/decisions/034-islands.md), built by vite.islands.config.ts on
 * Preact's React-compatible layer: each server-rendered island becomes a root of its own; the rest of the
 * page is the server's HTML and plain links.
 *
 * The islands on every screen hydrate one after another once the page is idle, then `<html>` is marked
 * `data-hydrated`. The others (`islandsHydratedWhenNear`) hydrate when they come within a screen's height
 * of the viewport, or at once when the visitor touches, clicks or focuses into one. Each island's wrapper
 * is marked `data-hydrated` when its island works.
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

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What the visitor left in a field: the chosen options, the check mark or the text. */
type Entry = { field: Field; apply: () => void }

/**
 * What the visitor typed or chose in an island while it was still server HTML. Hydration may put the
 * server's values back into the fields (Preact does for a select), and the components' state starts
 * from the server's values either way.
 */
function visitorEntries(element: HTMLElement): Entry[] {
  const entries: Entry[] = []
  for (const field of Array.from(element.querySelectorAll<Field>('input, select, textarea'))) {
    if (field instanceof HTMLSelectElement) {
      const chosen = Array.from(field.options).map((option) => option.selected)
      if (Array.from(field.options).some((option, index) => chosen[index] !== option.defaultSelected))
        entries.push({
          field,
          apply: () => {
            for (const [index, option] of Array.from(field.options).entries())
              option.selected = chosen[index] ?? false
          },
        })
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button the choice moved away from says nothing: the one now checked does.
      const checked = field.checked
      if (checked !== field.defaultChecked && (field.type === 'checkbox' || checked))
        entries.push({
          field,
          apply: () => {
            field.checked = checked
          },
        })
    } else if (field.value !== field.defaultValue) {
      const value = field.value
      entries.push({
        field,
        apply: () => {
          field.value = value
        },
      })
    }
  }
  return entries
}

/** Puts the visitor's entries back and tells the components, by the events their handlers listen to. */
function restoreEntries(entries: Entry[]) {
  for (const { field, apply } of entries) {
    apply()
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

async function hydrateIsland(element: HTMLElement, Component: AnyComponent): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const entries = visitorEntries(element)
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <>
        <Component {...props} />
        <Committed onCommit={resolve} />
      </>,
    )
  })
  restoreEntries(entries)
  element.dataset.hydrated = ''
}

async function loadAndHydrate(element: HTMLElement, code: Promise<AnyComponent> = loadIsland(element)) {
  try {
    await hydrateIsland(element, await code)
  } catch (error) {
    console.error(error)
  }
}

/** Gives the browser its turn between two islands: each hydrates in a short task of its own. */
function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

const visitorEvents = ['pointerdown', 'focusin', 'keydown'] as const

/** Hydrates the island once it comes within a screen's height of the viewport or the visitor reaches into it. */
function hydrateWhenNear(element: HTMLElement) {
  let started = false
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start()
          },
          { rootMargin: '100% 0px' },
        )
  function start() {
    if (started) return
    started = true
    observer?.disconnect()
    for (const type of visitorEvents) element.removeEventListener(type, start, true)
    void loadAndHydrate(element)
  }
  for (const type of visitorEvents) element.addEventListener(type, start, true)
  if (!observer) return start()
  // The wrapper takes no box of its own (`display: contents`): its children are what can be seen.
  for (const child of Array.from(element.children)) observer.observe(child)
}

async function start() {
  followSectionLinks()
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
  const waiting = elements.filter((element) =>
    islandsHydratedWhenNear.has(element.dataset.island as IslandName),
  )
  const now = elements.filter((element) => !waiting.includes(element))
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
  for (const element of waiting) hydrateWhenNear(element)
}

void start()
