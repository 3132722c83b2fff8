// Close-ups of the materials: sand surfaces built from SVG noise filters, gravel as many shaded stones.
import {
  blobPoints,
  mix,
  n,
  pebblePoints,
  polyPath,
  shade,
  smoothClosedPath,
  svgDocument,
  vary,
} from '../lib/svg.js'

/** Glacial gravel of North Estonia: mostly limestone and dolomite, plus granites and gneisses from Finland. */
const GLACIAL = [
  [{ color: '#b8b1a2', crystals: 0 }, 18], // grey limestone
  [{ color: '#c9bfad', crystals: 0 }, 12], // pale limestone
  [{ color: '#a6a398', crystals: 0 }, 8], // blue-grey limestone
  [{ color: '#c4ae88', crystals: 0 }, 9], // yellowish dolomite
  [{ color: '#b08d7f', crystals: 1 }, 10], // pink granite
  [{ color: '#9d7567', crystals: 1 }, 5], // red granite
  [{ color: '#8a5f4e', crystals: 1 }, 4], // rapakivi
  [{ color: '#9b978f', crystals: 1 }, 9], // grey granite
  [{ color: '#77736d', crystals: 0.6 }, 6], // gneiss
  [{ color: '#57554f', crystals: 0.3 }, 5], // amphibolite, diabase
  [{ color: '#dcd0c4', crystals: 0.2 }, 4], // quartzite
]

/** Crushed limestone as sold for killustik: greys with a little warmth. */
const LIMESTONE_GREY = [
  [{ color: '#a9a8a2', crystals: 0 }, 10],
  [{ color: '#b9b6ae', crystals: 0 }, 8],
  [{ color: '#979791', crystals: 0 }, 7],
  [{ color: '#c4c0b5', crystals: 0 }, 4],
  [{ color: '#8c8d8a', crystals: 0.2 }, 3],
  [{ color: '#a59c8f', crystals: 0 }, 3],
]

function ids(prefix) {
  let i = 0
  return (name) => `${prefix}${name}${i++}`
}

/**
 * A sand surface: gentle relief lit from the upper left, a fine overlay grain, and sparse specks of
 * dark, light and reddish mineral grains.
 */
