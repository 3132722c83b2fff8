// A small toolkit for flat-illustration landscapes: sky, sun, forest, ground, heaps and machines.
// Scenes are drawn in design units 1000 high (and 1000 × aspect wide) and rendered at any pixel size.
import { mix, n, polyPath, shade, smoothClosedPath, smoothOpenPath, svgScaled } from '../lib/svg.js'

export const PALETTE = {
  graphite: '#1f2124',
  accent: '#c2410c',
  loader: '#df7a21',
  loaderDark: '#a9541a',
  metal: '#4a4d51',
  tyre: '#232427',
  glass: '#2e3d47',
  sand: '#d9b57c',
  sandLit: '#ecd09b',
  sandShade: '#b08552',
  gravel: '#a59d8f',
  gravelShade: '#7a7368',
  stone: '#9c9b96',
  stoneShade: '#6f6f6b',
  grass: '#76904f',
  grassDark: '#56703a',
  spruce: '#2f4535',
  soil: '#5b4331',
}

export function createScene(rnd, pixelWidth, pixelHeight) {
  const H = 1000
  const W = (1000 * pixelWidth) / pixelHeight
  let counter = 0
  const defs = []
  const layers = []
  return {
    rnd,
    W,
    H,
    id: (prefix) => `${prefix}${counter++}`,
    def(text) {
      defs.push(text)
    },
    add(...parts) {
      for (const p of parts) if (p) layers.push(p)
    },
    svg() {
      return svgScaled(pixelWidth, pixelHeight, W, H, defs.join(''), layers.join(''))
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Paint

/** A vertical gradient id from [[offset, colour, opacity?], ...]. */
export function vGradient(sc, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
  const id = sc.id('g')
  const u = units ? ` gradientUnits="${units}"` : ''
  sc.def(
    `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${u}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</linearGradient>`,
  )
  return `url(#${id})`
}

/** A radial gradient id (bounding-box units unless userSpace is given as {cx, cy, r}). */
export function rGradient(sc, stops, { cx = 0.5, cy = 0.5, r = 0.5, userSpace = false } = {}) {
  const id = sc.id('r')
  const u = userSpace ? ' gradientUnits="userSpaceOnUse"' : ''
  sc.def(
    `<radialGradient id="${id}" cx="${n(cx * 1000) / 1000}" cy="${n(cy * 1000) / 1000}" r="${n(r * 1000) / 1000}"${u}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</radialGradient>`,
  )
  return `url(#${id})`
}

/** A filter that multiplies a shape by soft noise: a painterly grain that compresses well. */
export function grainFilter(sc, { frequency = 0.9, amount = 0.12, octaves = 2, stretch = 1 } = {}) {
  const id = sc.id('tx')
  const a = amount
  sc.def(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency} ${n(frequency * stretch * 1000) / 1000}" numOctaves="${octaves}" seed="${sc.rnd.seed()}"/><feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1" result="t"/><feComposite in="SourceGraphic" in2="t" operator="arithmetic" k1="${2 * a}" k2="${1 - a}" result="m"/><feComposite in="m" in2="SourceGraphic" operator="in"/></filter>`,
  )
  return `url(#${id})`
}

export function blurFilter(sc, deviation) {
  const id = sc.id('bl')
  sc.def(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
  )
  return `url(#${id})`
}

export function clip(sc, d) {
  const id = sc.id('c')
  sc.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
  return `url(#${id})`
}

// ---------------------------------------------------------------------------------------------------
// Sky

export function sky(sc, stops) {
  return `<rect width="${n(sc.W)}" height="${sc.H}" fill="${vGradient(sc, stops)}"/>`
}

export function sun(
  sc,
  { x, y, r = 26, core = '#fff6dc', glow = '#ffd79a', glowRadius = 380, glowOpacity = 0.75 },
) {
  const g = rGradient(
    sc,
    [
      [0, glow, glowOpacity],
      [0.25, glow, glowOpacity * 0.45],
      [1, glow, 0],
    ],
    { cx: x, cy: y, r: glowRadius, userSpace: true },
  )
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(glowRadius)}" fill="${g}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${core}"/>`
}

/** Long soft cloud streaks. */
export function clouds(sc, { count = 6, yMin = 80, yMax = 360, color = '#ffffff', opacity = 0.5, blur = 8 }) {
  const { rnd, W } = sc
  const f = blurFilter(sc, blur)
  let out = ''
  for (let i = 0; i < count; i++) {
    const cx = rnd.range(-0.1, 1.1) * W
    const cy = rnd.range(yMin, yMax)
    const len = rnd.range(180, 520)
    const parts = rnd.int(3, 6)
    for (let j = 0; j < parts; j++) {
      const x = cx + rnd.range(-0.5, 0.5) * len
      const y = cy + rnd.range(-10, 10)
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rnd.range(0.2, 0.45) * len)}" ry="${n(rnd.range(6, 18))}"/>`
    }
  }
  return `<g fill="${color}" fill-opacity="${opacity}" filter="${f}">${out}</g>`
}

/** Puffy fair-weather clouds. */
export function cumulus(
  sc,
  { count = 4, yMin = 90, yMax = 260, color = '#ffffff', shadow = '#d6dde3', scale = 1, avoidX = null },
) {
  const { rnd, W } = sc
  let out = ''
  for (let i = 0; i < count; i++) {
    // One cloud per slot across the sky, so they never pile up, and none in front of the sun.
    let cx = ((i + rnd.range(0.15, 0.85)) / count) * W
    if (avoidX !== null && Math.abs(cx - avoidX) < 200 * scale)
      cx = avoidX + (cx < avoidX ? -230 : 230) * scale
    const cy = rnd.range(yMin, yMax)
    const w = rnd.range(110, 200) * scale
    const bumps = rnd.int(4, 6)
    let body = ''
    let base = ''
    for (let j = 0; j < bumps; j++) {
      const t = j / (bumps - 1)
      const x = cx - w / 2 + t * w
      const r = (Math.sin(t * Math.PI) * 0.6 + 0.4) * w * rnd.range(0.18, 0.26)
      body += `<circle cx="${n(x)}" cy="${n(cy - r * 0.55)}" r="${n(r)}"/>`
      base += `<circle cx="${n(x)}" cy="${n(cy - r * 0.35)}" r="${n(r * 0.9)}"/>`
    }
    out += `<g fill="${shadow}">${base}<rect x="${n(cx - w / 2)}" y="${n(cy - 12)}" width="${n(w)}" height="12" rx="6"/></g><g fill="${color}" transform="translate(${n(-w * 0.03)} ${n(-w * 0.04)})">${body}</g>`
  }
  return `<g filter="${blurFilter(sc, 1.6)}">${out}</g>`
}

export function birds(sc, { count = 4, x, y, spread = 120, color = '#3b3a38', size = 7 }) {
  const { rnd } = sc
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + rnd.range(-spread, spread)
    const by = y + rnd.range(-spread * 0.35, spread * 0.35)
    const s = size * rnd.range(0.7, 1.2)
    d += `M${n(bx - s)} ${n(by - s * 0.3)}Q${n(bx - s * 0.4)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.3)}`
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round"/>`
}

/** A horizontal band of haze that fades out upwards and downwards. */
export function haze(sc, { y, height, color, opacity = 0.5 }) {
  const g = vGradient(sc, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ])
  return `<rect x="0" y="${n(y - height / 2)}" width="${n(sc.W)}" height="${n(height)}" fill="${g}"/>`
}

