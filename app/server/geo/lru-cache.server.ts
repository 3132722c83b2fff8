/** A small least-recently-used cache with an age limit, in this process's memory. */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>()
  readonly #maxEntries: number
  readonly #ttlMs: number
  readonly #now: () => number

  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries
    this.#ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= this.#now()) return undefined
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs })
    while (this.#entries.size > this.#maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value as string)
    }
  }

  get size(): number {
    return this.#entries.size
  }

  clear(): void {
    this.#entries.clear()
  }
}
