import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { materials } from '#app/content/materials.ts'
import { formatEur, formatPriceNumber } from '#app/domain/format.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { quote } from '#app/domain/quote.ts'
import { ChatCompletionError, createChatCompletion } from '#app/server/ai/chat-completions.server.ts'
import { estimatedRoadMetres } from '#app/server/geo/geo-service.server.ts'
import { builtinPlaces } from '#app/server/geo/towns.server.ts'
import {
  type ChatCompletionsPeer,
  completion,
  type PeerAnswer,
  type RecordedRequest,
  startChatCompletionsPeer,
  toolCall,
} from '../support/chat-completions-peer.ts'
import { newSessionId, plain, postChat } from '../support/chat-webhook.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The AI adviser: the production server with AI_BASE_URL pointing at a local chat-completions endpoint
 * that answers in OpenAI's recorded format. Figures must come from our tools; every failure of the AI
 * service must end in the built-in adviser's answer.
 */

const lastUser = (request: RecordedRequest) =>
  [...request.body.messages].reverse().find((message) => message.role === 'user')?.content ?? ''
const toolResults = (request: RecordedRequest) =>
  request.body.messages.filter((message) => message.role === 'tool')

/** The scripted model: what it does depends on a word in the visitor's question. */
function model(request: RecordedRequest): PeerAnswer {
  const question = lastUser(request)
  const results = toolResults(request)
  if (question.includes('[katki]'))
    return { status: 500, json: { error: { message: 'The server had an error', type: 'server_error' } } }
  if (question.includes('[segane]')) return { json: { choices: [{ message: { tool_calls: 'nope' } }] } }
  if (question.includes('[tekst]')) return { text: '<html>Bad gateway</html>' }
  if (question.includes('[aeglane]')) return { hang: true }
  if (question.includes('[ring]')) {
    return {
      json: completion({ content: null, tool_calls: [toolCall(`call_${results.length}`, 'catalogue', {})] }),
    }
  }
  if (results.length === 0) {
    return {
      json: completion({
        content: null,
        tool_calls: [
          toolCall('call_quote', 'quote', { material: 'sõelutud kruus', tonnes: 10, place: 'Tapa' }),
        ],
      }),
    }
  }
  const facts = JSON.parse(results[0]?.content ?? '{}') as { kokku?: string; transport?: string }
  // A model that adds up the price itself and gets it wrong.
  if (question.includes('[vale]'))
    return {
      json: completion({
        content: `10 tonni sõelutud kruusa Tapale maksab koos transpordiga (${facts.transport}) kokku 99,00 €.`,
      }),
    }
  return {
    json: completion({
      content: `10 tonni sõelutud kruusa Tapale maksab koos transpordiga (${facts.transport}) kokku ${facts.kokku}. [Telli siit](/soelutud-kruus#order-form)`,
    }),
  }
}

let peer: ChatCompletionsPeer

beforeAll(async () => {
  peer = await startChatCompletionsPeer(model)
})

afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  env: () => ({
    GEO_PROVIDER: 'builtin',
    AI_BASE_URL: peer.url,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
  }),
})

function expectedTapaQuote() {
  const tapa = builtinPlaces.find((place) => place.name === 'Tapa')!
  const distanceTenthsKm = metresToTenthsKm(estimatedRoadMetres(business.coordinates, tapa))
  const screened = materials.find((material) => material.slug === 'soelutud-kruus')!
  return quote({
    unitPriceCents: screened.priceCents,
    quantityTonnes: 10,
    delivery: { option: 'delivery', distanceTenthsKm },
  })
}

async function ask(chatInput: string, sessionId = newSessionId()) {
  const before = peer.requests.length
  const { response, json } = await postChat(site.url, { action: 'sendMessage', sessionId, chatInput })
  return { response, output: plain(String(json.output ?? '')), requests: peer.requests.slice(before) }
}

describe('the AI adviser with tools', () => {
  it('runs the model’s quote tool with our own pricing and returns the model’s final text', async () => {
    const { response, output, requests } = await ask('Palju maksab 10 tonni sõelutud kruusa Tapale?')
    expect(response.status).toBe(200)
    const expected = expectedTapaQuote()
    expect(output).toBe(
      `10 tonni sõelutud kruusa Tapale maksab koos transpordiga (${plain(formatEur(expected.transportCents))}) kokku ${plain(formatEur(expected.totalCents))}. [Telli siit](/soelutud-kruus#order-form)`,
    )
    expect(requests).toHaveLength(2)
    const [first, second] = requests as [RecordedRequest, RecordedRequest]
    expect(first.headers.authorization).toBe('Bearer test-key')
    expect(first.body.model).toBe('test-model')
    expect(first.body.tools?.map((tool) => tool.function.name)).toEqual(['catalogue', 'quote', 'distance'])
    expect(first.body.messages[0]?.role).toBe('system')
    expect(first.body.messages[0]?.content).toContain('ainult nii, nagu tööriistad')
    // The money side as the built-in adviser states it: the payment term staff keep, no 'Maksa kohe'
    // without Montonio's keys.
    expect(first.body.messages[0]?.content).toContain(
      `Arve maksetähtaeg on ${business.paymentTermDays} päeva`,
    )
    expect(first.body.messages[0]?.content).not.toContain('Maksa kohe')
    const [result] = toolResults(second)
    expect(result?.tool_call_id).toBe('call_quote')
    const facts = JSON.parse(result?.content ?? '{}')
    expect(facts).toMatchObject({
      nimetus: 'Sõelutud kruus',
      kogus: '10 t',
      koht: 'Tapa linn, Lääne-Viru maakond',
      kaup: formatEur(expected.productCents),
      summaIlmaKaibemaksuta: formatEur(expected.netCents),
      kaibemaks24: formatEur(expected.vatCents),
      kokku: formatEur(expected.totalCents),
      tellimisvorm: '/soelutud-kruus#order-form',
    })
  })

  it('sends the session’s earlier messages with the next question, and stores the AI answers', async () => {
    const sessionId = newSessionId()
    const first = await ask('Palju maksab 10 tonni sõelutud kruusa Tapale?', sessionId)
    const second = await ask('Ja kas see on kohe saadaval?', sessionId)
    const history = second.requests[0]?.body.messages.map((message) => [message.role, message.content])
    expect(history?.slice(1)).toEqual([
      ['user', 'Palju maksab 10 tonni sõelutud kruusa Tapale?'],
      ['assistant', expect.stringContaining('kokku')],
      ['user', 'Ja kas see on kohe saadaval?'],
    ])
    const { json } = await postChat(site.url, { action: 'loadPreviousSession', sessionId })
    const contents = (json.data as { kwargs: { content: string } }[]).map((item) =>
      plain(item.kwargs.content),
    )
    expect(contents[1]).toBe(first.output)
    expect(contents).toHaveLength(4)
  })
})