// ---------------------------------------------------------------------------------------------------
// Trees

/**
 * A closed polygon wound clockwise on screen. Silhouettes are unions of many rings in one path, and with
 * the nonzero fill rule overlapping rings only merge when they wind the same way.
 */
export function ring(points) {
  let area2 = 0
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]
    const [x2, y2] = points[(i + 1) % points.length]
    area2 += x1 * y2 - x2 * y1
  }
  return polyPath(area2 < 0 ? [...points].reverse() : points)
}

function ellipsePath(cx, cy, rx, ry) {
  const pts = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry])
  }
  return ring(pts)
}

/** A Norway spruce: a narrow cone of drooping tiers. */
export function sprucePath(rnd, x, base, h, { width = 0.36 } = {}) {
  const w = h * rnd.range(width * 0.85, width * 1.15)
  const tiers = Math.max(3, Math.min(10, Math.round(h / 10)))
  const right = []
  const top = base - h
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers
    const y = top + t * h * 0.93
    const hw = (w / 2) * t ** 0.85 * rnd.range(0.85, 1.12)
    right.push([x + hw * 0.42, y - (h / tiers) * 0.55])
    right.push([x + hw, y])
  }
  const trunk = Math.max(0.8, h * 0.025)
  const pts = [
    [x, top],
    ...right,
    [x + trunk, base - h * 0.06],
    [x + trunk, base],
    [x - trunk, base],
    [x - trunk, base - h * 0.06],
    ...right.reverse().map(([px, py]) => [2 * x - px + rnd.range(-0.5, 0.5), py]),
  ]
  return ring(pts)
}

/** A Scots pine: a tall bare trunk under a flat, ragged crown. */
export function pinePath(rnd, x, base, h) {
  const trunk = Math.max(0.8, h * 0.02)
  const lean = rnd.range(-0.06, 0.06) * h
  const crownY = base - h * rnd.range(0.7, 0.8)
  let d = ring([
    [x - trunk, base],
    [x + trunk, base],
    [x + lean + trunk * 0.6, crownY],
    [x + lean - trunk * 0.6, crownY],
  ])
  const cw = h * rnd.range(0.2, 0.3)
  const clumps = rnd.int(3, 6)
  for (let i = 0; i < clumps; i++) {
    const cx = x + lean + rnd.range(-0.55, 0.55) * cw
    const cy = crownY - rnd.range(-0.02, 0.2) * h
    const rx = cw * rnd.range(0.22, 0.4)
    const ry = h * rnd.range(0.035, 0.06)
    d += ring([
      [cx - rx, cy + ry * 0.4],
      [cx - rx * 0.6, cy - ry * 0.7],
      [cx - rx * 0.1, cy - ry],
      [cx + rx * 0.5, cy - ry * 0.8],
      [cx + rx, cy + ry * 0.2],
      [cx + rx * 0.4, cy + ry],
      [cx - rx * 0.5, cy + ry * 0.9],
    ])
  }
  return d
}

/** A birch or other broadleaf: an upright oval crown. */
export function broadleafPath(rnd, x, base, h) {
  const trunk = Math.max(0.8, h * 0.025)
  let d = ring([
    [x - trunk, base],
    [x + trunk, base],
    [x + trunk * 0.6, base - h * 0.5],
    [x - trunk * 0.6, base - h * 0.5],
  ])
  const cw = h * rnd.range(0.22, 0.3)
  for (let i = 0; i < 4; i++) {
    d += ellipsePath(
      x + rnd.range(-0.45, 0.45) * cw,
      base - h * rnd.range(0.5, 0.82),
      cw * rnd.range(0.45, 0.7),
      h * rnd.range(0.14, 0.22),
    )
  }
  return d
}

/**
 * A forest edge: trees along a baseline y(x), with the ground under them filled down to `bottom`.
 * mix: weights of spruce, pine and broadleaf.
 */
