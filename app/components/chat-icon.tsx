import type { ReactNode } from 'react'

/** A line icon of the chat's, in the text's colour and hidden from screen readers; `children` draw it. */
export function ChatIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  )
}
