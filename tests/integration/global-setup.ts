import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createDatabaseTemplate } from '../support/database-template.ts'

let template: Awaited<ReturnType<typeof createDatabaseTemplate>> | undefined

/**
 * Several integration tests start the production build (server process, bundle checks): build it when
 * the sources changed, as `npm test` does, so `npm run test:integration` never tests a stale build/.
 * Then the database template the test servers start from.
 */
export async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The production build failed')
  template = await createDatabaseTemplate()
  project.provide('databaseTemplate', template.dir)
}

export async function teardown() {
  await template?.dispose()
}