export function treeLine(
  sc,
  {
    y,
    from = -40,
    to,
    minH,
    maxH,
    color,
    spacing,
    bottom,
    mix: kinds = [6, 3, 1],
    snow = null,
    undergrowth = 0,
  },
) {
  const { rnd } = sc
  const end = to ?? sc.W + 40
  const yOf = typeof y === 'function' ? y : () => y
  let d = ''
  let snowD = ''
  const ground = []
  const p1 = rnd.range(0, 6)
  const p2 = rnd.range(0, 6)
  // Trees grow in stands: a slow swell of height along the edge.
  const swell = (x) => 0.5 + 0.32 * Math.sin(x / 170 + p1) + 0.18 * Math.sin(x / 61 + p2)
  for (let x = from; x <= end; x += spacing * rnd.range(0.45, 1.15)) {
    const h = minH + (maxH - minH) * Math.min(1, Math.max(0, swell(x) * 0.75 + rnd.range(0, 0.35)))
    const base = yOf(x) + rnd.range(0, h * 0.08)
    const kind = rnd.weighted([
      ['spruce', kinds[0]],
      ['pine', kinds[1]],
      ['broad', kinds[2]],
    ])
    if (kind === 'spruce') {
      d += sprucePath(rnd, x, base, h)
      if (snow) snowD += spruceSnow(x, base, h)
    } else if (kind === 'pine') d += pinePath(rnd, x, base, h)
    else d += broadleafPath(rnd, x, base, h)
  }
  if (undergrowth > 0) {
    // A bushy band of young trees and shrubs hides the trunks.
    for (let x = from; x <= end + 20; x += 9) ground.push([x, yOf(x) - undergrowth * rnd.range(0.55, 1)])
  } else {
    for (let x = from; x <= end + 20; x += 20) ground.push([x, yOf(x) + 2])
  }
  const fill = bottom === undefined ? '' : ring([...ground, [end + 20, bottom], [from, bottom]])
  const snowLayer = snow ? `<path d="${snowD}" fill="${snow}"/>` : ''
  return `<path d="${d}${fill}" fill="${color}"/>${snowLayer}`
}

/** Snow lying on the tiers of a spruce drawn by sprucePath (deterministic, so the two stay aligned). */
function spruceSnow(x, base, h) {
  const tiers = Math.max(3, Math.min(10, Math.round(h / 10)))
  const top = base - h
  let d = ''
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers
    const y = top + t * h * 0.93
    const hw = h * 0.18 * t ** 0.85
    d += ring([
      [x - hw * 0.9, y - 0.5],
      [x - hw * 0.2, y - (h / tiers) * 0.45],
      [x + hw * 0.3, y - (h / tiers) * 0.4],
      [x + hw * 0.8, y - 0.8],
      [x, y - (h / tiers) * 0.2],
    ])
  }
  return d
}

// ---------------------------------------------------------------------------------------------------
// Ground

/** A filled polygon or smooth outline, optionally textured. */
export function area(points, fill, { smooth = false, filter, opacity } = {}) {
  const d = smooth ? smoothClosedPath(points, 0.6) : polyPath(points)
  const f = filter ? ` filter="${filter}"` : ''
  const o = opacity !== undefined ? ` fill-opacity="${opacity}"` : ''
  return `<path d="${d}" fill="${fill}"${f}${o}/>`
}

/** Thin wavy stripes inside a clip region: strata in a quarry face, furrows in a field. */
export function strata(
  sc,
  clipD,
  { x0, x1, y0, y1, count, colors, opacity = 0.35, width = [1.5, 5], wave = 6 },
) {
  const { rnd } = sc
  const c = clip(sc, clipD)
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = y0 + ((i + rnd.range(0, 1)) / count) * (y1 - y0)
    const pts = []
    const phase = rnd.range(0, 6)
    for (let x = x0; x <= x1 + 40; x += 40)
      pts.push([x, y + Math.sin(x / 90 + phase) * wave * rnd.range(0.6, 1)])
    out += `<path d="${smoothOpenPath(pts)}" fill="none" stroke="${rnd.pick(colors)}" stroke-width="${n(rnd.range(width[0], width[1]))}" stroke-opacity="${n(opacity * rnd.range(0.5, 1) * 100) / 100}"/>`
  }
  return `<g clip-path="${c}">${out}</g>`
}

/** Small stones scattered inside a clip region, coloured by their own palette. */
export function pebbles(
  sc,
  clipD,
  { x0, x1, y0, y1, count, colors, size = [1.5, 4], flat = 0.6, opacity = 1 },
) {
  const { rnd } = sc
  const c = clip(sc, clipD)
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rnd.range(x0, x1)
    const y = rnd.range(y0, y1)
    const r = rnd.range(size[0], size[1])
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * flat * rnd.range(0.8, 1.2))}" fill="${rnd.pick(colors)}"/>`
  }
  return `<g clip-path="${c}" opacity="${opacity}">${out}</g>`
}

/**
 * A heap of bulk material with a lit and a shaded flank.
 * texture: 'gravel' (scattered stones), 'sand' (fine streaks) or 'stone' (coarse angular dots).
 */
