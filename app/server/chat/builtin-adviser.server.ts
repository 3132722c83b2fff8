import type { Material } from '#app/content/material.ts'
import { materials } from '#app/content/materials.ts'
import { calculateMaterial } from '#app/domain/calculator.ts'
import { weekdayNames } from '#app/domain/delivery-schedule.ts'
import {
  formatCubicMetres,
  formatDecimal,
  formatEur,
  formatEurPerTonne,
  formatKm,
  formatPriceNumber,
  formatTonnes,
} from '#app/domain/format.ts'
import { MIN_DELIVERY_TONNES } from '#app/domain/order-rules.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { formatTallinnTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { inSeason, weekdayOfDate } from '#app/domain/weekly-hours.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import {
  closingPeriodOn,
  hoursOnDay,
  listClosingPeriods,
  publicHolidayName,
} from '#app/server/orders/delivery-calendar.server.ts'
import { montonioSettings } from '#app/server/payments/montonio-settings.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'
import {
  type AdviserTexts,
  adviserTexts,
  approximately,
  localUnits,
  materialName,
} from './adviser-texts.server.ts'
import type { StoredChatMessage } from './chat-history.server.ts'
import {
  type DeliveryPlace,
  listAvailableMaterials,
  lookUpMaterials,
  type MaterialOffer,
  materialPath,
  materialQuote,
  measureDelivery,
  orderFormPath,
  type QuoteOutcome,
  transportCents,
} from './chat-tools.server.ts'
import { type Job, jobs, usesForJob } from './jobs.server.ts'
import type { Language } from './language.server.ts'
import { moneyReply } from './money-texts.server.ts'
import { type Question, readQuestion } from './question.server.ts'

/**
 * The adviser that needs no AI service (DESIGN §6 'AI'): it reads the question with plain rules and
 * answers from the catalogue, the geo service and the pricing rules, in the question's language
 * (Estonian, Russian or English). Replies are plain text with Markdown links to our own pages. A
 * follow-up question ('aga 10 tonni Tapale?') takes the material, place or amount it leaves out from the
 * session's earlier questions.
 */

interface Context {
  question: Question
  language: Language
  t: AdviserTexts
  offers: MaterialOffer[]
  delivery: DeliveryPlace | null
}

/** '31,0 km', 'about 31,0 km' when estimated, in the question's language and units. */
function distanceText(delivery: DeliveryPlace, language: Language): string {
  const km = localUnits(formatKm(delivery.distanceTenthsKm), language)
  return delivery.approximate ? `${approximately[language]} ${km}` : km
}

const link = (material: Material, language: Language) =>
  `[${materialName(material, language)}](${materialPath(material)})`

function priceSentence(offer: MaterialOffer, { t, language }: Context): string {
  const { material, product } = offer
  if (!offer.available || !product) return t.notAvailable(materialName(material, language))
  return t.priceLine(
    materialName(material, language),
    formatPriceNumber(product.priceCents),
    formatEurPerTonne(withVatCents(product.priceCents)),
  )
}

function moreLinks(material: Material, available: boolean, { t, language }: Context): string {
  return t.more(link(material, language), available ? orderFormPath(material) : null)
}

function quoteLines(outcome: Extract<QuoteOutcome, { ok: true }>, { t, language }: Context): string[] {
  const { quote: q, tonnes, unitPriceCents, delivery } = outcome
  const r = t.receipt
  // The tonne is 'т' in Russian.
  const unit = language === 'ru' ? 'т' : 't'
  const perTonne = formatEurPerTonne(unitPriceCents).replace('€/t', `€/${unit}`)
  const lines = [`- ${r.product}: ${tonnes} ${unit} × ${perTonne} = ${formatEur(q.productCents)}`]
  if (delivery)
    lines.push(
      `- ${r.transport}: ${distanceText(delivery, language)} × 2,70 € = ${formatEur(q.transportCents)}`,
    )
  lines.push(
    `- ${r.net}: ${formatEur(q.netCents)}`,
    `- ${r.vat}: ${formatEur(q.vatCents)}`,
    `- ${r.total}: ${formatEur(q.totalCents)}`,
  )
  if (q.minimumApplied) lines.push(r.minimum)
  return lines
}

