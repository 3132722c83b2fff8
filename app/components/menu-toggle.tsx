import { Menu, X } from 'lucide-react'

/**
 * The button that opens and closes a phone-width menu that is a native popover (`popovertarget`): the
 * browser opens and closes it, closes it on Escape or a tap outside, returns focus here and tells
 * assistive technology whether it is expanded, before any script has run and without one. Its icon and
 * name follow `:popover-open` in CSS, so the header it stands in must be a Tailwind `group`. The public
 * header and the staff bar share it.
 */
export function MenuToggle({
  menuId,
  className,
  labels = { open: 'Ava menüü', close: 'Sulge menüü' },
}: {
  menuId: string
  className: string
  /** The button's name while the menu is closed and while it is open (Estonian unless given). */
  labels?: { open: string; close: string }
}) {
  return (
    <button
      type="button"
      popoverTarget={menuId}
      aria-controls={menuId}
      className={`site-menu-toggle ${className}`}
    >
      <Menu aria-hidden="true" className="h-6 w-6 group-has-[:popover-open]:hidden" />
      <X aria-hidden="true" className="hidden h-6 w-6 group-has-[:popover-open]:block" />
      <span className="sr-only group-has-[:popover-open]:hidden">{labels.open}</span>
      <span className="sr-only hidden group-has-[:popover-open]:inline">{labels.close}</span>
    </button>
  )
}
