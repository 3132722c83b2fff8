// Every picture of the site: its key, its aspect ratio, the widths it is published in, and how to draw a
// stand-in when the owner has not supplied a photo yet.
import { drawGravel, drawSand, GRAVEL_SLUGS, SAND_SLUGS } from './draw/materials.js'
import * as scenes from './draw/scenes.js'

/**
 * Groups share an aspect ratio and a set of widths. `soften` blurs a drawn picture slightly before it is
 * scaled (the close-ups of stones are mostly edges, which cost bytes but not looks); `encode` overrides
 * encoder settings.
 */
export const groups = {
  hero: { ratio: 16 / 9, widths: [640, 960, 1280, 1920] },
  materials: {
    ratio: 4 / 3,
    widths: [480, 768, 1200],
    soften: 0.7,
    // Stone close-ups are mostly edges: they are the largest paint of a material page on a phone.
    encode: { webp: { quality: 64 }, avif: { quality: 40 } },
  },
  gallery: { ratio: 4 / 3, widths: [480, 960, 1440] },
  references: { ratio: 3 / 2, widths: [480, 960] },
  blog: { ratio: 16 / 9, widths: [480, 800, 1280] },
  og: { ratio: 1200 / 630, widths: [1200], jpeg: true },
}

const MATERIAL_SOURCES = ['draw/materials.js']
const SCENE_SOURCES = ['draw/scene.js', 'draw/scenes.js']

/** The materials in catalogue order; the topsoil page shows an icon block instead of a photo. */
const MATERIAL_SLUGS = [
  'soelutud-taiteliiv',
  'soelutud-ehitusliiv',
  'kaldaliiv',
  'looduslik-kruus',
  'soelutud-kruus',
  'purukruus',
  'killustik',
  'kruusaveeris-32-64',
  'kruusaveeris-64-100',
]

function materialDrawer(slug) {
  if (SAND_SLUGS.includes(slug)) return (rnd, w, h) => drawSand(slug, rnd, w, h)
  if (GRAVEL_SLUGS.includes(slug)) return (rnd, w, h) => drawGravel(slug, rnd, w, h)
  throw new Error(`No drawing for material ${slug}`)
}

const two = (i) => String(i).padStart(2, '0')

export const catalogue = [
  { key: 'hero/karjaar', group: 'hero', draw: scenes.hero, sources: SCENE_SOURCES },
  ...MATERIAL_SLUGS.map((slug) => ({
    key: `materials/${slug}`,
    group: 'materials',
    draw: materialDrawer(slug),
    sources: MATERIAL_SOURCES,
  })),
  ...scenes.gallery.map((draw, i) => ({
    key: `gallery/galerii-${two(i + 1)}`,
    group: 'gallery',
    draw,
    sources: SCENE_SOURCES,
  })),
  ...scenes.references.map((draw, i) => ({
    key: `references/viide-${i + 1}`,
    group: 'references',
    draw,
    sources: SCENE_SOURCES,
  })),
  ...scenes.blog.map((draw, i) => ({
    key: `blog/artikkel-${i + 1}`,
    group: 'blog',
    draw,
    sources: SCENE_SOURCES,
  })),
  { key: 'og/default', group: 'og', draw: scenes.socialCard, sources: SCENE_SOURCES },
]