export function heap(
  sc,
  {
    cx,
    base,
    w,
    h,
    lit,
    mid,
    dark,
    light = 'right',
    texture = 'sand',
    skew = 0,
    snow = null,
    castShadow = null,
    stones = null,
  },
) {
  const { rnd } = sc
  const l = cx - w / 2
  const r = cx + w / 2
  const px = cx + skew * w
  const pts = [
    [l, base],
    [l + 0.14 * w, base - 0.3 * h],
    [px - 0.16 * w, base - 0.86 * h],
    [px - 0.04 * w, base - h],
    [px + 0.05 * w, base - 0.99 * h],
    [px + 0.17 * w, base - 0.84 * h],
    [r - 0.14 * w, base - 0.28 * h],
    [r, base],
  ]
  const d = `${smoothOpenPath(pts, 0.9)}Z`
  const p = (px - l) / w
  const stops =
    light === 'right'
      ? [
          [0, mix(dark, '#000000', 0.12)],
          [Math.max(0, p - 0.08), dark],
          [p + 0.02, mid],
          [Math.min(1, p + 0.12), lit],
          [1, mix(lit, mid, 0.4)],
        ]
      : [
          [0, mix(lit, mid, 0.4)],
          [Math.max(0, p - 0.12), lit],
          [p - 0.02, mid],
          [Math.min(1, p + 0.08), dark],
          [1, mix(dark, '#000000', 0.12)],
        ]
  const g = vGradient(sc, stops, { x1: l, x2: r, y1: 0, y2: 0, units: 'userSpaceOnUse' })
  const ao = vGradient(sc, [
    [0, '#000000', 0],
    [0.7, '#000000', 0],
    [1, '#000000', 0.18],
  ])
  let out = ''
  if (castShadow) {
    const dir = light === 'right' ? -1 : 1
    const len = castShadow.length ?? w * 0.8
    out += `<path d="${polyPath([
      [l + w * 0.05, base],
      [px, base - 2],
      [r - w * 0.05, base],
      [cx + dir * (w * 0.5 + len), base + castShadow.drop],
      [cx + dir * (w * 0.2 + len * 0.6), base + castShadow.drop * 1.25],
    ])}" fill="#2a1c10" fill-opacity="${castShadow.opacity ?? 0.25}"/>`
  } else {
    out += `<ellipse cx="${n(cx + (light === 'right' ? -1 : 1) * w * 0.06)}" cy="${n(base)}" rx="${n(w * 0.55)}" ry="${n(h * 0.08)}" fill="#2a1c10" fill-opacity="0.18"/>`
  }
  out += `<path d="${d}" fill="${g}"/>`
  if (texture === 'gravel' || texture === 'stone') {
    const colours = stones ?? [
      shade(lit, 0.25),
      shade(mid, -0.25),
      shade(dark, -0.3),
      mix(mid, '#b48a78', 0.4),
    ]
    const count = Math.round((w * h) / (texture === 'stone' ? 160 : 110))
    const size = texture === 'stone' ? [1.6, 4.2] : [1.2, 3.4]
    out += pebbles(sc, d, {
      x0: l,
      x1: r,
      y0: base - h,
      y1: base,
      count,
      colors: colours,
      size,
      flat: 0.7,
      opacity: 0.85,
    })
    // Darken the stones on the shaded flank again.
    const shadeSide = vGradient(
      sc,
      light === 'right'
        ? [
            [0, '#000', 0.28],
            [Math.max(0, p - 0.02), '#000', 0.16],
            [Math.min(1, p + 0.1), '#000', 0],
          ]
        : [
            [Math.max(0, p - 0.1), '#000', 0],
            [Math.min(1, p + 0.02), '#000', 0.16],
            [1, '#000', 0.28],
          ],
      { x1: l, x2: r, y1: 0, y2: 0, units: 'userSpaceOnUse' },
    )
    out += `<path d="${d}" fill="${shadeSide}"/>`
  } else {
    // Slide marks running down the flanks.
    let streaks = ''
    const count = Math.round(w / 22)
    for (let i = 0; i < count; i++) {
      const t = rnd.range(0.08, 0.92)
      const x = l + t * w
      const onLeft = x < px
      const topY = base - h * (onLeft ? (x - l) / (px - l) : (r - x) / (r - px)) * 0.92
      const len = rnd.range(0.2, 0.6) * (base - topY)
      const slope = (onLeft ? -1 : 1) * rnd.range(0.15, 0.35)
      streaks += `M${n(x)} ${n(topY + 6)}l${n(slope * len)} ${n(len)}`
    }
    out += `<path d="${streaks}" stroke="${shade(dark, -0.15)}" stroke-opacity="0.25" stroke-width="2" fill="none" clip-path="${clip(sc, d)}"/>`
  }
  out += `<path d="${d}" fill="${ao}"/>`
  if (snow) {
    // Snow over everything but a ragged band at the foot, blue-grey on the shaded flank.
    const line = []
    for (let i = 0; i <= 10; i++) {
      const x = l + (i / 10) * w
      line.push([x, base - h * (0.16 + 0.2 * rnd.next()) * (1 - Math.abs(x - px) / w)])
    }
    const snowD = `M${n(l - 5)} ${n(base - h - 10)}L${n(r + 5)} ${n(base - h - 10)}L${n(r + 5)} ${n(base - 6)}L${smoothOpenPath(line.reverse(), 0.8).slice(1)}L${n(l - 5)} ${n(base - 6)}Z`
    const snowFill = vGradient(
      sc,
      light === 'right'
        ? [
            [0, '#b9c5d0'],
            [p, '#dde5ec'],
            [Math.min(1, p + 0.1), snow],
            [1, snow],
          ]
        : [
            [0, snow],
            [Math.max(0, p - 0.1), snow],
            [p, '#dde5ec'],
            [1, '#b9c5d0'],
          ],
      { x1: l, x2: r, y1: 0, y2: 0, units: 'userSpaceOnUse' },
    )
    out += `<path d="${snowD}" fill="${snowFill}" clip-path="${clip(sc, d)}"/>`
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Machines, drawn facing right with the ground at y = 0; 1 unit is about 10 cm.

function place(x, y, scale, facing, inner, extra = '') {
  const sx = facing === 'left' ? -scale : scale
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(sx * 100) / 100} ${n(scale * 100) / 100})${extra}">${inner}</g>`
}

function wheel(cx, cy, r, hub, tyre = PALETTE.tyre) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tyre}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.55)}" fill="${hub}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.2)}" fill="${PALETTE.metal}"/>`
}

/** Colours for a machine; `tone` darkens everything (backlit at sunset, or far away). */
function machineColours(body, tone) {
  const t = (c) => mix(c, '#1b1611', tone)
  return {
    body: t(body),
    dark: t(shade(body, -0.28)),
    light: t(shade(body, 0.18)),
    metal: t(PALETTE.metal),
    tyre: t(PALETTE.tyre),
    glass: t(PALETTE.glass),
    glassLight: t('#6d8796'),
  }
}

const LOADER_POSES = {
  down: { arm: 0, bucket: 0 },
  carry: { arm: -12, bucket: -38 },
  up: { arm: -68, bucket: 105 },
}

