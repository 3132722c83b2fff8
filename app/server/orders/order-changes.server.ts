import type { z } from 'zod'
import {
  type BuyerChangeInput,
  buyerChangeSchema,
  buyerFormSchema,
  type ConfirmationInput,
  confirmationFormSchema,
  confirmationSchema,
  correctionFormSchema,
  moveFormSchema,
  type StatusChangeInput,
  statusChangeSchema,
  statusFormSchema,
} from '#app/domain/order-change-forms.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { changeOrderBuyer } from './order-buyer.server.ts'
import type { ChangeDependencies, ChangeResult } from './order-change-basics.server.ts'
import { confirmOrder } from './order-confirmation.server.ts'
import { changeOrderStatus } from './order-status-change.server.ts'

/**
 * Step 3 of ordering, on the site: staff confirm an order for a day and a time window, with corrections
 * (quantity, delivery address, a price adjustment per tonne) re-priced by the domain rules; they move it,
 * mark it delivered or cancel it; the customer may cancel it on their own page. Every change is one
 * transaction with its audit entry and the mail that tells the customer, and is made only on the version
 * of the order the person saw: a save on an older version is refused with 409. This is the one command
 * that parses a change and makes it; each kind of change is a file of its own beside it.
 */

export type OrderChangeKind = 'confirm' | 'status' | 'buyer' | 'correct'

export type OrderChange =
  | { ok: true; kind: 'confirm'; value: ConfirmationInput }
  | { ok: true; kind: 'status' | 'correct'; value: StatusChangeInput }
  | { ok: true; kind: 'buyer'; value: BuyerChangeInput }
  | { ok: false; kind: OrderChangeKind; error: string; field?: string }

/**
 * A staff change of an order as any of its entry points sends it, through the one parse of every form and
 * API body (ADR 036). JSON (PUT /api/admin/orders) with a date or a window is a confirmation (or a move or
 * correction), otherwise a status change; a form names itself in `intent`: `confirm` (the order page),
 * `move` (the day plan), else a status change. The answer names the first problem.
 */
export function parseOrderChange(input: FormData | Record<string, unknown>): OrderChange {
  let kind: OrderChangeKind
  let schema: z.ZodType<ConfirmationInput> | z.ZodType<StatusChangeInput> | z.ZodType<BuyerChangeInput>
  if (input instanceof FormData) {
    const intent = input.get('intent')
    kind =
      intent === 'confirm' || intent === 'move'
        ? 'confirm'
        : intent === 'buyer'
          ? 'buyer'
          : intent === 'correct'
            ? 'correct'
            : 'status'
    schema =
      intent === 'confirm'
        ? confirmationFormSchema
        : intent === 'move'
          ? moveFormSchema
          : intent === 'buyer'
            ? buyerFormSchema
            : intent === 'correct'
              ? correctionFormSchema
              : statusFormSchema
  } else {
    kind =
      'deliveryDate' in input || 'timeWindow' in input
        ? 'confirm'
        : !('status' in input) && 'company' in input
          ? 'buyer'
          : 'status'
    schema =
      kind === 'confirm' ? confirmationSchema : kind === 'buyer' ? buyerChangeSchema : statusChangeSchema
  }
  const parsed = parseSubmission(schema, input)
  if (!parsed.ok)
    return parsed.field
      ? { ok: false, kind, error: parsed.error, field: parsed.field }
      : { ok: false, kind, error: parsed.error }
  if (kind === 'confirm') return { ok: true, kind, value: parsed.value as ConfirmationInput }
  if (kind === 'buyer') return { ok: true, kind, value: parsed.value as BuyerChangeInput }
  return { ok: true, kind, value: parsed.value as StatusChangeInput }
}

export type OrderChangeResult = ChangeResult & {
  kind: OrderChangeKind
  /** The input was refused before the order was read. */
  invalid?: true
}

/**
 * The one command behind every staff change of an order: the order page, the day plan's move and delivery
 * and PUT /api/admin/orders all call it with what they were sent. It parses, then confirms (moves,
 * corrects), changes the status (delivering issues the invoice) or changes the buyer company.
 */
export async function changeOrder(
  deps: ChangeDependencies,
  target: { id: number; admin: string },
  input: FormData | Record<string, unknown>,
): Promise<OrderChangeResult> {
  const change = parseOrderChange(input)
  if (!change.ok) {
    const { ok: _ok, kind, ...refusal } = change
    return { ok: false, status: 400, kind, invalid: true, ...refusal }
  }
  const result =
    change.kind === 'confirm'
      ? await confirmOrder(deps, { ...change.value, ...target })
      : change.kind === 'buyer'
        ? await changeOrderBuyer(deps, { ...change.value, ...target })
        : await changeOrderStatus(deps, { ...change.value, ...target })
  return { ...result, kind: change.kind }
}
