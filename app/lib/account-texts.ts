import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { businessApplicationMessages } from '#app/content/messages/business-application.ts'
import type { StatementTexts } from '#app/domain/account-statement.ts'
import type { AccountChangeTexts } from '#app/domain/customer-account.ts'
import {
  type AccountFormTexts,
  accountFormTexts,
  colleagueFormSchemaIn,
  siteFormSchemaIn,
} from '#app/domain/customer-forms.ts'
import type { Locale } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'

/**
 * The texts a business account's checks and statement take (ADR 059), from the catalogues in one
 * language (ADR 060): the same words on the page, in the server's answer and in the statement's PDF.
 */

/** The most sites a company keeps (the order form shows them in one list). */
export const maxSites = 50

export function accountFormTextsIn(locale: Locale): AccountFormTexts {
  if (locale === 'et') return accountFormTexts
  const application = translate(businessApplicationMessages, locale)
  const t = translate(accountListMessages, locale)
  return {
    emailRequired: application('error.emailRequired'),
    emailInvalid: application('error.emailInvalid'),
    tooLong: (max) => application('error.tooLong', { max }),
    forbiddenCharacters: application('error.forbiddenCharacters'),
    siteName: t('error.siteName'),
    siteAddress: t('error.siteAddress'),
    name: t('error.name'),
    role: t('error.role'),
    unknownAction: t('error.unknownAction'),
    entry: t('error.entry'),
  }
}

export function accountChangeTextsIn(locale: Locale): AccountChangeTexts {
  const t = translate(accountListMessages, locale)
  return {
    addressNotFound: t('error.addressNotFound'),
    outOfRange: t('error.outOfRange'),
    distanceFailed: t('error.distanceFailed'),
    tooManySites: t('error.tooManySites', { max: maxSites }),
    siteGone: t('error.siteGone'),
    adminsOnly: t('error.adminsOnly'),
    userTaken: t('error.userTaken'),
    lastAdmin: t('error.lastAdmin'),
    personGone: t('error.personGone'),
  }
}

export function statementTextsIn(locale: Locale): StatementTexts {
  const t = translate(accountListMessages, locale)
  return {
    title: t('statement.title'),
    periods: t('statement.periods'),
    period: (from, to) => t('statement.period', { from, to }),
    badPeriod: t('statement.badPeriod'),
    opening: (date) => t('statement.opening', { date }),
    closing: (date) => t('statement.closing', { date }),
    columns: {
      date: t('statement.date'),
      document: t('statement.document'),
      debit: t('statement.debit'),
      credit: t('statement.credit'),
      balance: t('statement.balance'),
    },
    owes: t('statement.owes'),
    nothing: t('statement.nothing'),
    download: t('statement.download'),
    show: t('statement.show'),
    from: t('statement.from'),
    to: t('statement.to'),
    buyer: t('statement.buyer'),
    seller: t('statement.seller'),
    made: (date) => t('statement.made', { date }),
    thisYear: t('statement.thisYear'),
    lastYear: t('statement.lastYear'),
    invoice: (number) => t('statement.invoice', { number }),
    creditNote: (number, cancels) =>
      cancels ? t('statement.cancels', { number, cancels }) : t('statement.creditNote', { number }),
    payment: (number, source) => t('statement.payment', { number, source: source ?? 'manual' }),
  }
}

/** The Estonian statement: the staff's tests and the Estonian page read it. */
export const statementTexts = statementTextsIn('et')

const formSchemas = new Map<
  Locale,
  { site: ReturnType<typeof siteFormSchemaIn>; colleague: ReturnType<typeof colleagueFormSchemaIn> }
>()

/** The account's own forms' schemas in `locale`, made once per language. */
export function accountFormSchemasIn(locale: Locale) {
  let schemas = formSchemas.get(locale)
  if (!schemas) {
    const texts = accountFormTextsIn(locale)
    schemas = { site: siteFormSchemaIn(texts), colleague: colleagueFormSchemaIn(texts) }
    formSchemas.set(locale, schemas)
  }
  return schemas
}
