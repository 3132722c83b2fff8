/** The quarry's mark: a heap of material under the horizon. Decorative; the name is beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f2124" />
      <path d="M4 24 L13 11 L18 17 L21 13 L28 24 Z" fill="#dcc592" />
      <path d="M13 11 L16 15 L13.5 15 Z M21 13 L23 16 L20.5 16 Z" fill="#f5eedf" />
      <circle cx="24" cy="8" r="2.5" fill="#c2410c" />
    </svg>
  )
}
