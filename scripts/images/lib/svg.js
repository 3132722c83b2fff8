// Small helpers for writing SVG by hand: number formatting, paths and colours.

/** Rounds to one decimal, so the SVG stays compact and byte-for-byte stable. */
export function n(x) {
  const v = Math.round(x * 10) / 10
  return Object.is(v, -0) ? '0' : String(v)
}

/**
 * The SVG root. With a bleed the document is larger than the picture on every side (the generator crops
 * it off again), so filters that sample their neighbourhood have real content at the picture's edges.
 */
export function svgDocument(width, height, defs, body, bleed = 0) {
  const w = width + 2 * bleed
  const h = height + 2 * bleed
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${-bleed} ${-bleed} ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

/** An SVG drawn in design units (viewWidth × viewHeight) and rendered at pixelWidth × pixelHeight. */
export function svgScaled(pixelWidth, pixelHeight, viewWidth, viewHeight, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${n(viewWidth)} ${n(viewHeight)}" preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`
}

/** A straight-edged polygon path. */
export function polyPath(points) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`
}

/** An open polyline path. */
export function linePath(points) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`
}

/** A smooth closed path through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosedPath(points, tension = 1) {
  const count = points.length
  let d = `M${n(points[0][0])} ${n(points[0][1])}`
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count]
    const p1 = points[i]
    const p2 = points[(i + 1) % count]
    const p3 = points[(i + 2) % count]
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}Z`
}

/** A smooth open path through the points. */
export function smoothOpenPath(points, tension = 1) {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]
    const p1 = points[i]
    const p2 = points[i + 1]
    const p3 = points[Math.min(points.length - 1, i + 2)]
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

/** Points of a wobbly closed outline around (cx, cy). */
export function blobPoints(rnd, cx, cy, rx, ry, { count = 10, wobble = 0.08, rotation = 0 } = {}) {
  const points = []
  const phase = rnd.range(0, Math.PI * 2)
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2
    const k = 1 + rnd.range(-wobble, wobble)
    const x = Math.cos(a) * rx * k
    const y = Math.sin(a) * ry * k
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos])
  }
  return points
}

function clamp(x, lo = 0, hi = 255) {
  return Math.min(hi, Math.max(lo, x))
}

export function parseHex(hex) {
  const v = hex.replace('#', '')
  return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16))
}

export function toHex([r, g, b]) {
  return `#${[r, g, b].map((c) => Math.round(clamp(c)).toString(16).padStart(2, '0')).join('')}`
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const ca = parseHex(a)
  const cb = parseHex(b)
  return toHex(ca.map((c, i) => c + (cb[i] - c) * t))
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex, amount) {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount)
}

/** A small random variation of a colour in lightness and warmth. */
export function vary(rnd, hex, lightness = 0.08, warmth = 0.04) {
  const [r, g, b] = parseHex(hex)
  const l = rnd.range(-lightness, lightness)
  const w = rnd.range(-warmth, warmth)
  const f = (c) => (l >= 0 ? c + (255 - c) * l : c * (1 + l))
  return toHex([f(r) + w * 255, f(g), f(b) - w * 255])
}

/**
 * Points of a natural rounded outline: an ellipse deformed by a few low harmonics (bean, egg and
 * rounded-triangle shapes), as river and glacial pebbles are.
 */
export function pebblePoints(rnd, cx, cy, rx, ry, rotation, { count = 14, roughness = 0.1 } = {}) {
  const h = [2, 3, 4].map((k) => ({
    k,
    a: rnd.range(0, roughness) / (k - 1),
    p: rnd.range(0, Math.PI * 2),
  }))
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  const points = []
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2
    let k = 1
    for (const { k: order, a, p } of h) k += a * Math.cos(order * t + p)
    k += rnd.range(-roughness, roughness) * 0.15
    const x = Math.cos(t) * rx * k
    const y = Math.sin(t) * ry * k
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos])
  }
  return points
}