function deliveryAnswer(delivery: DeliveryPlace, { t, language }: Context): string {
  const where = t.where(delivery.label, distanceText(delivery, language))
  if (!delivery.withinRange) return `${where} ${t.problems['out-of-range']} ${t.phoneSentence}`
  const km = localUnits(formatKm(delivery.distanceTenthsKm), language)
  return `${where} ${t.transportCost(km, formatEur(transportCents(delivery)))}`
}

/** One block for a family the question names ('liiv'): its members, then a question back. */
function isFamily({ question, offers }: Context): boolean {
  return question.mention.family !== null && offers.length > 1
}

function familyHead(context: Context): string {
  const { t, question, offers } = context
  const family = question.mention.family
  return family ? t.family(t.familyWords[family], offers.length) : ''
}

function materialAnswer(context: Context): string {
  const { offers, question, delivery, t } = context
  const blocks: string[] = []
  if (isFamily(context)) {
    const lines = offers.map((offer) => `- ${priceSentence(offer, context)}`)
    const links = offers
      .filter((offer) => offer.available)
      .map((offer) => moreLinks(offer.material, true, context))
    blocks.push([familyHead(context), ...lines].join('\n'), links.join('\n'), t.familyAsk)
  } else {
    for (const offer of offers) {
      const yes = question.asks.availability && offer.available ? t.available : ''
      blocks.push(
        `${yes}${priceSentence(offer, context)} ${moreLinks(offer.material, offer.available, context)}`,
      )
    }
  }
  if (delivery) blocks.push(deliveryAnswer(delivery, context))
  else if (question.asks.delivery) blocks.push(t.deliveryRules)
  if (question.asks.when) blocks.push(t.when)
  if (offers.some((offer) => !offer.available)) blocks.push(t.questionsPhone)
  return blocks.join('\n\n')
}

function quoteAnswer(context: Context, tonnesAsked: number): string {
  const { offers, delivery, t, language } = context
  const tonnes = Math.ceil(tonnesAsked)
  const rounded = tonnes !== tonnesAsked ? `${t.roundedTonnes(tonnes)}\n\n` : ''
  const outcomes = offers.map((offer) => ({ offer, outcome: materialQuote(offer, tonnes, delivery) }))

  if (isFamily(context)) {
    // One block for the family: a problem they share is said once, the prices side by side.
    const failed = outcomes.filter(({ outcome }) => !outcome.ok)
    const reasons = new Set(failed.map(({ outcome }) => (outcome.ok ? '' : outcome.reason)))
    const shared = failed.length === outcomes.length && reasons.size === 1 ? [...reasons][0] : null
    if (shared && shared !== 'not-available') {
      const blocks = [t.problems[shared as keyof typeof t.problems]]
      if (delivery && shared !== 'out-of-range')
        blocks.push(t.where(delivery.label, distanceText(delivery, language)))
      blocks.push(
        [familyHead(context), ...offers.map((offer) => `- ${priceSentence(offer, context)}`)].join('\n'),
      )
      if (shared === 'delivery-needs-8-tonnes' || shared === 'out-of-range') {
        const pickup = offers.map((offer) => ({ offer, outcome: materialQuote(offer, tonnes, null) }))
        blocks.push(familyTotals(context, tonnes, pickup, null))
      }
      return `${rounded}${blocks.join('\n\n')}`
    }
    return `${rounded}${[familyHead(context), familyTotals(context, tonnes, outcomes, delivery), t.familyQuoteAsk].join('\n\n')}`
  }

  const blocks = outcomes.map(({ offer, outcome }) => {
    const { material } = offer
    const name = materialName(material, language)
    if (!offer.available) return `${t.notAvailable(name)} ${moreLinks(material, false, context)}`
    const how = delivery ? t.deliveryHow(delivery.label, distanceText(delivery, language)) : t.pickupHow
    if (outcome.ok)
      return [
        `${name}, ${localUnits(`${tonnes} t`, language)}, ${how}:`,
        ...quoteLines(outcome, context),
        moreLinks(material, true, context),
      ].join('\n')
    const problem = `${name}, ${localUnits(`${tonnes} t`, language)}: ${t.problems[outcome.reason]}`
    // Delivery refused: the same quantity picked up at the quarry still has a price.
    if (outcome.reason === 'delivery-needs-8-tonnes' || outcome.reason === 'out-of-range') {
      const pickup = materialQuote(offer, tonnes, null)
      if (pickup.ok)
        return [
          problem,
          t.pickupInstead,
          ...quoteLines(pickup, context),
          moreLinks(material, true, context),
        ].join('\n')
    }
    return `${problem} ${moreLinks(material, true, context)}`
  })
  return `${rounded}${blocks.join('\n\n')}`
}

