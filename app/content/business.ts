/**
 * The quarry's business facts (SPEC §3 'Business info'). Values marked OWNER are placeholders the owner
 * must replace before going live; README lists them.
 */
export interface OpeningHours {
  /** schema.org day names, for structured data. */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]
  /** Estonian label shown to visitors, e.g. 'E-R'. */
  label: string
  opens: string
  closes: string
}

export interface BusinessInfo {
  name: string
  legalName: string
  address: {
    street: string
    locality: string
    region: string
    postalCode: string
    country: string
  }
  /** As shown to visitors. */
  phone: string
  /** For tel: links, E.164. */
  phoneE164: string
  email: string
  website: string
  /** The quarry's loading point: the origin of every delivery distance. */
  coordinates: { latitude: number; longitude: number }
  openingHours: readonly OpeningHours[]
  /** Sales hours as the spec states them (SPEC §1, §9). */
  salesHours: string
  /** Delivery counties (SPEC §1). */
  deliveryArea: readonly string[]
  serviceRadiusMetres: number
  foundedYearsText: string
  projectsText: string
}

export const business = {
  name: 'Padu Karjäär',
  legalName: 'Padu Karjäär OÜ', // OWNER: registered company name
  address: {
    street: 'Padu karjäär', // OWNER: exact street address or property name
    locality: 'Padu küla',
    region: 'Lääne-Viru maakond',
    postalCode: '46101', // OWNER: postal code
    country: 'EE',
  },
  phone: '+372 5000 0000', // OWNER: sales phone
  phoneE164: '+37250000000', // OWNER: the same number, digits only
  email: 'info@padukarjaar.ee', // OWNER: sales e-mail
  website: 'https://padukarjaar.ee', // OWNER: public site address
  coordinates: { latitude: 59.2414, longitude: 26.7216 }, // OWNER: the loading point of the quarry
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'E-R',
      opens: '08:00',
      closes: '17:00',
    },
    { days: ['Saturday'], label: 'L', opens: '09:00', closes: '15:00' },
  ],
  salesHours: 'E-R 08:00-17:00, v.a talvel',
  deliveryArea: ['Lääne-Virumaa', 'Jõgevamaa', 'Järvamaa'],
  serviceRadiusMetres: 50_000,
  foundedYearsText: '15+',
  projectsText: '150+',
} as const satisfies BusinessInfo
