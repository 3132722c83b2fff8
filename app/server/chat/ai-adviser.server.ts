import { z } from 'zod'
import type { BusinessInfo } from '#app/content/business.ts'
import type { Material } from '#app/content/material.ts'
import { formatEur, formatEurPerTonne, formatKm } from '#app/domain/format.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { seasonClosed, weeklyHoursLine } from '#app/domain/weekly-hours.ts'
import {
  type AiConfig,
  ChatCompletionError,
  type ChatCompletionOptions,
  type ChatMessage,
  createChatCompletion,
  type ToolDefinition,
} from '#app/server/ai/chat-completions.server.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import { montonioSettings } from '#app/server/payments/montonio-settings.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'
import { uncheckedFigures } from './answer-figures.server.ts'
import type { StoredChatMessage } from './chat-history.server.ts'
import * as chatTools from './chat-tools.server.ts'
import { findMaterialMentions } from './material-mentions.server.ts'
import { moneyFactsForModel } from './money-texts.server.ts'

/**
 * The adviser with a language model: the model words the answer, our code supplies every figure through
 * three tools (catalogue, quote, distance). The caller falls back to the built-in adviser when this throws.
 */

/** Tool rounds per question: a quote needs one or two; more means the model is going in circles. */
const maxToolRounds = 4
const maxHistoryMessages = 10
const maxAnswerLength = 4000

/** 'MM-DD' as 'DD.MM'. */
const monthDay = (value: string) => value.split('-').reverse().join('.')

/** The season's dates and hours for the model, or '' when there is none. */
function seasonFacts(business: BusinessInfo): string {
  const { season } = business
  if (!season) return ''
  const when = `${monthDay(season.from)}–${monthDay(season.to)} (${season.name})`
  return seasonClosed(season)
    ? ` Ajavahemikul ${when} on karjäär suletud.`
    : ` Ajavahemikul ${when} on lahtiolekuajad ${weeklyHoursLine(season.hours)}.`
}

/**
 * The model's instructions with the business facts staff keep, and the money side as the built-in
 * adviser states it (paying, invoices, the payment term, picking up, Saturdays, the order page).
 */
function systemPrompt(business: BusinessInfo, online: boolean): string {
  return [
    `Oled ${business.name} (liiva- ja kruusakarjäär Lääne-Virumaal) klienditeenindaja vestlusaknas. Vasta lühidalt, sõbralikult ja korrektses eesti keeles.`,
    'Hindu, saadavust, kaugusi, transpordi hinda ja pakkumisi tohid öelda ainult nii, nagu tööriistad (catalogue, quote, distance) need tagastasid. Ära arvuta ise ega mõtle numbreid välja. Kui tööriist ei andnud vastust, ütle, et täpse hinna saab telefonil.',
    'Reeglid: hinnad on tonni kohta ilma käibemaksuta (käibemaks 24%), transport 2,70 € kilomeetri kohta, kohaletoomine alates 8 tonnist ja kuni 60 km kaugusele, veebis saab tellida 1-25 tonni, väikseim tellimus 15 € ilma käibemaksuta.',
    `Lahtiolekuajad: ${business.openingHours.map((hours) => `${hours.label} ${hours.opens}-${hours.closes}`).join(', ')}; müük ${business.salesHours}.${seasonFacts(business)} Telefon ${business.phone}, e-post ${business.email}.`,
    'Lingi materjali lehele ja tellimisvormile Markdowni lingiga, näiteks [Killustik](/killustik) ja [tellimisvorm](/killustik#order-form), kasutades tööriista antud radu. Ära kasuta HTML-i.',
    moneyFactsForModel({ business, online }),
    'Kui küsimus ei puuduta meie materjale, tellimist, tasumist ega transporti, ütle viisakalt, millega saad aidata, ja anna telefoninumber.',
  ].join('\n')
}