function familyTotals(
  context: Context,
  tonnes: number,
  outcomes: { offer: MaterialOffer; outcome: QuoteOutcome }[],
  delivery: DeliveryPlace | null,
): string {
  const { t, language } = context
  const how = delivery
    ? t.familyDeliveryHow(delivery.label, distanceText(delivery, language))
    : t.familyPickupHow
  const lines = outcomes.map(({ offer, outcome }) => {
    const name = link(offer.material, language)
    if (outcome.ok) return `- ${name}: ${t.total(formatEur(outcome.quote.totalCents))}`
    return `- ${name}: ${outcome.reason === 'not-available' ? t.notAvailable(materialName(offer.material, language)) : t.problems[outcome.reason]}`
  })
  return [t.familyQuote(tonnes, how), ...lines].join('\n')
}

async function quantityAnswer(context: Context): Promise<string> {
  const { question, offers, delivery, t, language } = context
  const box =
    question.dimensions ??
    (question.cubicMetres
      ? { width: question.cubicMetres, length: '1', depth: '1' }
      : { width: question.areaSquareMetres ?? '0', length: '1', depth: '0.1' })
  const intro =
    !question.dimensions && !question.cubicMetres ? `${t.areaOnly(question.areaSquareMetres ?? '0')}\n` : ''
  const measure = (density: number) => calculateMaterial({ density, ...box })
  const first = measure(1)
  // The calculator's messages are Estonian: a Russian or English question gets the example alone.
  if (!first.ok) return language === 'et' ? `${first.error}. ${t.dimensionsHelp}` : t.dimensionsHelp
  const volume = localUnits(formatCubicMetres(first.volumeCubicMetres), language)
  const warning = first.depthWarning && language === 'et' ? `\n\n${first.depthWarning}` : ''
  let candidates = offers
  if (candidates.length === 0) {
    const all = await listAvailableMaterials()
    const forJobs =
      question.jobs.length > 0
        ? all.filter((offer) => question.jobs.some((job) => usesForJob(offer.material, job).length > 0))
        : []
    candidates = forJobs.length > 0 ? forJobs : []
    if (candidates.length === 0) {
      const lines = all.map((offer) => {
        const result = measure(offer.material.densityTonnesPerCubicMetre)
        return result.ok
          ? `- ${link(offer.material, language)}: ${localUnits(formatTonnes(result.weightTonnes), language)}`
          : ''
      })
      return `${intro}${t.volume(volume)}\n${lines.filter(Boolean).join('\n')}\n\n${t.volumeAsk}${warning}`
    }
  }
  const blocks = candidates.map((offer) => {
    const { material } = offer
    const result = measure(material.densityTonnesPerCubicMetre)
    if (!result.ok) return language === 'et' ? result.error : t.dimensionsHelp
    const name = materialName(material, language)
    const head = t.materialWeight(
      name,
      volume,
      localUnits(formatTonnes(result.weightTonnes), language),
      formatDecimal(material.densityTonnesPerCubicMetre, 2),
    )
    const tonnes = Math.max(1, Math.ceil(result.weightTonnes))
    if (!offer.available) return `${head} ${t.notAvailable(name)}`
    const useDelivery = delivery && tonnes >= MIN_DELIVERY_TONNES && delivery.withinRange ? delivery : null
    const outcome = materialQuote(offer, tonnes, useDelivery)
    const price = outcome.ok
      ? t.wholeTonnes(
          tonnes,
          useDelivery ? t.withTransport(distanceText(useDelivery, language)) : t.selfPickup,
          formatEur(outcome.quote.totalCents),
        )
      : ` ${t.problems[outcome.reason]}`
    return `${head}${price} ${moreLinks(material, true, context)}`
  })
  const jobHead =
    offers.length === 0 && question.jobs[0] ? `${t.jobIntro(jobLabel(question.jobs[0], language))}\n\n` : ''
  return `${intro}${jobHead}${blocks.join('\n\n')}${warning}`
}

