import { beforeEach } from 'vitest'
import { GeoProviderError } from '#app/server/geo/geo-error.server.ts'
import {
  type RecordedRequest,
  type ReplayServer,
  type Reply,
  startReplayServer,
} from '../fixtures/geo/replay-server.ts'
import { openedForFile } from './file-fixture.ts'

/**
 * One replay server (the stand-in for In-AKS, OSRM and Google) for a whole test file: started before
 * the first test, its recorded requests cleared before each, closed after the last.
 */
export function setupReplayServer(): ReplayServer {
  const started = openedForFile('The replay server starts', startReplayServer, (server) => server.close())
  beforeEach(() => {
    started().requests.length = 0
  })
  return {
    get url() {
      return started().url
    },
    get requests() {
      return started().requests
    },
    reply: (handler: (request: RecordedRequest) => Reply) => started().reply(handler),
    close: () => started().close(),
  }
}

/** The GeoProviderError a provider call fails with; fails the test if it succeeds or fails otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<GeoProviderError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof GeoProviderError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}
