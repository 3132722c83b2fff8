/** Step 3 of ordering (issue #5): the company confirms price and time, then delivers. */
export const orderStatusValues = ['uus', 'kinnitatud', 'tarnitud', 'tühistatud'] as const
export type OrderStatus = (typeof orderStatusValues)[number]
export const inquiryStatusValues = ['uus', 'vastatud'] as const
export type InquiryStatus = (typeof inquiryStatusValues)[number]

/** Forward only: a confirmed or new order may still be cancelled; delivered and cancelled are final. */
/** Staff's internal note on an order: room for an agreed price and time, not for a document. */
export const staffNoteMaxLength = 2000

/**
 * Control characters other than tab and line breaks: PostgreSQL refuses a NUL in text, and none of them
 * belongs in a note a person typed.
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  uus: ['kinnitatud', 'tühistatud'],
  kinnitatud: ['tarnitud', 'tühistatud'],
  tarnitud: [],
  tühistatud: [],
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  uus: 'Uus',
  kinnitatud: 'Kinnitatud',
  tarnitud: 'Tarnitud',
  tühistatud: 'Tühistatud',
}

export const inquiryStatusLabels: Record<InquiryStatus, string> = { uus: 'Uus', vastatud: 'Vastatud' }

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/** Why a move is refused, in the words staff see. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Tellimus on juba olekus „${orderStatusLabels[from]}“.`
  const allowed = orderTransitions[from]
  if (allowed.length === 0)
    return `Tellimus on olekus „${orderStatusLabels[from]}“ ja selle olekut ei saa enam muuta.`
  return `Olekust „${orderStatusLabels[from]}“ saab viia ainult olekusse ${allowed
    .map((status) => `„${orderStatusLabels[status]}“`)
    .join(' või ')}.`
}
