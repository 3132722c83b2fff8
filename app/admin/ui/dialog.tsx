import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'

/**
 * A modal form dialog (shadcn's Dialog on Radix): focus moves in and stays there, Escape and the close
 * button end it, the title names it for screen readers. Long forms scroll inside it on a phone.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Sulge',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** A line under the title; without one the dialog is described by its content alone. */
  description?: string
  closeLabel?: string
  children: React.ReactNode
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-graphite/60" />
        <DialogPrimitive.Content
          // Radix warns without a description unless told explicitly that there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="pt-2 text-xl font-bold text-graphite">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-graphite hover:bg-stone-200"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-stone-700">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

/** Closes the dialog it is in; for a form's own 'Tühista' button. */
export const DialogClose = DialogPrimitive.Close
