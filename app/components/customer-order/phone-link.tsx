import { Phone } from 'lucide-react'
import { useBusiness } from '#app/lib/use-business.ts'

/** The quarry's phone, to call about an order. */
export function PhoneLink() {
  const business = useBusiness()
  return (
    <a
      href={`tel:${business.phoneE164}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
    >
      <Phone aria-hidden="true" className="h-4 w-4" />
      {business.phone}
    </a>
  )
}