/** Rotates point (x, y) by `degrees` about (cx, cy), as SVG's rotate() does. */
function rotatePoint([x, y], degrees, [cx, cy]) {
  const a = (degrees * Math.PI) / 180
  const dx = x - cx
  const dy = y - cy
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)]
}

/** Where the lip of a loader's bucket is, in the loader's own units (facing right, ground at 0). */
export function loaderBucketLip(bucket = 'carry') {
  const pose = LOADER_POSES[bucket]
  const lip = rotatePoint([50, -3], pose.bucket, [36, -10])
  return rotatePoint(lip, pose.arm, [4, -33])
}

function loaderWheel(cx, c) {
  return `<circle cx="${cx}" cy="-10" r="10" fill="${c.tyre}"/><circle cx="${cx}" cy="-10" r="9.1" fill="none" stroke="${shade(c.tyre, 0.12)}" stroke-width="1.8" stroke-dasharray="2.2 1.6"/><circle cx="${cx}" cy="-10" r="5.8" fill="${c.rim}"/><circle cx="${cx}" cy="-10" r="4.3" fill="${c.rimDark}"/><circle cx="${cx}" cy="-10" r="2" fill="${c.metal}"/>${[
    0, 60, 120, 180, 240, 300,
  ]
    .map((a) => {
      const r = (a * Math.PI) / 180
      return `<circle cx="${n(cx + Math.cos(r) * 3.2)}" cy="${n(-10 + Math.sin(r) * 3.2)}" r="0.55" fill="${c.rim}"/>`
    })
    .join('')}`
}

/** A wheel loader. bucket: 'down' (digging), 'carry' or 'up' (tipping into a truck). load: material colour. */
export function wheelLoader(
  x,
  y,
  scale,
  { facing = 'right', bucket = 'carry', tone = 0, body = PALETTE.loader, load = null } = {},
) {
  const base = machineColours(body, tone)
  const c = { ...base, rim: mix('#e8b23a', '#1b1611', tone), rimDark: mix('#a87a1e', '#1b1611', tone) }
  const pose = LOADER_POSES[bucket]
  const loadColour = load ? mix(load, '#1b1611', tone) : null
  const bucketShape = `<g transform="rotate(${pose.bucket} 36 -10)">
<path d="M33 -23 Q30 -12 34 -2 L50 -2 L51 -3.5 L47 -20 Q41 -25 33 -23 Z" fill="${c.metal}"/>
<path d="M35 -21 Q33 -12 36 -4 L47 -4 L45 -19 Q40 -22 35 -21 Z" fill="${shade(c.metal, 0.18)}"/>
${loadColour && bucket !== 'up' ? `<path d="M34 -21 Q39 -29 45 -25 Q49 -23 47.5 -19 Z" fill="${loadColour}"/>` : ''}
<path d="M34 -2 L51 -2 L51.5 0 L34.5 0 Z" fill="${c.tyre}"/>
<path d="M51 -3.5 L53 -3 L51 -1.5 Z M51 -7 L53 -6.5 L51.3 -5 Z" fill="${c.tyre}"/>
<circle cx="36" cy="-10" r="1.6" fill="${c.dark}"/></g>`
  const arm = `<g transform="rotate(${pose.arm} 4 -33)">
<path d="M2 -36 L38 -12.5 L36 -7.5 L1 -30 Z" fill="${c.body}"/>
<path d="M2 -36 L38 -12.5 L37.4 -11 L1.7 -34.2 Z" fill="${c.light}"/>
<path d="M9 -41 L26 -30" stroke="${c.metal}" stroke-width="2.6" stroke-linecap="round"/>
<path d="M24 -33 L28 -27 L25 -24 Z" fill="${c.dark}"/>
<path d="M27 -28 L35 -19" stroke="${c.metal}" stroke-width="1.6"/>
${bucketShape}</g>`
  const inner = `
<ellipse cx="0" cy="0" rx="50" ry="2.4" fill="#000" fill-opacity="0.22"/>
<path d="M-51 -9 L-51 -23 Q-51 -26 -48 -26 L-42 -26 L-42 -9 Z" fill="${c.dark}"/>
<path d="M-45 -14 L-45 -28 Q-45 -31 -42 -31 L-9 -31 L-9 -14 Z" fill="${c.body}"/>
<path d="M-45 -28 Q-45 -31 -42 -31 L-9 -31 L-9 -29 L-45 -29 Z" fill="${c.light}"/>
<path d="M-45 -18 L-9 -18 L-9 -14 L-45 -14 Z" fill="${c.dark}" fill-opacity="0.35"/>
<path d="M-40 -26 H-30 M-40 -23.5 H-30 M-40 -21 H-30" stroke="${c.dark}" stroke-width="1.1"/>
<rect x="-31" y="-37.5" width="2.2" height="6.5" fill="${c.metal}"/><rect x="-31.6" y="-38.5" width="3.4" height="1.4" fill="${c.metal}"/>
<rect x="-22" y="-34.5" width="3" height="3.5" rx="1" fill="${c.metal}"/>
<path d="M-9 -23 L24 -23 L25 -12 L-9 -12 Z" fill="${c.body}"/>
<path d="M-9 -16 L25 -16 L25 -12 L-9 -12 Z" fill="${c.dark}" fill-opacity="0.35"/>
<circle cx="-9" cy="-17" r="2.2" fill="${c.metal}"/>
<path d="M0 -23 L0 -38 L8 -38 L10 -23 Z" fill="${c.body}"/>
<path d="M-16 -31 L-16 -52 Q-16 -54.5 -13.5 -54.5 L3 -54.5 Q5 -54.5 5.4 -52.5 L8.5 -31 Z" fill="${c.body}"/>
<path d="M-18 -57 L7.5 -57 L7.5 -54 L-18 -54 Z" fill="${c.dark}"/>
<rect x="3" y="-59" width="3.5" height="2" fill="#f4e3b0"/><rect x="-14" y="-59.5" width="2.6" height="2.5" rx="1" fill="#f2a33a"/>
<path d="M-14 -52 L-5 -52 L-5 -33 L-14 -33 Z" fill="${c.glass}"/>
<path d="M-3.5 -52 L3.4 -52 L6.2 -33 L-3.5 -33 Z" fill="${c.glass}"/>
<path d="M-14 -52 L-10 -52 L-14 -44 Z M-3.5 -52 L-0.5 -52 L-3.5 -46 Z" fill="${c.glassLight}" fill-opacity="0.55"/>
<path d="M-17 -31 L-17 -48" stroke="${c.metal}" stroke-width="0.9"/>
<path d="M-7 -28 H-1 M-7 -24 H-1 M-7 -20 H-1" stroke="${c.metal}" stroke-width="1.1"/>
${arm}
<path d="M-36 -12 Q-35 -25 -22 -25 Q-9 -25 -8 -12 L-11 -12 Q-12 -22 -22 -22 Q-32 -22 -33 -12 Z" fill="${c.dark}"/>
<path d="M4 -12 Q5 -25 17 -25 Q30 -25 31 -12 L28 -12 Q27 -22 17 -22 Q7 -22 7 -12 Z" fill="${c.dark}"/>
${loaderWheel(-22, c)}
${loaderWheel(17, c)}
<path d="M12 -19 L20 -27" stroke="${c.metal}" stroke-width="2.8" stroke-linecap="round"/>`
  return place(x, y, scale, facing, inner)
}

