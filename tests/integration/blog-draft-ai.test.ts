import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, staffClient, testAdminEnv } from '../support/admin.ts'
import {
  type ChatCompletionsPeer,
  completion,
  type PeerAnswer,
  startChatCompletionsPeer,
} from '../support/chat-completions-peer.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * 'Genereeri sisu' (SPEC §7 generateBlogContent) against the production build and a local endpoint
 * that speaks the OpenAI chat-completions protocol: a draft, an error status, a malformed reply, a
 * service that does not answer in time, and a server with no AI configured.
 */

let peer: ChatCompletionsPeer
let token: string
let next: PeerAnswer = { json: completion({ content: 'valmis' }) }

beforeAll(async () => {
  peer = await startChatCompletionsPeer(() => next)
})

afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  env: () => ({
    ...testAdminEnv,
    AI_BASE_URL: peer.url,
    AI_API_KEY: 'sk-test-voti',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '1500',
  }),
})
/** The same site without AI_*. */
const bare = setupServer({ env: testAdminEnv })

beforeAll(async () => {
  ;({ token } = await signIn(site.url))
})

const request = {
  Pealkiri: 'Kuidas rajada kruusatee',
  Teema: 'Kruusatee aluse ehitus eramaale',
  Stiil: 'Nõuandev',
}

async function generate(body: unknown, baseUrl = site.url, auth = token) {
  const response = await fetch(`${baseUrl}/api/functions/generateBlogContent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { 'X-Admin-Token': auth } : {}) },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as { Pealkiri?: string; Sisu?: string; error?: string },
  }
}

describe('POST /api/functions/generateBlogContent', () => {
  it('is for signed-in staff only', async () => {
    const before = peer.requests.length
    const response = await generate(request, site.url, '')
    expect(response.status).toBe(401)
    expect(peer.requests.length).toBe(before)
  })

  it('answers {Pealkiri, Sisu} from the model, asked in Estonian with the style and our prices', async () => {
    next = {
      json: completion({
        content:
          '```markdown\n# Kuidas rajada kruusatee\n\nKruusatee algab heast alusest.\n\n## Aluse ettevalmistus\n\nKoori muld ja tihenda pinnas.\n```',
      }),
    }
    const response = await generate(request)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      Pealkiri: 'Kuidas rajada kruusatee',
      Sisu: 'Kruusatee algab heast alusest.\n\n## Aluse ettevalmistus\n\nKoori muld ja tihenda pinnas.',
    })
    const sent = peer.requests.at(-1)!
    expect(sent.headers.authorization).toBe('Bearer sk-test-voti')
    expect(sent.body.model).toBe('test-model')
    const [system, user] = sent.body.messages
    expect(system?.role).toBe('system')
    expect(system?.content).toContain('Stiil: nõuandev')
    expect(system?.content).toContain('Killustik: 8 €/t + käibemaks')
    expect(user?.content).toBe('Pealkiri: Kuidas rajada kruusatee\n\nTeema: Kruusatee aluse ehitus eramaale')
  })

  it("refuses a request without pealkiri, teema or stiil with SPEC §5's text, without asking the model", async () => {
    const before = peer.requests.length
    for (const body of [
      { ...request, Pealkiri: '' },
      { ...request, Teema: '  ' },
      { ...request, Stiil: 'luule' },
      { Pealkiri: 'x' },
      [],
    ]) {
      const response = await generate(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBe('Palun täida pealkiri, teema ja stiil enne sisu genereerimist')
    }
    expect(peer.requests.length).toBe(before)
  })

  it('passes on what went wrong at the AI service in words staff can act on', async () => {
    const cases: [PeerAnswer, number, string][] = [
      [{ status: 500, json: { error: { message: 'internal' } } }, 502, 'AI-teenus vastas veaga.'],
      [
        { status: 401, json: { error: { message: 'bad key' } } },
        502,
        'AI-teenus keeldus päringust: kontrollige AI_API_KEY väärtust.',
      ],
      [{ json: { vastus: 'midagi muud' } }, 502, 'AI-teenuse vastus oli arusaamatu.'],
      [{ text: '<html>Bad gateway</html>' }, 502, 'AI-teenuse vastus oli arusaamatu.'],
      [{ json: completion({ content: '' }) }, 502, 'AI-teenus ei andnud teksti.'],
      [{ hang: true }, 504, 'AI-teenus ei vastanud õigeaegselt.'],
    ]
    for (const [answer, status, error] of cases) {
      next = answer
      const response = await generate(request)
      expect(response.status, JSON.stringify(answer).slice(0, 60)).toBe(status)
      expect(response.body).toEqual({ error })
    }
  })

  it('says plainly when no AI service is configured', async () => {
    const session = await signIn(bare.url)
    const response = await generate(request, bare.url, session.token)
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ error: 'AI-teenus ei ole seadistatud (AI_BASE_URL ja AI_MODEL)' })
  })
})

describe("'Genereeri sisu' on /blogi-admin", () => {
  const staff = staffClient(site)

  it('asks the same draft of the page action by the session cookie, with no token', async () => {
    next = { json: completion({ content: 'Kruusatee algab heast alusest.' }) }
    const before = peer.requests.length
    const response = await staff.post('/blogi-admin', { intent: 'generate', ...request })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Kruusatee algab heast alusest.')
    expect(peer.requests.length).toBe(before + 1)
    expect(peer.requests.at(-1)?.body.messages.at(-1)?.content).toContain('Kruusatee aluse ehitus eramaale')
  })

  it("refuses missing fields in the spec's words and passes on the AI service's failure", async () => {
    const before = peer.requests.length
    const missing = await staff.post('/blogi-admin', { intent: 'generate', ...request, Teema: '' })
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('Palun täida pealkiri, teema ja stiil enne sisu genereerimist')
    expect(peer.requests.length).toBe(before)

    next = { status: 500, json: { error: { message: 'internal' } } }
    const failed = await staff.post('/blogi-admin', { intent: 'generate', ...request })
    expect(failed.status).toBe(502)
    expect(await failed.text()).toContain('AI-teenus vastas veaga.')
  })

  it('is for signed-in staff only', async () => {
    const before = peer.requests.length
    const response = await fetch(`${site.url}/blogi-admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({ intent: 'generate', ...request }).toString(),
    })
    expect(response.status).toBe(302)
    expect(peer.requests.length).toBe(before)
  })
})
