/**
 * The lengths the invoice page's fields allow, apart from their schemas (invoice-forms.ts) so that the
 * staff's browser code can size its fields without taking zod into its bundle.
 */

export const paymentNoteMaxLength = 500

export const creditReasonMaxLength = 500
