import { randomInt } from 'node:crypto'

// The server limits submissions per client address and trusts X-Forwarded-For from loopback, so each
// caller that must not share a limit speaks from an address of its own. The e2e files share one server,
// and a counter restarts in every file: a random start keeps the files' addresses apart.
let next = randomInt(0, 0xffffff)

/** A client address no other caller in this run has used (10.0.0.0/8, never .0 or .255). */
export function newClientAddress(): string {
  next = (next + 1) % 0xffffff
  const hosts = 254
  const host = (next % hosts) + 1
  const network = Math.floor(next / hosts)
  return `10.${(network >> 8) & 255}.${network & 255}.${host}`
}