function sandSurface(rnd, W, H, id, o) {
  const f = id('sand')
  const relief = o.relief ?? [0.005, 0.009]
  const clumps = o.clumps ?? 0.08
  const grain = o.grainAmount ?? 0.18
  const specks = o.specks ?? 0.5
  const g0 = Math.round((0.5 - grain / 2) * 1000) / 1000
  const defs = `<filter id="${f}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${relief[0]} ${relief[1]}" numOctaves="${o.reliefOctaves ?? 4}" seed="${rnd.seed()}" result="r1"/>
<feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed="${rnd.seed()}" result="r2"/>
${o.warp ? `<feTurbulence type="fractalNoise" baseFrequency="${o.warp.frequency}" numOctaves="2" seed="${rnd.seed()}" result="w"/><feDisplacementMap in="r1" in2="w" scale="${o.warp.scale}" xChannelSelector="R" yChannelSelector="G" result="r1d"/><feMerge result="r1"><feMergeNode in="r1"/><feMergeNode in="r1d"/></feMerge>` : ''}
<feComposite in="r1" in2="r2" operator="arithmetic" k2="${1 - clumps}" k3="${clumps}" result="h"/>
<feDiffuseLighting in="h" surfaceScale="${o.reliefHeight ?? 7}" diffuseConstant="1" lighting-color="#fff" result="lit"><feDistantLight azimuth="225" elevation="${o.elevation ?? 48}"/></feDiffuseLighting>
<feFlood flood-color="${o.color}" result="base"/>
<feComposite in="base" in2="lit" operator="arithmetic" k1="${o.gain ?? 1.3}" result="shaded"/>
<feTurbulence type="fractalNoise" baseFrequency="${o.grain ?? 1.1}" numOctaves="1" seed="${rnd.seed()}" result="g"/>
<feColorMatrix in="g" type="matrix" values="${grain} 0 0 0 ${g0}  ${grain} 0 0 0 ${g0}  ${grain} 0 0 0 ${g0}  0 0 0 0 1" result="gm"/>
<feBlend in="gm" in2="shaded" mode="overlay" result="grained"/>
<feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="1" seed="${rnd.seed()}" result="sp"/>
<feColorMatrix in="sp" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -12 0 0 0 3.6" result="spd"/>
<feFlood flood-color="${o.dark}" flood-opacity="${specks}"/><feComposite in2="spd" operator="in" result="darkSpecks"/>
<feColorMatrix in="sp" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 12 0 0 -8.4" result="spl"/>
<feFlood flood-color="${o.light}" flood-opacity="${specks}"/><feComposite in2="spl" operator="in" result="lightSpecks"/>
<feColorMatrix in="sp" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 12 0 -8.4" result="spr"/>
<feFlood flood-color="${o.red ?? '#9a5a3a'}" flood-opacity="${specks}"/><feComposite in2="spr" operator="in" result="redSpecks"/>
<feMerge><feMergeNode in="grained"/><feMergeNode in="darkSpecks"/><feMergeNode in="lightSpecks"/><feMergeNode in="redSpecks"/></feMerge>
</filter>`
  // The rectangle overhangs the document so displaced noise never leaves an empty edge.
  return {
    defs,
    body: `<rect x="${-BLEED - 64}" y="${-BLEED - 64}" width="${W + 2 * BLEED + 128}" height="${H + 2 * BLEED + 128}" filter="url(#${f})"/>`,
  }
}

/** Warm light from the upper left and a soft vignette, over the whole picture. */
function lightAndVignette(W, H, id, strength = 1) {
  const g = id('sun')
  const v = id('vig')
  const defs = `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6e0" stop-opacity="${0.16 * strength}"/><stop offset="0.5" stop-color="#fff6e0" stop-opacity="0"/><stop offset="1" stop-color="#20140a" stop-opacity="${0.2 * strength}"/></linearGradient>
<radialGradient id="${v}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#1a120a" stop-opacity="0"/><stop offset="1" stop-color="#1a120a" stop-opacity="${0.32 * strength}"/></radialGradient>`
  return {
    defs,
    body: `<rect width="${W}" height="${H}" fill="url(#${g})"/><rect width="${W}" height="${H}" fill="url(#${v})"/>`,
  }
}

/** Shared shading for a rounded stone: highlight up-left, dark rim down-right (bounding-box units). */
function roundShade(id, sheen = 0.42) {
  const g = id('rs')
  const defs = `<radialGradient id="${g}" cx="0.45" cy="0.42" r="0.62" fx="0.32" fy="0.26"><stop offset="0" stop-color="#fff" stop-opacity="${sheen}"/><stop offset="0.3" stop-color="#fff" stop-opacity="${sheen * 0.25}"/><stop offset="0.62" stop-color="#000" stop-opacity="0.06"/><stop offset="0.86" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`
  return { defs, fill: `url(#${g})` }
}

/** Small angular crystals inside a granite stone. */
function crystals(rnd, cx, cy, rx, ry, rotation, amount, base) {
  const count = Math.round(amount * Math.min(90, (rx * ry) / 14))
  let out = ''
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  for (let i = 0; i < count; i++) {
    const a = rnd.range(0, Math.PI * 2)
    const d = Math.sqrt(rnd.next()) * 0.8
    const x = Math.cos(a) * rx * d
    const y = Math.sin(a) * ry * d
    const px = cx + x * cos - y * sin
    const py = cy + x * sin + y * cos
    const s = rnd.range(0.6, 1.8) * Math.max(1, Math.min(rx, ry) / 30)
    const kind = rnd.weighted([
      ['dark', 4],
      ['light', 3],
      ['pink', 2],
    ])
    const color =
      kind === 'dark' ? '#2a2623' : kind === 'light' ? shade(base, 0.45) : mix(base, '#d88f78', 0.45)
    const opacity = kind === 'dark' ? rnd.range(0.25, 0.55) : rnd.range(0.25, 0.5)
    const pts = blobPoints(rnd, px, py, s, s * rnd.range(0.5, 1), { count: rnd.int(4, 5), wobble: 0.35 })
    out += `<path d="${polyPath(pts)}" fill="${color}" fill-opacity="${n(opacity * 100) / 100}"/>`
  }
  return out
}

