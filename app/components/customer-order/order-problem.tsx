import type { ReactNode } from 'react'
import { HomeLink } from '../home-link.tsx'
import { PhoneLink } from './phone-link.tsx'
import { useCustomerOrderWords } from './words.tsx'

/** The page instead of a customer's order or payment that cannot be shown: why, the phone, the way home. */
export function OrderProblem({ title, children }: { title: string; children: ReactNode }) {
  const { rich } = useCustomerOrderWords()
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{children}</p>
      <p className="mt-4">{rich('questions', { phone: <PhoneLink /> })}</p>
      <HomeLink />
    </section>
  )
}