function jobLabel(job: Job, language: Language): string {
  return job[language]
}

/** The materials whose uses in the catalogue content fit the job, with price and link; the family's first. */
async function jobAnswer(context: Context, job: Job, intro?: string): Promise<string> {
  const { t, language, offers } = context
  const all = await lookUpMaterials(materials)
  const named = new Set(offers.map((offer) => offer.material.slug))
  const fitting = all
    .filter((offer) => usesForJob(offer.material, job).length > 0)
    .sort((a, b) => Number(named.has(b.material.slug)) - Number(named.has(a.material.slug)))
  const available = fitting.filter((offer) => offer.available && offer.product)
  if (available.length === 0) return intro ?? t.jobNone(jobLabel(job, language))
  const lines = available.map((offer) =>
    t.jobLine(
      link(offer.material, language),
      usesForJob(offer.material, job, offer.product?.priceCents).join('; ').toLowerCase(),
      formatPriceNumber(offer.product?.priceCents ?? 0),
    ),
  )
  const missing = fitting
    .filter((offer) => !offer.available)
    .map((offer) => t.notAvailable(materialName(offer.material, language)))
  return [
    intro ?? t.jobIntro(jobLabel(job, language)),
    ...lines,
    ...(missing.length > 0 ? ['', ...missing, t.phoneSentence] : []),
    ...(job.id === 'concrete' ? [] : ['', t.jobAsk]),
  ].join('\n')
}

/** 'Kas killustik sobib drenaažiks?': yes with the uses, or no with what fits instead. */
async function jobFitAnswer(context: Context, job: Job, offer: MaterialOffer): Promise<string> {
  const { t, language } = context
  const uses = usesForJob(offer.material, job, offer.product?.priceCents)
  const name = materialName(offer.material, language)
  if (uses.length === 0) return jobAnswer(context, job, t.jobNo(name, jobLabel(job, language)))
  if (!offer.available) return `${t.notAvailable(name)} ${t.phoneSentence}`
  return [
    t.jobYes(name, jobLabel(job, language), uses.join('; ').toLowerCase()),
    `${priceSentence(offer, context)} ${moreLinks(offer.material, true, context)}`,
  ].join('\n\n')
}

async function priceList(context: Context): Promise<string> {
  const { t, language } = context
  const offers = await listAvailableMaterials()
  if (offers.length === 0) return t.nothingAvailable
  const lines = offers.map(
    (offer) => `- ${link(offer.material, language)}: ${priceSentence(offer, context).split(': ')[1]}`,
  )
  return `${t.priceListHead}\n${lines.join('\n')}\n\n${t.priceListAsk}`
}

