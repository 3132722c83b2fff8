import { describe, expect, it } from 'vitest'
import { readAfterArrival } from './read-after-arrival.server.ts'

/** A read the test finishes by hand: each call is recorded with the means to answer it. */
function controlledReads() {
  const calls: { resolve: (value: number) => void; reject: (error: Error) => void }[] = []
  const read = () =>
    new Promise<number>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { calls, read }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('readAfterArrival', () => {
  it('a caller alone starts a read of its own', async () => {
    const { calls, read } = controlledReads()
    const shared = readAfterArrival(read)
    const first = shared()
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(1)
    expect(await first).toBe(1)
    const second = shared()
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(2)
    expect(await second).toBe(2)
  })

  it('callers that come during a read share the next one, never the read under way', async () => {
    const { calls, read } = controlledReads()
    const shared = readAfterArrival(read)
    const first = shared()
    const late = [shared(), shared(), shared()]
    // Nothing starts beside the read under way.
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(1)
    expect(await first).toBe(1)
    await settled()
    expect(calls).toHaveLength(2)
    // One who comes now, during the second read, waits for a third.
    const later = shared()
    calls[1]!.resolve(2)
    expect(await Promise.all(late)).toEqual([2, 2, 2])
    await settled()
    expect(calls).toHaveLength(3)
    calls[2]!.resolve(3)
    expect(await later).toBe(3)
  })

  it('a read that fails fails its sharers only; the next caller reads again', async () => {
    const { calls, read } = controlledReads()
    const shared = readAfterArrival(read)
    const first = shared()
    const late = shared()
    calls[0]!.resolve(1)
    await first
    await settled()
    calls[1]!.reject(new Error('the database did not answer'))
    await expect(late).rejects.toThrow('the database did not answer')
    const after = shared()
    expect(calls).toHaveLength(3)
    calls[2]!.resolve(3)
    expect(await after).toBe(3)
  })
})
