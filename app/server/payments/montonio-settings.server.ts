import { type Cents, centsToDecimalString, parseEurosToCents } from '#app/domain/money.ts'
import type { Config } from '#app/server/config.server.ts'

/**
 * Montonio (docs.montonio.com/api/stargate), what every part of its client shares: the keys and addresses,
 * the result of a call (a network failure, a timeout or an error answer is a result with an Estonian
 * message, never a thrown error, so that a route can tell the customer what happened), and amounts, which
 * are integer cents here and decimal euros (two places) on the wire.
 */

export type MontonioKeys = NonNullable<Config['montonio']>

export interface MontonioSettings extends MontonioKeys {
  /** The site's canonical origin (PUBLIC_URL): the return and notification addresses are built on it. */
  publicUrl: string
  /** How long one call to Montonio may take; 10 s by default. */
  timeoutMs?: number
}

/** Where Montonio posts its order and refund notifications (on PUBLIC_URL). */
export const montonioNotificationPath = '/api/payments/montonio'

/** Online payment is offered only with both keys; null without them. */
export function montonioSettings(config: Pick<Config, 'montonio' | 'publicUrl'>): MontonioSettings | null {
  return config.montonio ? { ...config.montonio, publicUrl: config.publicUrl } : null
}

// ---------------------------------------------------------------------------------------------------
// Results

export type MontonioFailureKind = 'timeout' | 'network' | 'server' | 'refused' | 'malformed'

const failureMessages: Record<MontonioFailureKind, string> = {
  timeout: 'Makseteenus ei vastanud õigeaegselt. Palun proovige mõne minuti pärast uuesti.',
  network: 'Makseteenusega ei saanud ühendust. Palun proovige mõne minuti pärast uuesti.',
  server: 'Makseteenuses on ajutine tõrge. Palun proovige mõne minuti pärast uuesti.',
  refused: 'Makseteenus keeldus päringust.',
  malformed: 'Makseteenuse vastus oli arusaamatu. Palun proovige mõne minuti pärast uuesti.',
}

export interface MontonioFailure {
  ok: false
  kind: MontonioFailureKind
  /** Montonio's HTTP status, when it answered. */
  status?: number
  /** What went wrong, for the log (no token, no key); never shown to a customer. */
  detail: string
  /** An Estonian sentence a page may show. */
  message: string
}

export type MontonioResult<T> = ({ ok: true } & T) | MontonioFailure

export function failure(kind: MontonioFailureKind, detail: string, status?: number): MontonioFailure {
  return { ok: false, kind, detail, message: failureMessages[kind], ...(status ? { status } : {}) }
}

// ---------------------------------------------------------------------------------------------------
// Money on the wire

/** Integer cents as Montonio's decimal euros: 1234 → 12.34, exactly (its shortest form is the decimal). */
export function centsToMontonioAmount(cents: Cents): number {
  return Number(centsToDecimalString(cents))
}

/** Montonio's decimal euros (a number, or a numeric string) as cents; null unless exact to the cent. */
export function montonioAmountToCents(value: unknown): Cents | null {
  if (typeof value === 'number') return parseEurosToCents(value)
  if (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim())) return parseEurosToCents(value)
  return null
}

/** The secret key as HS256 takes it: requests are signed with it, Montonio's tokens verified. */
export function montonioSecret(settings: MontonioKeys): Uint8Array {
  return new TextEncoder().encode(settings.secretKey)
}