function factsAnswer(context: Context): string[] {
  const { question, offers, t, language } = context
  const { asks } = question
  const subjects = offers.length > 0 ? offers.map((offer) => offer.material) : materials
  const parts: string[] = []
  if (asks.density)
    parts.push(
      subjects
        .map((m) => t.density(materialName(m, language), formatDecimal(m.densityTonnesPerCubicMetre, 2)))
        .join('\n'),
    )
  if (asks.fraction)
    parts.push(
      subjects
        .flatMap((m) => (m.fraction ? [t.fraction(materialName(m, language), m.fraction)] : []))
        .join('\n'),
    )
  if (asks.minimum) parts.push(t.minimum)
  if (asks.certificate) parts.push(t.certificate)
  return parts
}

async function hoursAnswer(context: Context): Promise<string> {
  const { question, t, language } = context
  const upcoming = async () => {
    try {
      const periods = await listClosingPeriods(getDb(), tallinnCalendarDate())
      if (periods.length === 0) return ''
      const list = periods
        .slice(0, 3)
        .map(
          (p) =>
            // The note is staff's own Estonian ('inventuur'): only an Estonian answer repeats it.
            `${dotted(p.firstDay)}${p.lastDay !== p.firstDay ? `–${dotted(p.lastDay)}` : ''}${p.note && language === 'et' ? ` (${p.note})` : ''}`,
        )
        .join(', ')
      return ` ${t.closings(list)}`
    } catch {
      return ''
    }
  }
  switch (question.day) {
    case 'saturday':
      return t.saturday
    case 'sunday':
      return t.sunday
    case 'weekend':
      return t.weekend
    case 'winter':
      return `${t.winter}${await upcoming()}`
    case 'holiday':
      return `${t.holiday}${await upcoming()}`
    case 'now':
      return nowAnswer(t, language)
    default:
      return `${t.hours}${await upcoming()}`
  }
}

const dotted = (date: string) => date.split('-').reverse().join('.')

async function nowAnswer(t: AdviserTexts, language: Language): Promise<string> {
  const now = new Date()
  const date = tallinnCalendarDate(now)
  const time = formatTallinnTime(now)
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  const when = language === 'et' ? `${weekdayNames[weekday]} kell ${time}` : `${dotted(date)} ${time}`
  const hours = hoursOnDay(date)
  const { season } = currentBusiness()
  let closing = null
  try {
    closing = await closingPeriodOn(getDb(), date)
  } catch {}
  const reason = publicHolidayName(date)
    ? t.closedReasons.holiday
    : closing
      ? t.closedReasons.closing
      : !hours
        ? season && inSeason(date, season)
          ? t.closedReasons.season(season.name)
          : t.closedReasons.days[weekdayOfDate(date)]
        : ''
  if (!reason && hours && time >= hours.opens && time < hours.closes) return t.openNow(when, hours.closes)
  return t.closedNow(when, reason)
}

function contactAnswer({ question, t }: Context): string {
  const { phone, email, address } = question.asks
  const kinds = [phone && t.contact.phone, email && t.contact.email, address && t.contact.address].filter(
    Boolean,
  )
  return kinds.length > 0 ? kinds.join(' ') : t.contact.all
}

/** The material, place and amount the session's earlier questions named, newest first. */
function fromHistory(history: readonly StoredChatMessage[]) {
  const asked = history
    .filter((message) => message.role === 'user')
    .map((message) => readQuestion(message.text))
  asked.reverse()
  return {
    mention: asked.find((question) => question.mention.materials.length > 0)?.mention ?? null,
    place: asked.find((question) => question.place)?.place ?? null,
    tonnes: asked.find((question) => question.tonnes !== null)?.tonnes ?? null,
    language: asked.find((question) => question.language)?.language ?? null,
  }
}

