import { Trash2 } from 'lucide-react'
import { ConfirmDialog } from './alert-dialog.tsx'
import { buttonClass } from './button.ts'

/** A list row's delete button, which asks first, since deleting cannot be undone. */
export function DeleteButton({
  label,
  title,
  description,
  disabled,
  onConfirm,
}: {
  label: string
  title: string
  description: string
  disabled: boolean
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      cancelLabel="Tühista"
      confirmLabel="Kustuta"
      onConfirm={onConfirm}
      trigger={
        <button type="button" disabled={disabled} aria-label={label} className={buttonClass.iconDanger}>
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      }
    />
  )
}
