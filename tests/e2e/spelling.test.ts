import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicPages } from '../../scripts/public-pages.js'
import { baseUrl } from './browser.ts'

/**
 * Every word a visitor can read on the public pages, checked with hunspell and Debian's Estonian
 * dictionary (myspell-et). Words the dictionary lacks but that are right (names, units, the spec's
 * English texts) are listed in tests/spelling/words.txt.
 */
const allowed = new Set(
  readFileSync(path.join(import.meta.dirname, '..', 'spelling', 'words.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
)

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;|&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

function words(text: string): string[] {
  const found = text.match(/[\p{L}][\p{L}'’-]*[\p{L}]|[\p{L}]/gu) ?? []
  return [...new Set(found.map((word) => word.replace(/^-+|-+$/g, '')).filter((word) => word.length > 1))]
}

describe('Estonian spelling', () => {
  it('knows every word of the public pages', async () => {
    const unknown = new Map<string, string>()
    for (const page of [...publicPages, '/olematu-leht']) {
      const response = await fetch(`${baseUrl()}${page}`)
      const list = words(visibleText(await response.text())).filter((word) => !allowed.has(word))
      const output = execFileSync('hunspell', ['-d', 'et_EE', '-l'], {
        input: list.join('\n'),
        encoding: 'utf8',
      })
      for (const word of output.split('\n').filter((line) => line && !allowed.has(line))) {
        if (!unknown.has(word)) unknown.set(word, page)
      }
    }
    expect([...unknown].map(([word, page]) => `${word} (${page})`)).toEqual([])
  })
})
