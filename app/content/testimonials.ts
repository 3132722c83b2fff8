// The home page's three testimonials (SPEC §3) as a new installation starts with them: they are stored
// on the first start, and staff change them afterwards in /admin/avaleht (or /api/admin/testimonials).

export interface Testimonial {
  name: string
  position: string
  /** External link for the position or company, opened by the page. */
  positionUrl: string
  /** The spec shows five stars for every testimonial. */
  rating: 5
  text: string
}

// OWNER: placeholders. Publish only real customers' words with their consent: replace the names, positions
// and texts, and point positionUrl to the customer's company site (the municipality pages below are stand-ins).
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Kristjan Saar',
    position: 'Eramu ehitaja',
    positionUrl: 'https://www.rakvere.ee',
    rating: 5,
    text: 'Tellisin vundamendi ümbertäiteks täiteliiva ja põranda alla killustikku. Kogused arvutasime müüjaga telefonis koos läbi ja kallur oli platsil juba järgmisel hommikul. Materjal oli puhas ja ühtlane, täpselt selline, nagu vaja.',
  },
  {
    name: 'Marko Lepik',
    position: 'Ehitusettevõtte projektijuht',
    positionUrl: 'https://www.eeel.ee',
    rating: 5,
    text: 'Oleme võtnud siit purukruusa ja killustikku mitmele objektile üle Lääne-Virumaa. Suuremad kogused lepime kokku telefoni teel ja vajaduse korral tuleb materjal poolhaagisega. Hinnad on selged ja koormad jõuavad kohale kokkulepitud ajal.',
  },
  {
    name: 'Aivar Kuusk',
    position: 'Talu peremees',
    positionUrl: 'https://www.haljala.ee',
    rating: 5,
    text: 'Remontisime talu metsateed ja hooviplatsi loodusliku kruusa ja purukruusaga. Karjääris laaditi kiiresti ja anti head nõu, millist materjali millisesse kihti panna. Tee on vastu pidanud juba kaks kevadet.',
  },
]