/** A four-axle tipper truck (the 4×8 kallur). load: colour of the material in the box, or null. */
export function dumpTruck(
  x,
  y,
  scale,
  { facing = 'right', tone = 0, cab = PALETTE.accent, box = '#7d8086', load = null, angle = 0, tip = 0 } = {},
) {
  const c = machineColours(cab, tone)
  const b = machineColours(box, tone)
  const loadShape = load
    ? `<path d="M-46 -35 Q-30 -45 -14 -41 Q2 -46 20 -35 Z" fill="${mix(load, '#1b1611', tone)}"/><path d="M-40 -37 Q-30 -42 -22 -40" stroke="${shade(mix(load, '#1b1611', tone), 0.25)}" stroke-width="1.5" fill="none"/>`
    : ''
  const boxShape = `<g transform="rotate(${-tip} -47 -14)">${loadShape}<path d="M-48 -14 L-48 -35 L21 -35 L23 -14 Z" fill="${b.body}"/><path d="M-49 -36.5 L22 -36.5 L22 -33.5 L-49 -33.5 Z" fill="${b.light}"/><path d="M-36 -34 L-36 -15 M-22 -34 L-22 -15 M-8 -34 L-8 -15 M6 -34 L6 -15" stroke="${b.dark}" stroke-width="1.6"/></g>`
  const inner = `
<ellipse cx="0" cy="0" rx="50" ry="2.2" fill="#000" fill-opacity="0.22"/>
<path d="M-47 -14 L45 -14 L45 -9 L-47 -9 Z" fill="${c.metal}"/>
${boxShape}
<path d="M25 -12 L25 -38 Q25 -41 28 -41 L42 -41 Q46 -41 47 -37 L48.5 -13 L48.5 -12 Z" fill="${c.body}"/>
<path d="M25 -38 Q25 -41 28 -41 L42 -41 Q46 -41 47 -37 L47 -36 L25 -36 Z" fill="${c.light}"/>
<path d="M39 -37 L45.5 -37 L46.5 -26 L39 -26 Z" fill="${c.glass}"/>
<path d="M28 -37 L36.5 -37 L36.5 -27 L28 -27 Z" fill="${c.glass}"/>
<path d="M29 -36 L32 -36 L29 -31 Z M40 -36 L42.5 -36 L40 -32 Z" fill="${c.glassLight}" fill-opacity="0.6"/>
<path d="M45.5 -17 L49.5 -17 L49.5 -10 L45.5 -10 Z" fill="${c.metal}"/>
<rect x="46" y="-21" width="3" height="2.5" fill="#f4e3b0"/>
<path d="M-44 -12 Q-31.5 -22 -19 -12 Z M13 -12 Q24.5 -22 36 -12 Z" fill="${c.metal}"/>
${wheel(-38, -7, 7, b.light, c.tyre)}${wheel(-25, -7, 7, b.light, c.tyre)}${wheel(18, -7, 7, c.light, c.tyre)}${wheel(31, -7, 7, c.light, c.tyre)}`
  return place(x, y, scale, facing, inner, angle ? ` rotate(${angle})` : '')
}

/** A tracked excavator. pose: 'dig' (bucket low in front) or 'reach' (arm stretched out). */
export function excavator(
  x,
  y,
  scale,
  { facing = 'right', tone = 0, body = PALETTE.loader, pose = 'dig', load = null } = {},
) {
  const c = machineColours(body, tone)
  const stickAngle = pose === 'dig' ? 0 : -30
  const inner = `
<ellipse cx="0" cy="0" rx="30" ry="2" fill="#000" fill-opacity="0.22"/>
<rect x="-25" y="-10" width="48" height="10" rx="5" fill="${c.tyre}"/>
<circle cx="-19" cy="-5" r="3" fill="${c.metal}"/><circle cx="-1" cy="-5" r="2.4" fill="${c.metal}"/><circle cx="17" cy="-5" r="3" fill="${c.metal}"/>
<rect x="-14" y="-14" width="26" height="4" fill="${c.metal}"/>
<path d="M-26 -14 L-26 -28 L14 -28 L18 -14 Z" fill="${c.body}"/>
<path d="M-29 -16 L-29 -27 Q-29 -30 -26 -30 L-21 -30 L-21 -16 Z" fill="${c.dark}"/>
<path d="M-26 -28 L14 -28 L14.6 -26 L-26 -26 Z" fill="${c.light}"/>
<path d="M1 -28 L1 -46 L12 -46 L15 -28 Z" fill="${c.body}"/>
<path d="M3 -44 L11 -44 L13.5 -30 L3 -30 Z" fill="${c.glass}"/>
<path d="M4 -43 L6.5 -43 L4 -38 Z" fill="${c.glassLight}" fill-opacity="0.6"/>
<path d="M12 -24 L17 -30 L45 -57 L49 -51 L21 -21 Z" fill="${c.body}"/>
<path d="M17 -30 L45 -57 L46 -55.5 L18 -28.5 Z" fill="${c.light}"/>
<path d="M14 -33 L38 -48" stroke="${c.metal}" stroke-width="2.2" stroke-linecap="round"/>
<g transform="rotate(${stickAngle} 47 -54)">
<path d="M43 -56 L49 -58 L60 -22 L55 -20 Z" fill="${c.body}"/>
<path d="M50 -60 L58 -30" stroke="${c.metal}" stroke-width="1.8" stroke-linecap="round"/>
<path d="M52 -23 Q64 -26 65 -12 L58 -7 L50 -16 Z" fill="${c.metal}"/>
${load ? `<path d="M52 -23 Q58 -30 64 -21 Z" fill="${load}"/>` : ''}
</g>`
  return place(x, y, scale, facing, inner)
}