function withHistory(question: Question, history: readonly StoredChatMessage[]): Question {
  if (history.length === 0) return question
  const earlier = fromHistory(history)
  const { asks } = question
  const followsUp =
    question.mention.materials.length === 0 &&
    (question.tonnes !== null ||
      question.place !== null ||
      question.dimensions !== null ||
      question.cubicMetres !== null ||
      asks.price ||
      asks.availability ||
      asks.density ||
      asks.fraction) &&
    question.jobs.length === 0 &&
    !question.notSold
  const mention = followsUp && earlier.mention ? earlier.mention : question.mention
  const usesEarlierMaterial = mention !== question.mention
  return {
    ...question,
    language: question.language ?? earlier.language,
    mention,
    // 'aga 15 tonni?' after '10 tonni killustikku Tapale': the same place; 'aga Rakverre?' the same amount.
    place: question.place ?? (usesEarlierMaterial && question.tonnes !== null ? earlier.place : null),
    tonnes:
      question.tonnes ??
      (usesEarlierMaterial && question.place && !question.dimensions ? earlier.tonnes : null),
  }
}

/** What fits instead of a product we do not sell: a job whose materials we do sell. */
const notSoldSubstitutes: Record<NonNullable<Question['notSold']>, string | null> = {
  concrete: 'concrete',
  asphalt: 'driveway',
  peat: 'lawn',
  cement: null,
}

export async function builtinReply(
  text: string,
  history: readonly StoredChatMessage[] = [],
): Promise<string> {
  const question = withHistory(readQuestion(text), history)
  const language = question.language ?? 'et'
  const t = adviserTexts(currentBusiness())[language]
  const { asks } = question
  const offers =
    question.mention.materials.length > 0 ? await lookUpMaterials(question.mention.materials) : []
  const delivery = question.place ? await measureDelivery(question.place).catch(() => null) : null
  const context: Context = { question, language, t, offers, delivery }
  const money = moneyReply(question, language, {
    business: currentBusiness(),
    online: montonioSettings(getConfig()) !== null,
  })

  const parts: string[] = []
  const job = question.jobs[0]
  const single = offers.length === 1 ? offers[0] : undefined
  if (question.notSold) {
    const substitute = notSoldSubstitutes[question.notSold]
    const substituteJob = jobs.find((one) => one.id === substitute)
    parts.push(
      substituteJob
        ? await jobAnswer(context, substituteJob, t.notSold[question.notSold])
        : t.notSold[question.notSold],
    )
  } else if (question.dimensions || question.cubicMetres || question.areaSquareMetres)
    parts.push(await quantityAnswer(context))
  else if (question.tonnes !== null && offers.length > 0) parts.push(quoteAnswer(context, question.tonnes))
  else if (job && single) parts.push(await jobFitAnswer(context, job, single))
  else if (job) parts.push(await jobAnswer(context, job))
  else if (offers.length > 0 && !(asks.density || asks.fraction)) parts.push(materialAnswer(context))
  else if (delivery) parts.push(deliveryAnswer(delivery, context))
  else if (asks.delivery && !asks.hours && !asks.when && !money.weekend && !question.money.pickup)
    parts.push(t.deliveryRules)
  else if (
    money.parts.length === 0 &&
    (asks.price || asks.availability || question.tonnes !== null) &&
    !asks.hours &&
    !asks.contact &&
    !asks.minimum &&
    !asks.density &&
    !asks.fraction
  )
    parts.push(await priceList(context))
  parts.push(...money.parts)
  if (asks.when && !parts.some((part) => part.includes(t.when))) parts.push(t.when)
  parts.push(...factsAnswer(context))
  // The pickup's answer gives the week's hours, a weekend day's answer that day's.
  if (asks.hours && !money.weekend && !(question.money.pickup && question.day === null))
    parts.push(await hoursAnswer(context))
  if (asks.contact) parts.push(contactAnswer(context))

  if (parts.length === 0) {
    if (asks.thanks) return t.thanks
    if (asks.greeting) return `${t.hello} ${t.help}`
    return `${t.notUnderstood} ${t.help} ${t.fastHelp}`
  }
  return `${asks.greeting ? t.greeting : ''}${parts.join('\n\n')}`
}