/**
 * Places stones with little overlap, biggest first, like a dart-throwing sampler.
 * Returns [{x, y, r}] where r is the mean radius.
 */
function placeStones(rnd, W, H, { count, rMin, rMax, overlap = 0.82, attempts = 40, margin = 0.6 }) {
  const stones = []
  const cell = rMax * 2
  const cols = Math.ceil((W + 2 * rMax) / cell) + 2
  const grid = new Map()
  const radii = Array.from({ length: count }, () => rMin + (rMax - rMin) * rnd.next() ** 1.4).sort(
    (a, b) => b - a,
  )
  for (const r of radii) {
    for (let t = 0; t < attempts; t++) {
      const x = rnd.range(-r * margin, W + r * margin)
      const y = rnd.range(-r * margin, H + r * margin)
      const gx = Math.floor((x + rMax) / cell)
      const gy = Math.floor((y + rMax) / cell)
      let ok = true
      for (let dx = -1; dx <= 1 && ok; dx++) {
        for (let dy = -1; dy <= 1 && ok; dy++) {
          for (const s of grid.get((gy + dy) * cols + gx + dx) ?? []) {
            if (Math.hypot(s.x - x, s.y - y) < (s.r + r) * overlap) {
              ok = false
              break
            }
          }
        }
      }
      if (ok) {
        const stone = { x, y, r }
        stones.push(stone)
        const k = gy * cols + gx
        if (!grid.has(k)) grid.set(k, [])
        grid.get(k).push(stone)
        break
      }
    }
  }
  return stones
}

/**
 * One layer of stones: a blurred shadow pass, then each stone with its colour, crystals and shading.
 * shape 'round' gives smooth pebbles, 'angular' crushed faceted pieces.
 */