/** A single-drum road roller. */
export function roller(x, y, scale, { facing = 'right', tone = 0, body = PALETTE.loader } = {}) {
  const c = machineColours(body, tone)
  const inner = `
<ellipse cx="0" cy="0" rx="34" ry="2" fill="#000" fill-opacity="0.22"/>
<path d="M-32 -12 L-32 -26 Q-32 -28 -30 -28 L2 -28 L6 -16 L6 -12 Z" fill="${c.body}"/>
<path d="M-32 -26 Q-32 -28 -30 -28 L2 -28 L2.7 -26 Z" fill="${c.light}"/>
<path d="M-24 -28 L-24 -46 M-6 -28 L-6 -46" stroke="${c.metal}" stroke-width="2.2"/>
<path d="M-27 -48 L-3 -48 L-3 -45 L-27 -45 Z" fill="${c.dark}"/>
<path d="M-22 -44 L-8 -44 L-8 -30 L-22 -30 Z" fill="${c.glass}" fill-opacity="0.85"/>
<path d="M6 -22 L32 -22 L34 -12 L6 -12 Z" fill="${c.dark}"/>
<circle cx="20" cy="-12" r="12" fill="${c.metal}"/><circle cx="20" cy="-12" r="9.5" fill="${shade(c.metal, 0.22)}"/><circle cx="20" cy="-12" r="3" fill="${c.body}"/>
<path d="M9 -25 Q20 -31 31 -25 L31 -21 L9 -21 Z" fill="${c.body}"/>
${wheel(-20, -9, 9, c.body, c.tyre)}`
  return place(x, y, scale, facing, inner)
}

/** A small passenger car. */
export function car(x, y, scale, { facing = 'right', body = '#5d6b78', tone = 0 } = {}) {
  const c = machineColours(body, tone)
  const inner = `
<ellipse cx="0" cy="0" rx="24" ry="1.6" fill="#000" fill-opacity="0.25"/>
<path d="M-23 -4 L-23 -10 Q-22 -13 -18 -13.5 L-12 -14 L-7 -20 Q-5 -21.5 -2 -21.5 L9 -21.5 Q12 -21.5 14 -19 L18 -14 Q23 -13 24 -10 L24 -4 Z" fill="${c.body}"/>
<path d="M-6 -19.5 L-2 -19.5 L-2 -14 L-10.5 -14 Z M0 -19.5 L9 -19.5 Q11 -19.5 12.5 -17.5 L15 -14 L0 -14 Z" fill="${c.glass}"/>
<path d="M-23 -9 L24 -9 L24 -8 L-23 -8 Z" fill="${c.light}" fill-opacity="0.5"/>
${wheel(-14, -4, 4.4, '#b8bcc0', c.tyre)}${wheel(15, -4, 4.4, '#b8bcc0', c.tyre)}`
  return place(x, y, scale, facing, inner)
}

/** A belt conveyor from (x0, y0) up to (x1, y1), with its support legs down to groundY. */
export function conveyor(x0, y0, x1, y1, groundY, { color = '#3b3e42', belt = '#1f2124', width = 5 } = {}) {
  const dx = x1 - x0
  const dy = y1 - y0
  const len = Math.hypot(dx, dy)
  const nx = (-dy / len) * width
  const ny = (dx / len) * width
  let truss = ''
  const steps = Math.max(2, Math.round(len / 22))
  for (let i = 0; i < steps; i++) {
    const t0 = i / steps
    const t1 = (i + 0.5) / steps
    truss += `M${n(x0 + dx * t0)} ${n(y0 + dy * t0)}L${n(x0 + dx * t1 + nx)} ${n(y0 + dy * t1 + ny)}`
  }
  const legAt = (t) => {
    const lx = x0 + dx * t
    const ly = y0 + dy * t + ny
    return `M${n(lx)} ${n(ly)}L${n(lx - 8)} ${n(groundY)}M${n(lx)} ${n(ly)}L${n(lx + 8)} ${n(groundY)}`
  }
  return `<path d="${legAt(0.62)}" stroke="${color}" stroke-width="2.5"/><path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="${belt}" stroke-width="3"/><path d="M${n(x0 + nx)} ${n(y0 + ny)}L${n(x1 + nx)} ${n(y1 + ny)}${truss}" stroke="${color}" stroke-width="2" fill="none"/><circle cx="${n(x1)}" cy="${n(y1)}" r="${n(width * 0.8)}" fill="${color}"/>`
}

