// Texts of /tellimine (those of /kalkulaator are app/content/messages/calculator.ts, ADR 060); the
// arithmetic is app/domain/calculator.ts (SPEC §2, §9).
import type { BusinessInfo } from './business.ts'
import { perBusiness } from './per-business.ts'

export interface OrderPageContent {
  metaTitle: string
  metaDescription: string
  heading: string
  intro: string
  /** Shown next to the phone number (business.phone), which the page renders as a link. */
  largeOrder: string
}

/** The /tellimine texts for these business facts. */
export const orderPageContent: (business: BusinessInfo) => OrderPageContent = perBusiness((business) => ({
  metaTitle: `Tellimine | ${business.name}`,
  metaDescription:
    'Tellige liiva, kruusa, killustikku või mulda otse karjäärist: valige materjal, kogus 1-25 tonni ning laadimine karjääris või kohaletoomine kalluriga.',
  heading: 'Tellimine',
  intro:
    'Valige materjal, mida soovite tellida. Iga materjali lehel on tellimisvorm, kus saate valida koguse 1-25 tonni ning laadimise karjääris või kohaletoomise.',
  largeOrder:
    'Üle 25 tonni tellimiseks helistage meile, siis teeme teile eraldi pakkumise. Suurema koguse veo saab kokku leppida ka poolhaagisega.',
}))
