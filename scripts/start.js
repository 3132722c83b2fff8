// `npm start`: build when the sources changed, then serve the production build
// (server.js migrates and seeds the database before it listens).
import { ensureBuild } from './ensure-build.js'

ensureBuild()
await import('../server.js')