export const adviserTools: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'catalogue',
      description:
        'Materjalide hinnad (tonni kohta ilma ja koos käibemaksuga) ja saadavus kataloogist. Ilma materjalita tagastab kõik saadaval materjalid.',
      parameters: {
        type: 'object',
        properties: {
          material: { type: 'string', description: 'Materjali nimi, nt "killustik" või "sõelutud kruus"' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'quote',
      description:
        'Täpne hinnapakkumine nagu tellimisvormil: kaup, transport, summa ilma käibemaksuta, käibemaks ja kokku. Ilma kohata: ise järele tulles.',
      parameters: {
        type: 'object',
        properties: {
          material: { type: 'string', description: 'Materjali nimi' },
          tonnes: { type: 'integer', description: 'Kogus tonnides, 1-25' },
          place: { type: 'string', description: 'Kohaletoomise koht: asula või aadress' },
        },
        required: ['material', 'tonnes'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'distance',
      description: 'Teekaugus karjäärist kohani, transpordi hind ja kas kohaletoomine on võimalik.',
      parameters: {
        type: 'object',
        properties: { place: { type: 'string', description: 'Asula või aadress' } },
        required: ['place'],
      },
    },
  },
]

function offerFacts(offer: chatTools.MaterialOffer) {
  const { material, product } = offer
  return {
    nimetus: material.title,
    saadaval: offer.available,
    ...(offer.available && product
      ? {
          hindIlmaKaibemaksuta: formatEurPerTonne(product.priceCents),
          hindKaibemaksuga: formatEurPerTonne(withVatCents(product.priceCents)),
        }
      : { markus: 'hetkel ei ole saadaval' }),
    leht: chatTools.materialPath(material),
    ...(offer.available ? { tellimisvorm: chatTools.orderFormPath(material) } : {}),
  }
}

function materialsNamed(text: string): Material[] {
  return findMaterialMentions(text).materials
}

const catalogueArgs = z.object({ material: z.string().max(200).optional() })
const quoteArgs = z.object({
  material: z.string().min(1).max(200),
  tonnes: z.coerce.number(),
  place: z.string().max(300).nullish(),
})
const distanceArgs = z.object({ place: z.string().min(1).max(300) })

async function placeFacts(place: string) {
  const found = await chatTools.resolvePlace(place)
  if (!found) return null
  return chatTools.measureDelivery(found)
}

/** Runs one tool call with our own code; the answer is JSON for the model. */
export async function runAdviserTool(name: string, rawArguments: string): Promise<unknown> {
  let args: unknown
  try {
    args = JSON.parse(rawArguments || '{}')
  } catch {
    return { viga: 'Argumendid ei olnud korrektne JSON.' }
  }
  if (name === 'catalogue') {
    const parsed = catalogueArgs.safeParse(args)
    const named = parsed.success && parsed.data.material ? materialsNamed(parsed.data.material) : []
    const offers =
      named.length > 0 ? await chatTools.lookUpMaterials(named) : await chatTools.listAvailableMaterials()
    return { materjalid: offers.map(offerFacts), transport: '2,70 € km kohta, alates 8 tonnist, kuni 60 km' }
  }
  if (name === 'distance') {
    const parsed = distanceArgs.safeParse(args)
    if (!parsed.success) return { viga: 'Koht puudub.' }
    const delivery = await placeFacts(parsed.data.place)
    if (!delivery) return { viga: 'Kohta ei leitud. Palu täpsemat asula nime või aadressi.' }
    return {
      koht: delivery.label,
      teekaugus: formatKm(delivery.distanceTenthsKm),
      ligikaudne: delivery.approximate,
      kohaletoomineVoimalik: delivery.withinRange,
      ...(delivery.withinRange
        ? {
            transpordiHindIlmaKaibemaksuta: formatEur(chatTools.transportCents(delivery)),
            miinimumkogus: '8 t',
          }
        : { markus: chatTools.quoteProblemTexts(currentBusiness())['out-of-range'] }),
    }
  }
  if (name === 'quote') {
    const parsed = quoteArgs.safeParse(args)
    if (!parsed.success) return { viga: 'Materjal või kogus puudub.' }
    const [material] = materialsNamed(parsed.data.material)
    if (!material) return { viga: 'Sellist materjali meil ei ole.' }
    const [offer] = await chatTools.lookUpMaterials([material])
    if (!offer) return { viga: 'Sellist materjali meil ei ole.' }
    const delivery = parsed.data.place ? await placeFacts(parsed.data.place) : null
    if (parsed.data.place && !delivery)
      return { viga: 'Kohta ei leitud. Palu täpsemat asula nime või aadressi.' }
    const outcome = chatTools.materialQuote(offer, parsed.data.tonnes, delivery)
    if (!outcome.ok)
      return { viga: chatTools.quoteProblemTexts(currentBusiness())[outcome.reason], ...offerFacts(offer) }
    const { quote } = outcome
    return {
      ...offerFacts(offer),
      kogus: `${outcome.tonnes} t`,
      ...(delivery
        ? {
            koht: delivery.label,
            teekaugus: formatKm(delivery.distanceTenthsKm),
            ligikaudne: delivery.approximate,
            transport: formatEur(quote.transportCents),
          }
        : { kohaletoomine: 'ise järele tulles' }),
      kaup: formatEur(quote.productCents),
      summaIlmaKaibemaksuta: formatEur(quote.netCents),
      kaibemaks24: formatEur(quote.vatCents),
      kokku: formatEur(quote.totalCents),
      ...(quote.minimumApplied ? { markus: 'Minimaalne tellimuse summa on 15€' } : {}),
    }
  }
  return { viga: `Tundmatu tööriist ${name}.` }
}

export async function aiReply(
  config: AiConfig,
  question: string,
  history: readonly StoredChatMessage[],
  options: ChatCompletionOptions = {},
): Promise<string> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(currentBusiness(), montonioSettings(getConfig()) !== null) },
    ...history.slice(-maxHistoryMessages).map((message) => ({ role: message.role, content: message.text })),
    { role: 'user', content: question },
  ]
  for (let round = 0; round <= maxToolRounds; round += 1) {
    const result = await createChatCompletion(
      config,
      { messages, tools: round < maxToolRounds ? adviserTools : undefined, temperature: 0.2 },
      options,
    )
    if (result.toolCalls.length === 0) {
      const text = result.content?.trim()
      if (!text) throw new ChatCompletionError('malformed', 'an empty answer')
      const known = messages.map((message) => (typeof message.content === 'string' ? message.content : ''))
      const unchecked = uncheckedFigures(text, known)
      if (unchecked.length > 0)
        throw new ChatCompletionError('malformed', `figures no tool gave: ${unchecked.join(', ')}`)
      return text.slice(0, maxAnswerLength)
    }
    messages.push({ role: 'assistant', content: result.content, tool_calls: result.toolCalls })
    for (const call of result.toolCalls) {
      const output = await runAdviserTool(call.function.name, call.function.arguments)
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) })
    }
  }
  throw new ChatCompletionError('malformed', `still calling tools after ${maxToolRounds} rounds`)
}
