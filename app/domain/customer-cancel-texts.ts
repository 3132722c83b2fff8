/**
 * The answers of 'Tühista tellimus' on the customer's order page (/tellimus/{token}), in Estonian; the
 * page gives them in its language (ADR 060), one text per rule for the form's check and the change's.
 */
export interface CustomerCancelTexts {
  /** The posted version is not one the page could have sent. */
  badVersion: string
  /** The order changed after the page showed it. */
  stale: string
  notFound: string
  /** Past the time the customer may cancel online (customerMayCancel), or delivered. */
  closed: string
}

export const customerCancelTexts: CustomerCancelTexts = {
  badVersion: 'Tellimuse andmed on vigased. Palun laadige leht uuesti.',
  stale: 'Tellimust muudeti vahepeal, laadige leht uuesti.',
  notFound: 'Tellimust ei leitud.',
  closed: 'Tellimust ei saa enam veebis tühistada. Palun helistage meile.',
}
