/**
 * Business accounts (docs/decisions/059-business-accounts.md): a company that applied on /ariklient, the
 * terms staff agreed with it, and its people who sign in to /konto.
 */

/** 'taotlus' until staff decide; 'keeldutud' refused (the company may apply again); 'peatatud' suspended. */
export const customerStatusValues = ['taotlus', 'aktiivne', 'keeldutud', 'peatatud'] as const
export type CustomerStatus = (typeof customerStatusValues)[number]

/** The statuses of a company the quarry knows: another application for its registry code is refused. */
export const openCustomerStatuses = [
  'taotlus',
  'aktiivne',
  'peatatud',
] as const satisfies readonly CustomerStatus[]

export const customerStatusLabels: Record<CustomerStatus, string> = {
  taotlus: 'Taotlus',
  aktiivne: 'Aktiivne',
  keeldutud: 'Keeldutud',
  peatatud: 'Peatatud',
}

/** `admin` may add and remove colleagues; `tellija` may order. */
export const customerRoleValues = ['admin', 'tellija'] as const
export type CustomerRole = (typeof customerRoleValues)[number]

export const customerRoleLabels: Record<CustomerRole, string> = {
  admin: 'Administraator',
  tellija: 'Tellija',
}

/** The longest payment term staff may agree, in days. */
export const maxPaymentTermDays = 120

/** What the order form knows of a signed-in business customer (ADR 059); the server checks it all again. */
export interface OrderAccount {
  companyName: string
  registryCode: string
  vatNumber: string | null
  /** The company's legal address on one line. */
  address: string
  /** The signed-in person, to fill the contact fields. */
  personName: string
  email: string
  phone: string
  /** The agreed net price per tonne of this material, when there is one. */
  agreedPriceCents: number | null
  sites: readonly { id: number; name: string; address: string; distanceTenthsKm: number | null }[]
}

/** What the company's people read of an order the credit check holds for the quarry's decision. */
export const creditHeldText = 'Tellimus ootab krediidiotsust'

/** What the server says when a change of the company's own people refuses it, in the page's language. */
export interface AccountChangeTexts {
  addressNotFound: string
  outOfRange: string
  distanceFailed: string
  tooManySites: string
  siteGone: string
  adminsOnly: string
  userTaken: string
  lastAdmin: string
  personGone: string
}
