import { accountListMessages } from '#app/content/messages/account-lists.ts'
import type { StatementTexts } from '#app/domain/account-statement.ts'
import type { AccountChangeTexts } from '#app/domain/customer-account.ts'
import type { Locale } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'

/**
 * The texts a business account's changes and statement take (ADR 059), from the catalogues in one
 * language (ADR 060): the same words on the page, in the server's answer and in the statement's PDF.
 * The forms' own checks are server-only (customers/account-form-texts.server.ts): their schemas are zod's,
 * which no page's browser bundle may carry (its check for eval breaks the staff pages' policy).
 */

/** The most sites a company keeps (the order form shows them in one list). */
export const maxSites = 50

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
    notPeriod: t('statement.notPeriod'),
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
