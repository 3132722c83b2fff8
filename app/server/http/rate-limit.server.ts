/**
 * Fixed-window counters per key (client address hash, username …), in this process's memory. Several
 * processes each count on their own, which only makes the limit a little looser; it is abuse control,
 * not accounting.
 */
export interface RateLimiter {
  /** Counts one attempt; tells whether it is within the limit and when the window ends. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number }
  /** Tells whether one more attempt would be within the limit, without counting it. */
  peek(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number }
  reset(key?: string): void
}

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  maxKeys?: number
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  const maxKeys = options.maxKeys ?? 50_000
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key)
      if (!window || now - window.start >= options.windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k)
          // Still full of live windows: forget the oldest rather than grow without bound.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      return {
        allowed: window.count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
      }
    },
    peek(key, now = Date.now()) {
      const window = windows.get(key)
      if (!window || now - window.start >= options.windowMs) return { allowed: true, retryAfterSeconds: 0 }
      return {
        allowed: window.count < options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
      }
    },
    reset(key) {
      if (key === undefined) windows.clear()
      else windows.delete(key)
    },
  }
}

export const tooManyRequestsMessage =
  'Liiga palju katseid lühikese aja jooksul. Palun proovige mõne minuti pärast uuesti või helistage meile.'
