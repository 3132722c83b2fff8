import type { CustomerRole, CustomerStatus } from '#app/domain/customer-account.ts'

/** A material as the agreed-price fields show it: its public net price per tonne beside the field. */
export interface PricedProductView {
  id: number
  name: string
  priceCents: number
  published: boolean
}

/** A person of the company who signs in to /konto. */
export interface CustomerPersonView {
  id: number
  email: string
  name: string
  role: CustomerRole
}

/** What the staff's customer page shows above its forms: the company, its application and decision. */
export interface CustomerSummaryView {
  id: number
  name: string
  status: CustomerStatus
  registryCode: string
  vatNumber: string | null
  address: string
  contactName: string
  email: string
  phone: string
  /** Whether the company applied on /ariklient (else staff added it). */
  applied: boolean
  /** When it applied or staff added it, 'dd.mm.yyyy hh:mm' in Tallinn. */
  createdAt: string
  requestedTermDays: number | null
  applicationNote: string | null
  decisionNote: string | null
  decidedBy: string | null
  decidedAt: string | null
  version: number
}

/** The forms of the customer pages. */
export type CustomerFormIntent = 'terms' | 'decision' | 'add-user' | 'remove-user'

/**
 * A refused form: its first problem in words, each field's message, and what was typed, shown again
 * (without JavaScript the answer is a new page).
 */
export interface CustomerActionData {
  intent: CustomerFormIntent
  error: string
  fieldErrors: Record<string, string>
  typed: Record<string, string>
}
