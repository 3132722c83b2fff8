import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { calculateMaterial } from '#app/domain/calculator.ts'
import * as format from '#app/domain/format.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { quote, withVatCents } from '#app/domain/quote.ts'
import { estimatedRoadMetres } from '#app/server/geo/geo-service.server.ts'
import { builtinPlaces } from '#app/server/geo/towns.server.ts'
import { material, seedCatalogueUnpublishing } from '../support/catalogue.ts'
import { newSessionId, plain, postChat } from '../support/chat-webhook.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The built-in adviser against questions as customers write them (tests/adviser/questions.json), through
 * the chat webhook of the production build with the built-in towns. Each answer must contain the
 * question's facts; every figure among them is computed here by app/domain, never taken from the
 * adviser. The suite fails below 95 % answered correctly. `npm run adviser:eval` prints the rate per
 * category and every miss.
 */

interface Case {
  category: string
  q: string
  facts: string[]
  refuse?: string[]
  /** Facts that must appear exactly once (a family's shared problem, said once). */
  once?: string[]
  history?: string[]
}

const { questions } = JSON.parse(readFileSync('tests/adviser/questions.json', 'utf8')) as {
  questions: Case[]
}

const unpublishedSlug = 'kruusaveeris-64-100'

const site = setupServer({
  env: { GEO_PROVIDER: 'builtin' },
  prepare: (db) => seedCatalogueUnpublishing(db, unpublishedSlug),
})

function tenthsKmTo(name: string): number {
  const place = builtinPlaces.find((candidate) => candidate.name === name)
  if (!place) throw new Error(`no built-in place ${name}`)
  return metresToTenthsKm(estimatedRoadMetres(business.coordinates, place))
}

const number = (formatted: string) => plain(formatted).replace(/\s*(€\/t|€|km|t)$/, '')

/** A fact with its figures filled in by app/domain. */
function resolve(fact: string): string {
  return fact.replace(/\{([^}]+)\}/g, (_, token: string) => {
    const [kind, ...args] = token.split(':')
    if (kind === 'net') return format.formatPriceNumber(material(args[0] ?? '').priceCents)
    if (kind === 'gross')
      return number(format.formatEurPerTonne(withVatCents(material(args[0] ?? '').priceCents)))
    if (kind === 'km') return number(format.formatKm(tenthsKmTo(args[0] ?? '')))
    if (kind === 'total') {
      const [slug, tonnes, town] = args
      const q = quote({
        unitPriceCents: material(slug ?? '').priceCents,
        quantityTonnes: Number(tonnes),
        delivery:
          town && town !== '-'
            ? { option: 'delivery', distanceTenthsKm: tenthsKmTo(town) }
            : { option: 'self' },
      })
      return number(format.formatEur(q.totalCents))
    }
    if (kind === 't') {
      const [slug, width, length, depth] = args
      const result = calculateMaterial({
        density: material(slug ?? '').densityTonnesPerCubicMetre,
        width: width ?? '',
        length: length ?? '',
        depth: depth ?? '',
      })
      if (!result.ok) throw new Error(result.error)
      return number(format.formatTonnes(result.weightTonnes))
    }
    throw new Error(`unknown fact ${token}`)
  })
}

async function ask(sessionId: string, question: string): Promise<string> {
  const { response, json } = await postChat(site.url, {
    action: 'sendMessage',
    sessionId,
    chatInput: question,
  })
  expect(response.status).toBe(200)
  return plain(String(json.output ?? ''))
}

interface Outcome {
  question: Case
  answer: string
  missing: string[]
}

function judge(question: Case, answer: string): string[] {
  const lower = answer.toLocaleLowerCase('et')
  const missing = question.facts.map(resolve).filter((fact) => !lower.includes(fact.toLocaleLowerCase('et')))
  for (const fact of question.refuse ?? [])
    if (lower.includes(resolve(fact).toLocaleLowerCase('et'))) missing.push(`not: ${fact}`)
  for (const fact of question.once ?? []) {
    const count = lower.split(resolve(fact).toLocaleLowerCase('et')).length - 1
    if (count > 1) missing.push(`once: ${fact} (${count}×)`)
  }
  return missing
}

describe('the built-in adviser on the question set', () => {
  it('answers at least 150 questions in three languages, 95 % of them correctly', {
    timeout: 180_000,
  }, async () => {
    expect(questions.length).toBeGreaterThanOrEqual(150)
    expect(new Set(questions.map((question) => question.category))).toEqual(
      new Set([
        'price',
        'family',
        'quote',
        'quantity',
        'job',
        'availability',
        'hours',
        'delivery',
        'contact',
        'facts',
        'smalltalk',
        'followup',
        'ru',
        'en',
      ]),
    )
    const outcomes: Outcome[] = []
    for (const question of questions) {
      const sessionId = newSessionId()
      for (const earlier of question.history ?? []) await ask(sessionId, earlier)
      const answer = await ask(sessionId, question.q)
      outcomes.push({ question, answer, missing: judge(question, answer) })
    }
    const correct = outcomes.filter((outcome) => outcome.missing.length === 0).length
    const rate = correct / outcomes.length
    if (process.env.ADVISER_EVAL) {
      const categories = [...new Set(outcomes.map((outcome) => outcome.question.category))]
      const rows = categories.map((category) => {
        const inCategory = outcomes.filter((outcome) => outcome.question.category === category)
        const right = inCategory.filter((outcome) => outcome.missing.length === 0).length
        return `${category.padEnd(13)} ${String(right).padStart(3)}/${String(inCategory.length).padEnd(3)} ${Math.round((100 * right) / inCategory.length)} %`
      })
      const misses = outcomes
        .filter((outcome) => outcome.missing.length > 0)
        .map(
          (outcome) =>
            `✗ [${outcome.question.category}] ${outcome.question.q}\n  puudu: ${outcome.missing.join(' | ')}\n  vastus: ${outcome.answer.replace(/\n/g, '\n          ')}`,
        )
      console.info(
        [
          ...rows,
          `${'kokku'.padEnd(13)} ${correct}/${outcomes.length} ${(100 * rate).toFixed(1)} %`,
          '',
          ...misses,
        ].join('\n'),
      )
    }
    expect(rate).toBeGreaterThanOrEqual(0.95)
  })
})
