import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.server.ts'

describe('createRateLimiter', () => {
  it('allows the limit within a window, refuses the next, and starts afresh after the window', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    const at = 1_000_000
    expect([1, 2, 3].map(() => limiter.hit('a', at).allowed)).toEqual([true, true, true])
    expect(limiter.hit('a', at + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b', at + 10_000).allowed).toBe(true)
    expect(limiter.hit('a', at + 60_000).allowed).toBe(true)
  })

  it('peeks without counting: refuses once the limit is used up, until the window ends', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    const at = 1_000_000
    expect(limiter.peek('a', at)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    limiter.hit('a', at)
    expect(limiter.peek('a', at).allowed).toBe(true)
    expect(limiter.peek('a', at).allowed).toBe(true)
    limiter.hit('a', at)
    expect(limiter.peek('a', at + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.peek('a', at + 60_000).allowed).toBe(true)
  })

  it('keeps its memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 })
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`, 0)
    // The newest key still counts: its second attempt in the window is refused.
    expect(limiter.hit('k99', 1).allowed).toBe(false)
  })
})
