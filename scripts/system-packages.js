// The suite needs programs npm cannot install: Debian's Chromium, for the end-to-end tests and the
// audit, a Java runtime for the Nu HTML checker (vnu-jar brings the checker, not Java; the spelling
// test's hunspell and dictionary come from npm), and Saxon-HE, the Java XSLT 2.0 processor that the
// European Commission's EN 16931 schematron for e-invoices is run with, and poppler's pdftotext, which
// reads the PDFs' text back, and Debian's Russian and British English hunspell dictionaries for the
// spelling of the translated pages. On a fresh machine
// `npm ci && npm test` must still pass, so as root with apt-get it is installed here; otherwise the run
// stops at once with the command that installs it, instead of failing later in the browser tests.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { defaultChromiumPath } from './chromium.js'

function onPath(program) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, program)))
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Where Debian's libsaxonhe-java puts Saxon-HE. */
export const saxonJar = '/usr/share/java/Saxon-HE.jar'

function isReadable(file) {
  try {
    accessSync(file, constants.R_OK)
    return true
  } catch {
    return false
  }
}

/** The Debian packages the suite needs that this machine lacks. */
export function missingPackages() {
  const missing = []
  if (!process.env.CHROME_PATH && !isExecutable(defaultChromiumPath)) missing.push('chromium')
  if (!onPath('java')) missing.push('default-jre-headless')
  if (!isReadable(saxonJar)) missing.push('libsaxonhe-java')
  // pdftotext reads the text of the PDFs the site makes back in the tests.
  if (!onPath('pdftotext')) missing.push('poppler-utils')
  // The Russian and English pages' spelling is checked with Debian's dictionaries (ADR 060).
  if (!isReadable('/usr/share/hunspell/ru_RU.dic')) missing.push('hunspell-ru')
  if (!isReadable('/usr/share/hunspell/en_GB.dic')) missing.push('hunspell-en-gb')
  return missing
}

/** Returns nothing when all is there or was installed; otherwise one line to print, saying what to do. */
export function ensureSystemPackages() {
  // A Chromium of one's own is the user's choice: installing Debian's would not make it appear there.
  const chromePath = process.env.CHROME_PATH
  if (chromePath && !isExecutable(chromePath)) {
    return `CHROME_PATH=${chromePath} is not an executable: point it at Chromium, or unset it to use Debian's (apt-get install -y chromium)`
  }
  const missing = missingPackages()
  if (missing.length === 0) return undefined
  const install = `apt-get install -y ${missing.join(' ')}`
  const plural = missing.length > 1 ? 's' : ''
  const root = process.getuid?.() === 0
  if (!root || !onPath('apt-get')) {
    return `The tests need the Debian package${plural} ${missing.join(', ')}: ${root ? '' : 'sudo '}${install}`
  }
  console.info(`Installing the Debian package${plural} the tests need: apt-get update && ${install}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8' })
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr)
      return `apt-get ${args[0]} failed: run ${install} by hand`
    }
  }
  const still = missingPackages()
  return still.length > 0 ? `Still missing after apt-get: ${still.join(', ')}` : undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = ensureSystemPackages()
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
