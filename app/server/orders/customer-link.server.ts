import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * The customer's own page of an order, `/tellimus/{token}`. The token is an HMAC-SHA256 of a random
 * 128-bit salt under the site's signing secret (256 bits, base64url): the database keeps the salt and
 * the token's SHA-256, never the token, so a copy of the database alone opens no order page, while every
 * later mail can carry the same link again. Renewing the signing secret ends every link.
 */

export interface CustomerLink {
  salt: string
  token: string
  hash: string
}

export function customerToken(signingSecret: string, salt: string): string {
  return createHmac('sha256', signingSecret).update(`tellimus:${salt}`).digest('base64url')
}

export function customerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newCustomerLink(signingSecret: string): CustomerLink {
  const salt = randomBytes(16).toString('base64url')
  const token = customerToken(signingSecret, salt)
  return { salt, token, hash: customerTokenHash(token) }
}

/** The link of an order that has a salt. */
export function customerUrl(publicUrl: string, signingSecret: string, salt: string): string {
  return `${publicUrl}/tellimus/${customerToken(signingSecret, salt)}`
}

/** What a token in an address may look like: base64url of 32 bytes. Anything else is not looked up. */
export function plausibleToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}
