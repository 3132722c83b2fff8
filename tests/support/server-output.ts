import type { ChildProcess } from 'node:child_process'
import { beforeAll } from 'vitest'

/**
 * What a test server writes once the tests begin (its start-up lines are in `output()`), kept apart by
 * stream: read `stdout` and `stderr` inside a test.
 */
export function captureServerOutput(site: { server: { process: ChildProcess } }) {
  const written = { stdout: '', stderr: '' }
  beforeAll(() => {
    site.server.process.stdout?.on('data', (chunk) => {
      written.stdout += chunk
    })
    site.server.process.stderr?.on('data', (chunk) => {
      written.stderr += chunk
    })
  })
  return written
}