function stoneLayer(rnd, W, H, id, o) {
  const stones = placeStones(rnd, W, H, o)
  // Draw from top to bottom so lower stones overlap upper ones, as on a slope seen from above.
  stones.sort((a, b) => a.y - b.y)
  const shadowId = id('sh')
  const mottleId = id('mo')
  const rs = roundShade(id, o.sheen ?? 0.42)
  const shadowBlur = Math.max(1, (o.rMin + o.rMax) * 0.09)
  const shadowOffset = (o.rMin + o.rMax) * 0.08
  let defs = `${rs.defs}<filter id="${shadowId}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(shadowBlur)}"/><feOffset dx="${n(shadowOffset)}" dy="${n(shadowOffset * 1.2)}"/></filter>
<filter id="${mottleId}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${o.mottle ?? 0.05}" numOctaves="3" seed="${rnd.seed()}" result="t"/><feColorMatrix in="t" type="matrix" values="0.5 0 0 0 0.72  0.5 0 0 0 0.72  0.5 0 0 0 0.72  0 0 0 0 1" result="m"/><feComposite in="SourceGraphic" in2="m" operator="arithmetic" k1="1"/></filter>`
  let shadows = ''
  let body = ''
  for (const s of stones) {
    const kind = rnd.weighted(o.palette)
    const base = mix(vary(rnd, kind.color, 0.1, 0.025), o.dustColor ?? '#000000', o.dusty ?? 0)
    const rotation = rnd.range(0, Math.PI)
    const aspect = o.shape === 'round' ? rnd.range(0.62, 0.95) : rnd.range(0.6, 1)
    const rx = s.r / Math.sqrt(aspect)
    const ry = s.r * Math.sqrt(aspect)
    if (o.shape === 'round') {
      const pts = pebblePoints(rnd, s.x, s.y, rx, ry, rotation, { roughness: o.roughness ?? 0.14 })
      const d = smoothClosedPath(pts)
      shadows += `<path d="${d}"/>`
      body += `<path d="${d}" fill="${base}"/>`
      if (kind.crystals > 0) body += crystals(rnd, s.x, s.y, rx, ry, rotation, kind.crystals, base)
      body += `<path d="${d}" fill="${rs.fill}"/>`
    } else {
      // A crushed piece: an irregular outline, a flat fracture face on top and bevelled sides, each
      // face lit by its own slope.
      const count = rnd.int(5, 8)
      const pts = []
      const phase = rnd.range(0, Math.PI * 2)
      for (let i = 0; i < count; i++) {
        const a = phase + ((i + rnd.range(-0.3, 0.3)) / count) * Math.PI * 2
        const k = rnd.range(0.82, 1.12)
        const x = Math.cos(a) * rx * k
        const y = Math.sin(a) * ry * k
        pts.push([
          s.x + x * Math.cos(rotation) - y * Math.sin(rotation),
          s.y + x * Math.sin(rotation) + y * Math.cos(rotation),
        ])
      }
      const shift = [rnd.range(-0.18, 0.18) * rx, rnd.range(-0.18, 0.18) * ry]
      const inner = pts.map(([x, y]) => {
        const k = rnd.range(0.35, 0.68)
        return [s.x + shift[0] + (x - s.x) * k, s.y + shift[1] + (y - s.y) * k]
      })
      const height = s.r * rnd.range(0.45, 0.8)
      const light = [-0.5, -0.62, 0.6]
      const lit = (nx, ny, nz) => {
        const len = Math.hypot(nx, ny, nz) || 1
        return (nx * light[0] + ny * light[1] + nz * light[2]) / len
      }
      const faceColor = (lambert) => {
        const amount = (lambert - 0.6) * 1.05 + rnd.range(-0.05, 0.05)
        return amount >= 0 ? shade(base, Math.min(0.45, amount)) : shade(base, Math.max(-0.6, amount))
      }
      const outline = polyPath(pts)
      shadows += `<path d="${outline}"/>`
      body += `<path d="${outline}" fill="${base}"/>`
      for (let i = 0; i < count; i++) {
        const a = pts[i]
        const b = pts[(i + 1) % count]
        const c = inner[(i + 1) % count]
        // Normal of the side face through a, b (height 0) and c (raised to the top face).
        const u = [b[0] - a[0], b[1] - a[1], 0]
        const v = [c[0] - a[0], c[1] - a[1], height]
        let nx = u[1] * v[2] - u[2] * v[1]
        let ny = u[2] * v[0] - u[0] * v[2]
        let nz = u[0] * v[1] - u[1] * v[0]
        if (nz < 0) {
          nx = -nx
          ny = -ny
          nz = -nz
        }
        const color = faceColor(lit(nx, ny, nz))
        body += `<path d="${polyPath([a, b, c, inner[i]])}" fill="${color}" stroke="${color}" stroke-width="0.7" stroke-linejoin="round"/>`
      }
      const top = faceColor(lit(rnd.range(-0.35, 0.35), rnd.range(-0.35, 0.35), 1))
      body += `<path d="${polyPath(inner)}" fill="${top}" stroke="${top}" stroke-width="0.5" stroke-linejoin="round"/>`
      if (kind.crystals > 0)
        body += crystals(rnd, s.x, s.y, rx * 0.8, ry * 0.8, rotation, kind.crystals, base)
      body += `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="${n(Math.max(0.7, s.r * 0.03))}" stroke-linejoin="round"/>`
    }
  }
  const shadow = `<g filter="url(#${shadowId})" fill="#120d08" fill-opacity="${o.shadowOpacity ?? 0.6}">${shadows}</g>`
  defs += ''
  return { defs, body: `${shadow}<g filter="url(#${mottleId})">${body}</g>` }
}

