import { type ComponentType, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Hydration of one island (docs/decisions/034-islands.md): the part of the islands entry that needs
 * Preact, in a module of its own, so that a page none of whose islands hydrate at once evaluates no
 * Preact while it loads.
 */

export type AnyComponent = ComponentType<Record<string, unknown>>

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit])
  return null
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

export async function hydrateIsland(element: HTMLElement, Component: AnyComponent): Promise<void> {
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
