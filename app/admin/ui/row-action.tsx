import { Form, useNavigation } from 'react-router'
import { buttonClass } from './button.ts'

/**
 * One row's change in a staff list, a plain form posting the row's `id` to the page's action: the button
 * says `busyText` while this row's post is on its way.
 */
export function RowAction({
  id,
  text,
  busyText,
  label,
}: {
  id: number
  text: string
  busyText: string
  /** The button's name for screen readers, saying which row it changes. */
  label: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(id)
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass.primary} disabled={busy} aria-label={label}>
        {busy ? busyText : text}
      </button>
    </Form>
  )
}