/** Sand grains big enough to see: tiny pebbles lying on a sand surface. */
function grit(rnd, W, H, id, o) {
  const rs = roundShade(id, 0.35)
  let body = ''
  for (let i = 0; i < o.count; i++) {
    const x = rnd.range(0, W)
    const y = rnd.range(0, H)
    const r = o.rMin + (o.rMax - o.rMin) * rnd.next() ** 2
    const kind = rnd.weighted(o.palette)
    const base = mix(vary(rnd, kind.color, 0.12, 0.03), o.sand, 0.3)
    const pts = blobPoints(rnd, x, y, r, r * rnd.range(0.6, 0.95), {
      count: 7,
      wobble: 0.15,
      rotation: rnd.range(0, 3),
    })
    const d = smoothClosedPath(pts)
    body += `<path d="${d}" fill="#1a120a" fill-opacity="0.22" transform="translate(${n(r * 0.25)} ${n(r * 0.3)})"/><path d="${d}" fill="${base}"/><path d="${d}" fill="${rs.fill}"/>`
  }
  return { defs: rs.defs, body }
}

/** A dusting of fine material over the stones, thicker in the hollows. */
function dust(rnd, W, H, id, color, amount) {
  const f = id('dust')
  const defs = `<filter id="${f}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="4" seed="${rnd.seed()}" result="t"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${amount * 5} 0 0 0 ${-amount * 2.4}" result="a"/><feFlood flood-color="${color}"/><feComposite in2="a" operator="in"/></filter>`
  return { defs, body: `<rect width="${W}" height="${H}" filter="url(#${f})"/>` }
}

const BLEED = 64

function compose(W, H, parts) {
  return svgDocument(W, H, parts.map((p) => p.defs).join(''), parts.map((p) => p.body).join(''), BLEED)
}

const SAND = {
  // Warm ochre fill sand with a few small stones.
  'soelutud-taiteliiv': {
    color: '#c09a66',
    dark: '#4a3520',
    light: '#f6e6c4',
    grit: 170,
    gritMax: 7,
  },
  // Lighter, cleaner building sand.
  'soelutud-ehitusliiv': {
    color: '#d8bf92',
    dark: '#6d5536',
    light: '#fffaf0',
    grit: 110,
    gritMax: 3.5,
    relief: [0.004, 0.007],
    reliefHeight: 6,
    specks: 0.45,
  },
  // Pale grey-beige shore sand with wind ripples.
  kaldaliiv: {
    color: '#dcd3c1',
    dark: '#6f695f',
    light: '#ffffff',
    red: '#a88f80',
    grit: 10,
    gritMax: 3.5,
    relief: [0.0025, 0.016],
    reliefOctaves: 3,
    reliefHeight: 4,
    warp: { frequency: 0.004, scale: 90 },
    clumps: 0.04,
    gain: 1.27,
    specks: 0.4,
  },
}

export function drawSand(slug, rnd, W, H) {
  const o = SAND[slug]
  const id = ids('m')
  const parts = [sandSurface(rnd.fork('surface'), W, H, id, o)]
  if (o.grit) {
    parts.push(
      grit(rnd.fork('grit'), W, H, id, {
        count: o.grit,
        rMin: 1.5,
        rMax: o.gritMax,
        palette: GLACIAL,
        sand: o.color,
      }),
    )
  }
  parts.push(lightAndVignette(W, H, id, 0.9))
  return compose(W, H, parts)
}

