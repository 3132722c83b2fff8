// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { orderMessages } from '#app/content/messages/order.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import type { OrderSubmissionResult } from '#app/domain/order-form.ts'
import { compiledMessages } from '#app/lib/messages.ts'
import { OrderForm } from './order-form.tsx'

afterEach(() => {
  cleanup()
})

/**
 * Renders the form alone, as its island does, optionally with the page action's answer to a post made
 * without JavaScript. What the form posts and how it answers the server's replies is tested in the
 * browser against the real server (tests/e2e/order-form.test.ts).
 */
function renderForm(result?: OrderSubmissionResult) {
  render(
    <OrderForm
      slug="killustik"
      addressSearch="server"
      business={{ phone: '+372 5000 0000', phoneE164: '+37250000000' }}
      productName="Killustik"
      unitPriceCents={1500}
      messages={orderMessageFamilies.kohustuslik}
      locale="et"
      texts={compiledMessages(orderMessages, 'et')}
      idempotencyKey="first-key-0001"
      result={result}
    />,
  )
  return screen.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
}

function total(form: HTMLElement) {
  const term = within(form).getByText('Kokku koos käibemaksuga')
  return term.nextElementSibling?.textContent
}

describe('OrderForm', () => {
  it('totals the chosen quantity at once', () => {
    const form = renderForm()
    expect(total(form)).toBe('18,60\u00a0€')
    fireEvent.change(within(form).getByLabelText('Kogus *'), { target: { value: '5' } })
    // 5 t × 15 € = 75 €, with 24% VAT 93 €.
    expect(total(form)).toBe('93,00\u00a0€')
  })

  it('offers the delivery address once delivery is chosen for a large enough quantity', () => {
    const form = renderForm()
    const delivery = within(form).getByRole('radio', { name: 'Soovin transporti' })
    expect(delivery).toHaveProperty('disabled', true)
    expect(within(form).queryByRole('combobox', { name: 'Tarneaadress *' })).toBeNull()
    fireEvent.change(within(form).getByLabelText('Kogus *'), { target: { value: '10' } })
    expect(delivery).toHaveProperty('disabled', false)
    fireEvent.click(delivery)
    expect(within(form).getByRole('combobox', { name: 'Tarneaadress *' })).toBeTruthy()
  })

  it('shows the action’s field errors under their fields and the values it was sent', () => {
    const form = renderForm({
      ok: false,
      fieldErrors: { email: 'Vigane e-posti aadress' },
      formError: null,
      values: {
        quantity: '12',
        deliveryOption: 'delivery',
        deliveryAddress: 'Tapa linn, Lääne-Viru maakond',
      },
    })
    const message = within(form).getByText('Vigane e-posti aadress')
    const email = within(form).getByLabelText('E-post *')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(message.id)
    expect(within(form).getByLabelText('Eesnimi *').getAttribute('aria-invalid')).toBeNull()
    expect(within(form).getByLabelText<HTMLSelectElement>('Kogus *').value).toBe('12')
    expect(within(form).getByRole('radio', { name: 'Soovin transporti' })).toHaveProperty('checked', true)
    expect(within(form).getByRole<HTMLInputElement>('combobox', { name: 'Tarneaadress *' }).value).toBe(
      'Tapa linn, Lääne-Viru maakond',
    )
  })
})