describe('when the AI service fails the built-in adviser answers', () => {
  const builtinKillustik = `Killustik: ${formatPriceNumber(800)} €/t ilma käibemaksuta`

  it.each([
    ['an error status', 'killustiku hind [katki]'],
    ['a malformed reply', 'killustiku hind [segane]'],
    ['a reply that is not JSON', 'killustiku hind [tekst]'],
    ['a model that never stops calling tools', 'killustiku hind [ring]'],
  ])('%s', async (_name, question) => {
    const { response, output, requests } = await ask(question)
    expect(response.status).toBe(200)
    expect(output).toContain(builtinKillustik)
    expect(output).toContain('9,92 €/t')
    expect(requests.length).toBeGreaterThan(0)
  })

  it('a model whose answer states a price no tool gave', async () => {
    const { response, output, requests } = await ask('Palju maksab 10 tonni sõelutud kruusa Tapale? [vale]')
    expect(response.status).toBe(200)
    // The model did call the quote tool, then invented the total: the built-in receipt answers.
    expect(requests).toHaveLength(2)
    expect(output).not.toContain('99,00 €')
    expect(output).toContain(`Kokku koos käibemaksuga: ${plain(formatEur(expectedTapaQuote().totalCents))}`)
  })

  it('a model that never stops calling tools gets at most four rounds of tools and a last call without them', async () => {
    const { requests } = await ask('killustiku hind [ring]')
    expect(requests).toHaveLength(5)
    expect(requests.at(-1)?.body.tools).toBeUndefined()
    expect(requests[0]?.body.tools).toBeDefined()
  })

  it('a service that does not answer in time', { timeout: 30_000 }, async () => {
    const started = Date.now()
    const { response, output } = await ask('killustiku hind [aeglane]')
    expect(response.status).toBe(200)
    expect(output).toContain(builtinKillustik)
    expect(Date.now() - started).toBeLessThan(20_000)
  })
})

describe('the chat-completions client', () => {
  const config = (url: string, apiKey?: string) => ({
    baseUrl: url,
    apiKey,
    model: 'test-model',
    timeoutMs: 90_000,
  })
  const messages = [{ role: 'user' as const, content: 'Tere' }]

  it('maps failures to Estonian messages', async () => {
    const failures: [string, string, string][] = [
      ['[katki]', 'status', 'AI-teenus vastas veaga.'],
      ['[segane]', 'malformed', 'AI-teenuse vastus oli arusaamatu.'],
      ['[tekst]', 'malformed', 'AI-teenuse vastus oli arusaamatu.'],
    ]
    for (const [marker, kind, message] of failures) {
      const error = await createChatCompletion(config(peer.url), {
        messages: [{ role: 'user', content: marker }],
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ChatCompletionError)
      expect((error as ChatCompletionError).kind).toBe(kind)
      expect((error as ChatCompletionError).message).toBe(message)
    }
  })

  it('gives up after its time limit', async () => {
    const error = await createChatCompletion(
      config(peer.url),
      { messages: [{ role: 'user', content: '[aeglane]' }] },
      { timeoutMs: 300 },
    ).catch((caught: unknown) => caught)
    expect((error as ChatCompletionError).kind).toBe('timeout')
    expect((error as ChatCompletionError).message).toBe('AI-teenus ei vastanud õigeaegselt.')
  })

  it('reports an unreachable service and sends no Authorization without a key', async () => {
    const unreachable = await createChatCompletion(config('http://127.0.0.1:9/v1'), { messages }).catch(
      (caught: unknown) => caught,
    )
    expect((unreachable as ChatCompletionError).kind).toBe('network')
    const before = peer.requests.length
    const answer = await createChatCompletion(config(`${peer.url}/`), { messages })
    expect(answer.toolCalls[0]?.function.name).toBe('quote')
    expect(peer.requests[before]?.headers.authorization).toBeUndefined()
  })
})