/** A tracked mobile screen with a hopper, a screen box and three conveyors. Returns the discharge points. */
export function screeningPlant(x, y, scale, { tone = 0, body = PALETTE.loader } = {}) {
  const c = machineColours(body, tone)
  const s = scale
  const ax = (u) => x + u * s
  const ay = (v) => y + v * s
  // A flat plate of the machine, its corners in the machine's own units.
  const plate = (fill, ...corners) =>
    `<path d="${polyPath(corners.map(([u, v]) => [ax(u), ay(v)]))}" fill="${fill}"/>`
  const frame = `
<rect x="${n(ax(-40))}" y="${n(ay(-10))}" width="${n(80 * s)}" height="${n(10 * s)}" rx="${n(5 * s)}" fill="${c.tyre}"/>
${plate(c.dark, [-44, -10], [40, -10], [40, -18], [-44, -18])}
${plate(c.body, [-46, -18], [-20, -18], [-14, -46], [-54, -46])}
${plate(c.light, [-54, -46], [-14, -46], [-15, -43], [-53, -43])}
${plate(c.metal, [-14, -20], [34, -36], [36, -28], [-12, -14])}
${plate(c.body, [-10, -30], [30, -44], [34, -36], [-8, -22])}
${plate(c.light, [-10, -30], [30, -44], [30.5, -42], [-9.5, -28])}
<path d="M${n(ax(0))} ${n(ay(-28))}L${n(ax(0))} ${n(ay(-18))}M${n(ax(22))} ${n(ay(-36))}L${n(ax(22))} ${n(ay(-18))}" stroke="${c.metal}" stroke-width="${n(2.5 * s)}"/>
<rect x="${n(ax(-34))}" y="${n(ay(-8))}" width="${n(4 * s)}" height="${n(4 * s)}" rx="1" fill="${c.metal}"/>`
  return {
    svg: `<g>${frame}</g>`,
    main: [ax(36), ay(-30)],
    side: [ax(-6), ay(-16)],
    rear: [ax(-44), ay(-16)],
  }
}

/** A simple house: walls with vertical boards, a dark pitched roof, windows and a door. */
export function house({
  x,
  base,
  w,
  h,
  wall = '#e8e2d6',
  roof = '#3b3f44',
  trim = '#ffffff',
  roofH = null,
  boards = true,
  door = true,
  windows = 3,
}) {
  const rh = roofH ?? h * 0.55
  const overhang = w * 0.04
  let out = `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`
  if (boards) {
    let d = ''
    for (let bx = x + 7; bx < x + w; bx += 7) d += `M${n(bx)} ${n(base - h)}V${n(base)}`
    out += `<path d="${d}" stroke="${shade(wall, -0.12)}" stroke-width="0.8"/>`
  }
  out += `<path d="${polyPath([
    [x - overhang, base - h],
    [x + w / 2, base - h - rh],
    [x + w + overhang, base - h],
    [x + w + overhang, base - h + 4],
    [x - overhang, base - h + 4],
  ])}" fill="${roof}"/>`
  out += `<path d="${polyPath([
    [x - overhang, base - h],
    [x + w / 2, base - h - rh],
    [x + w / 2, base - h - rh + 4],
    [x - overhang + 4, base - h],
  ])}" fill="${shade(roof, 0.15)}"/>`
  const ww = w * 0.13
  const wh = h * 0.38
  for (let i = 0; i < windows; i++) {
    const wx = x + (w * (i + 0.5)) / (windows + (door ? 1 : 0)) - ww / 2
    const wy = base - h * 0.78
    out += `<rect x="${n(wx - 2)}" y="${n(wy - 2)}" width="${n(ww + 4)}" height="${n(wh + 4)}" fill="${trim}"/><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="#3f5563"/><path d="M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh * 0.4)}H${n(wx + ww)}" stroke="${trim}" stroke-width="1.6"/><path d="${polyPath(
      [
        [wx, wy],
        [wx + ww * 0.45, wy],
        [wx, wy + wh * 0.5],
      ],
    )}" fill="#8fa7b4" fill-opacity="0.45"/>`
  }
  if (door) {
    const dw = w * 0.12
    const dx = x + w - w / (windows + 1) / 2 - dw / 2
    out += `<rect x="${n(dx - 2)}" y="${n(base - h * 0.68 - 2)}" width="${n(dw + 4)}" height="${n(h * 0.68 + 2)}" fill="${trim}"/><rect x="${n(dx)}" y="${n(base - h * 0.68)}" width="${n(dw)}" height="${n(h * 0.68)}" fill="${shade(wall, -0.45)}"/>`
  }
  return out
}

/** Falling snow. */
export function snowfall(sc, { count = 220, color = '#ffffff', opacity = 0.8, size = [1.2, 3.2] }) {
  const { rnd, W, H } = sc
  let d = ''
  for (let i = 0; i < count; i++) {
    const r = rnd.range(size[0], size[1])
    d += `M${n(rnd.range(0, W) - r)} ${n(rnd.range(0, H))}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`
  }
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`
}

/** A darkening gradient across a corner, so overlaid text stays readable. */
export function shadeCorner(
  sc,
  { from = 'left', opacity = 0.55, reach = 0.62, color = '#15120e', bottom = 0.35 },
) {
  const g = vGradient(
    sc,
    [
      [0, color, opacity],
      [reach * 0.55, color, opacity * 0.55],
      [reach, color, 0],
    ],
    from === 'left' ? { x1: 0, y1: 0, x2: 1, y2: 0 } : { x1: 1, y1: 0, x2: 0, y2: 0 },
  )
  const b = vGradient(sc, [
    [0, color, 0],
    [0.55, color, 0],
    [1, color, bottom],
  ])
  return `<rect width="${n(sc.W)}" height="${sc.H}" fill="${g}"/><rect width="${n(sc.W)}" height="${sc.H}" fill="${b}"/>`
}

/** A soft vignette over the whole picture. */
export function vignette(sc, { opacity = 0.28, color = '#1b140d' } = {}) {
  const g = rGradient(
    sc,
    [
      [0.6, color, 0],
      [1, color, opacity],
    ],
    { r: 0.75 },
  )
  return `<rect width="${n(sc.W)}" height="${sc.H}" fill="${g}"/>`
}
