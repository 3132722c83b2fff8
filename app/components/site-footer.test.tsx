// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { type BusinessInfo, builtInBusiness } from '#app/content/business.ts'
import { SiteFooter } from './site-footer.tsx'

afterEach(cleanup)

/** The footer on a page whose root loader gave these business facts. */
async function footerOf(business: BusinessInfo) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ business }),
      HydrateFallback: () => null,
      Component: () => <SiteFooter materialLinks={[]} />,
    },
  ])
  render(<Stub initialEntries={['/']} />)
  return (await screen.findByRole('contentinfo')).textContent ?? ''
}

describe('SiteFooter', () => {
  it('shows the facts the root loader read, with the registry code and VAT number once entered', async () => {
    const text = await footerOf({
      ...builtInBusiness,
      name: 'Uus Karjäär',
      phone: '+372 5111 2222',
      registryCode: '12345678',
      vatNumber: 'EE123456789',
    })
    expect(text).toContain('Uus Karjäär')
    expect(text).toContain('+372 5111 2222')
    expect(text).toContain('Registrikood 12345678')
    expect(text).toContain('KMKR EE123456789')
  })

  it('leaves them out while they are empty, as in the built-in facts', async () => {
    const text = await footerOf(builtInBusiness)
    expect(text).toContain(builtInBusiness.legalName)
    expect(text).not.toContain('Registrikood')
    expect(text).not.toContain('KMKR')
  })

  it('shows a season beside the weekly hours', async () => {
    const closed = null
    const text = await footerOf({
      ...builtInBusiness,
      season: {
        name: 'talv',
        from: '12-15',
        to: '02-28',
        hours: {
          Monday: closed,
          Tuesday: closed,
          Wednesday: closed,
          Thursday: closed,
          Friday: closed,
          Saturday: closed,
          Sunday: closed,
        },
      },
    })
    expect(text).toContain('Talv 15.12–28.02: suletud')
  })
})