const GRAVEL = {
  // Natural gravel: sand with stones of every size, partly buried.
  'looduslik-kruus': {
    ground: { color: '#9c8a70', dark: '#4a3520', light: '#f0dcb4' },
    dusty: 0.22,
    layers: [
      { count: 1400, rMin: 3, rMax: 9, overlap: 0.85, attempts: 60, sheen: 0.25, palette: GLACIAL },
      { count: 300, rMin: 10, rMax: 26, overlap: 0.9, attempts: 60, sheen: 0.32, palette: GLACIAL },
      { count: 14, rMin: 36, rMax: 70, overlap: 1.05, palette: GLACIAL },
    ],
    dust: { color: '#9e8a6c', amount: 0.3 },
  },
  // Washed and screened round gravel 16-32 mm.
  'soelutud-kruus': {
    ground: { color: '#5f5143', dark: '#1e1813', light: '#a08d74', specks: 0.4 },
    layers: [
      { count: 900, rMin: 15, rMax: 24, overlap: 0.62, attempts: 60, palette: GLACIAL },
      { count: 300, rMin: 20, rMax: 34, overlap: 0.9, palette: GLACIAL },
    ],
  },
  'kruusaveeris-32-64': {
    ground: { color: '#5a4d40', dark: '#1e1813', light: '#94826c', specks: 0.4 },
    layers: [
      { count: 420, rMin: 28, rMax: 44, overlap: 0.62, attempts: 60, palette: GLACIAL },
      { count: 110, rMin: 40, rMax: 62, overlap: 0.9, palette: GLACIAL },
    ],
  },
  'kruusaveeris-64-100': {
    ground: { color: '#544839', dark: '#1e1813', light: '#8b7a65', specks: 0.4 },
    layers: [
      { count: 160, rMin: 50, rMax: 75, overlap: 0.62, attempts: 60, palette: GLACIAL },
      { count: 40, rMin: 72, rMax: 105, overlap: 0.9, palette: GLACIAL },
    ],
  },
  // Crushed stone 16-32 mm: angular grey limestone.
  killustik: {
    ground: { color: '#6a6863', dark: '#1f1e1c', light: '#a9a69e', specks: 0.4 },
    shape: 'angular',
    layers: [
      { count: 800, rMin: 19, rMax: 30, overlap: 0.55, attempts: 60, palette: LIMESTONE_GREY },
      { count: 240, rMin: 26, rMax: 40, overlap: 0.85, palette: LIMESTONE_GREY },
    ],
  },
  // Crushed gravel 0-32 mm: angular pieces of every size and colour in fines.
  purukruus: {
    ground: { color: '#8a8170', dark: '#3e352a', light: '#e4d8c2' },
    shape: 'angular',
    dusty: 0.12,
    layers: [
      { count: 2600, rMin: 2.5, rMax: 8, overlap: 0.8, attempts: 70, palette: GLACIAL },
      { count: 520, rMin: 9, rMax: 20, overlap: 0.85, attempts: 60, palette: GLACIAL },
      { count: 90, rMin: 22, rMax: 34, overlap: 1, palette: GLACIAL },
    ],
    dust: { color: '#9d8e77', amount: 0.3 },
  },
}

export function drawGravel(slug, rnd, W, H) {
  const spec = GRAVEL[slug]
  const id = ids('m')
  const parts = [sandSurface(rnd.fork('ground'), W, H, id, spec.ground)]
  spec.layers.forEach((layer, i) => {
    parts.push(
      stoneLayer(rnd.fork(`layer${i}`), W, H, id, {
        shape: spec.shape ?? 'round',
        dusty: spec.dusty,
        dustColor: spec.ground.color,
        ...layer,
      }),
    )
  })
  if (spec.dust) parts.push(dust(rnd.fork('dust'), W, H, id, spec.dust.color, spec.dust.amount))
  parts.push(lightAndVignette(W, H, id, 1))
  return compose(W, H, parts)
}

export const SAND_SLUGS = Object.keys(SAND)
export const GRAVEL_SLUGS = Object.keys(GRAVEL)
