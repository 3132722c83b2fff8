import { Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClass } from '#app/admin/ui/button.ts'

export function PrintButton() {
  // The button prints with JavaScript only; without it, the browser's own print does the same.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
      <Printer aria-hidden="true" className="h-4 w-4" />
      Prindi
    </button>
  )
}
