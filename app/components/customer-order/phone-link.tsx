import { useBusiness } from '#app/lib/use-business.ts'
import { PhoneLink as QuarryPhoneLink } from '../contact-links.tsx'

/** The quarry's phone, to call about an order. */
export function PhoneLink() {
  const business = useBusiness()
  return (
    <QuarryPhoneLink
      business={business}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
    />
  )
}
