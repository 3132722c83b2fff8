import { Mail, Phone } from 'lucide-react'
import type { BusinessInfo } from '#app/content/business.ts'

/**
 * The quarry's phone as a link that dials it, the phone icon before the number. With
 * `numberClassName` the number stands in a span of its own (tabular figures, or hidden on a phone).
 */
export function PhoneLink({
  business,
  className,
  iconClassName = 'h-4 w-4',
  numberClassName,
}: {
  business: Pick<BusinessInfo, 'phone' | 'phoneE164'>
  className: string
  iconClassName?: string
  numberClassName?: string
}) {
  return (
    <a href={`tel:${business.phoneE164}`} className={className}>
      <Phone aria-hidden="true" className={iconClassName} />
      {numberClassName ? <span className={numberClassName}>{business.phone}</span> : business.phone}
    </a>
  )
}

/** The quarry's e-mail address as a link that writes to it, the envelope icon before the address. */
export function EmailLink({
  business,
  className,
  iconClassName = 'h-4 w-4',
}: {
  business: Pick<BusinessInfo, 'email'>
  className: string
  iconClassName?: string
}) {
  return (
    <a href={`mailto:${business.email}`} className={className}>
      <Mail aria-hidden="true" className={iconClassName} />
      {business.email}
    </a>
  )
}
