// Debian's Chromium and the flags this machine needs (DESIGN.md §11): the e2e tests, the audit and the
// system-package check all start the same browser.
export const defaultChromiumPath = '/usr/bin/chromium'
export const chromiumPath = process.env.CHROME_PATH ?? defaultChromiumPath

/** Without the networking flags Chromium keeps calling Google's hosts, which this network refuses. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
