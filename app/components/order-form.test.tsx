// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { type OrderSubmissionResult, orderTexts } from '#app/domain/order-form.ts'
import { OrderForm } from './order-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** What /api/orders received, one entry a post. */
type Posted = Record<string, FormDataEntryValue>

/**
 * Renders the form alone, as its island does; the form's posts to /api/orders are answered here, in
 * place of the server's endpoint.
 */
function renderForm(answer: (posted: Posted) => OrderSubmissionResult | Promise<OrderSubmissionResult>) {
  const posts: Posted[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/orders')
    const posted = Object.fromEntries(new URLSearchParams(init.body as URLSearchParams))
    posts.push(posted)
    return Response.json(await answer(posted))
  })
  render(
    <OrderForm
      slug="killustik"
      addressSearch="server"
      business={{ phone: '+372 5000 0000', phoneE164: '+37250000000' }}
      productName="Killustik"
      unitPriceCents={1500}
      messages={orderMessageFamilies.kohustuslik}
      idempotencyKey="first-key-0001"
    />,
  )
  return { form: screen.getByRole('form', { name: 'Tellimuse vorm: Killustik' }), posts }
}

function total(form: HTMLElement) {
  const term = within(form).getByText('Kokku koos käibemaksuga')
  return term.nextElementSibling?.textContent
}

function fillContact(form: HTMLElement) {
  const fill = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } })
  fill('Eesnimi *', 'Mari')
  fill('Perekonnanimi *', 'Maasikas')
  fill('E-post *', 'mari@example.ee')
  fill('Telefon *', '+372 5555 1234')
}

describe('OrderForm', () => {
  it('totals the chosen quantity at once', () => {
    const { form } = renderForm(() => ({ ok: true, orderId: 1 }))
    expect(total(form)).toBe('18,60\u00a0€')
    fireEvent.change(within(form).getByLabelText('Kogus *'), { target: { value: '5' } })
    // 5 t × 15 € = 75 €, with 24% VAT 93 €.
    expect(total(form)).toBe('93,00\u00a0€')
  })

  it('offers the delivery address once delivery is chosen for a large enough quantity', () => {
    const { form } = renderForm(() => ({ ok: true, orderId: 1 }))
    const delivery = within(form).getByRole('radio', { name: 'Soovin transporti' })
    expect(delivery).toHaveProperty('disabled', true)
    expect(within(form).queryByRole('combobox', { name: 'Tarneaadress *' })).toBeNull()
    fireEvent.change(within(form).getByLabelText('Kogus *'), { target: { value: '10' } })
    expect(delivery).toHaveProperty('disabled', false)
    fireEvent.click(delivery)
    expect(within(form).getByRole('combobox', { name: 'Tarneaadress *' })).toBeTruthy()
  })

  it('shows a field error of the action under its field and sends the same key again on retry', async () => {
    const { form, posts } = renderForm(() => ({
      ok: false,
      fieldErrors: { email: 'Vigane e-posti aadress' },
      formError: null,
    }))
    fillContact(form)
    fireEvent.click(within(form).getByRole('button', { name: 'Esita tellimus' }))
    const message = await within(form).findByText('Vigane e-posti aadress')
    const email = within(form).getByLabelText('E-post *')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(message.id)
    expect(posts[0]).toMatchObject({ slug: 'killustik', idempotencyKey: 'first-key-0001' })

    fireEvent.click(within(form).getByRole('button', { name: 'Esita tellimus' }))
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[1]?.idempotencyKey).toBe('first-key-0001')
  })

  it('cannot be sent twice while the first post is under way, and a later order gets a new key', async () => {
    let finish: (result: OrderSubmissionResult) => void = () => {}
    const { form, posts } = renderForm(
      () =>
        new Promise<OrderSubmissionResult>((resolve) => {
          finish = resolve
        }),
    )
    fillContact(form)
    fireEvent.click(within(form).getByRole('button', { name: 'Esita tellimus' }))
    const busy = await within(form).findByRole('button', { name: orderTexts.submitting })
    expect(busy).toHaveProperty('disabled', true)
    fireEvent.click(busy)
    expect(posts).toHaveLength(1)

    await act(async () => finish({ ok: true, orderId: 7 }))
    const again = await within(form).findByRole('button', { name: 'Esita tellimus' })
    expect(again).toHaveProperty('disabled', false)
    // The form starts over for the next order.
    expect(within(form).getByLabelText<HTMLInputElement>('Eesnimi *').value).toBe('')
    fillContact(form)
    fireEvent.click(again)
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[1]?.idempotencyKey).not.toBe(posts[0]?.idempotencyKey)
  })

  it('does not post a form the browser already finds incomplete', async () => {
    const { form, posts } = renderForm(() => ({ ok: true, orderId: 1 }))
    fireEvent.click(within(form).getByRole('button', { name: 'Esita tellimus' }))
    expect(await within(form).findByText('Eesnimi on kohustuslik')).toBeTruthy()
    expect(document.activeElement).toBe(within(form).getByLabelText('Eesnimi *'))
    expect(posts).toHaveLength(0)
  })
})
