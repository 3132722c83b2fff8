/**
 * The admin's button looks, as class names: native buttons and links stay themselves, so a link that
 * looks like a button is still a link. Tap targets of at least 44 px (DESIGN.md §9).
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

export const buttonClass = {
  primary: `${base} bg-accent text-white hover:bg-accent-hover`,
  secondary: `${base} border border-stone-400 bg-white text-graphite hover:bg-stone-100`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  icon: 'inline-flex h-11 w-11 items-center justify-center rounded-md text-graphite hover:bg-stone-200',
  iconDanger:
    'inline-flex h-11 w-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-60',
} as const
