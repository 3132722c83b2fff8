// Seeded pseudo-random numbers: every picture draws from a generator seeded by its key, so a re-run
// produces the same SVG and therefore the same image bytes.

/** A 32-bit hash of a string (cyrb53 folded to 32 bits). */
export function hashString(text) {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/** mulberry32 with a few conveniences. */
export function createRandom(seedText) {
  let state = hashString(String(seedText))
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rnd = {
    next,
    /** Uniform in [min, max). */
    range: (min, max) => min + (max - min) * next(),
    /** Integer in [min, max]. */
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Approximately normal (sum of three uniforms). */
    gauss: (mean = 0, sd = 1) => mean + sd * ((next() + next() + next()) * 2 - 3),
    /** A seed for feTurbulence. */
    seed: () => Math.floor(next() * 1000),
    /** Pick by weights: [[value, weight], ...]. */
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [value, w] of entries) {
        r -= w
        if (r <= 0) return value
      }
      return entries[entries.length - 1][0]
    },
    /** A child generator, so adding draws in one part of a picture does not reshuffle the rest. */
    fork: (label) => createRandom(`${seedText}/${label}`),
  }
  return rnd
}
