import { Mail, Phone } from 'lucide-react'

/** A customer's phone and e-mail as links that call and write, side by side where there is room. */
export function ContactLinks({ phone, email }: { phone: string; email: string }) {
  return (
    <div className="flex flex-wrap gap-x-6">
      <a
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
      >
        <Phone aria-hidden="true" className="h-4 w-4" />
        {phone}
      </a>
      <a
        href={`mailto:${email}`}
        className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-accent-hover underline"
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {email}
      </a>
    </div>
  )
}
