// The landscapes: the hero, the gallery, the reference projects, the blog and the social card.
import { mix, n, polyPath, shade, smoothOpenPath } from '../lib/svg.js'
import {
  area,
  birds,
  car,
  clip,
  clouds,
  conveyor,
  createScene,
  cumulus,
  dumpTruck,
  excavator,
  grainFilter,
  haze,
  heap,
  house,
  loaderBucketLip,
  PALETTE,
  pebbles,
  pinePath,
  roller,
  screeningPlant,
  shadeCorner,
  sky,
  snowfall,
  sprucePath,
  strata,
  sun,
  treeLine,
  vGradient,
  vignette,
  wheelLoader,
} from './scene.js'

/** Points along y = f(x) from x0 to x1. */
function curve(x0, x1, f, step = 20) {
  const pts = []
  for (let x = x0; x <= x1 + step - 1; x += step) pts.push([Math.min(x, x1), f(Math.min(x, x1))])
  return pts
}

/** A gently undulating line through y0 with amplitude a. */
function wavy(rnd, y0, a, period = 300) {
  const p1 = rnd.range(0, 6)
  const p2 = rnd.range(0, 6)
  return (x) => y0 + Math.sin(x / period + p1) * a + Math.sin(x / (period * 0.37) + p2) * a * 0.35
}

/**
 * A quarry face between top(x) and bottom(x): shaded from the lit brow to its foot, with strata, dark
 * gullies and fans of slid sand at the foot.
 */
export function pitFace(
  sc,
  { top, bottom, x0 = -10, x1, lit, dark, strataColors, gullies = 10, fans = 6, grain },
) {
  const { rnd } = sc
  const end = x1 ?? sc.W + 10
  const pts = [...curve(x0, end, top), ...curve(x0, end, bottom).reverse()]
  const d = polyPath(pts)
  const yTop = Math.min(...pts.map((p) => p[1]))
  const yBottom = Math.max(...pts.map((p) => p[1]))
  const g = vGradient(
    sc,
    [
      [0, lit],
      [0.55, mix(lit, dark, 0.45)],
      [1, dark],
    ],
    { x1: 0, y1: yTop, x2: 0, y2: yBottom, units: 'userSpaceOnUse' },
  )
  let out = `<path d="${d}" fill="${g}"${grain ? ` filter="${grain}"` : ''}/>`
  out += strata(sc, d, {
    x0,
    x1: end,
    y0: yTop,
    y1: yBottom,
    count: Math.round((yBottom - yTop) / 10),
    colors: strataColors,
    opacity: 0.4,
    wave: 3,
  })
  let gd = ''
  for (let i = 0; i < gullies; i++) {
    const gx = rnd.range(x0, end)
    const t = top(gx) + 3
    const b = bottom(gx)
    const w = rnd.range(3, 9)
    const bend = rnd.range(-10, 10)
    gd += `M${n(gx - w / 2)} ${n(t)}Q${n(gx + bend)} ${n((t + b) / 2)} ${n(gx - w * 1.4 + bend)} ${n(b)}L${n(gx + w * 1.4 + bend)} ${n(b)}Q${n(gx + bend + w)} ${n((t + b) / 2)} ${n(gx + w / 2)} ${n(t)}Z`
  }
  out += `<path d="${gd}" fill="${shade(dark, -0.2)}" fill-opacity="0.14" clip-path="${clip(sc, d)}"/>`
  let fd = ''
  for (let i = 0; i < fans; i++) {
    const fx = rnd.range(x0, end)
    const b = bottom(fx)
    const h = (b - top(fx)) * rnd.range(0.25, 0.5)
    const w = h * rnd.range(2.5, 4)
    fd += `M${n(fx - w / 2)} ${n(b + 1)}C${n(fx - w * 0.2)} ${n(b - h * 0.2)} ${n(fx - w * 0.1)} ${n(b - h)} ${n(fx)} ${n(b - h)}C${n(fx + w * 0.1)} ${n(b - h)} ${n(fx + w * 0.2)} ${n(b - h * 0.2)} ${n(fx + w / 2)} ${n(b + 1)}Z`
  }
  out += `<path d="${fd}" fill="${mix(lit, dark, 0.35)}" fill-opacity="0.35"/>`
  return out
}

/** Grass tufts and a dark bank in the foreground. */
function foregroundBank(sc, { y, color, tufts = 40, from = -20, to, height = 30 }) {
  const { rnd } = sc
  const end = to ?? sc.W * 0.5
  const edge = (x) => y(x)
  const pts = [...curve(from, end, edge, 15), [end, sc.H + 10], [from, sc.H + 10]]
  let blades = ''
  for (let i = 0; i < tufts; i++) {
    const x = rnd.range(from, end)
    const by = edge(x) + 4
    const count = rnd.int(3, 7)
    for (let j = 0; j < count; j++) {
      const h = rnd.range(0.4, 1) * height
      const lean = rnd.range(-0.5, 0.5) * h
      const bx = x + rnd.range(-6, 6)
      blades += `M${n(bx - 1.6)} ${n(by)}Q${n(bx + lean * 0.3)} ${n(by - h * 0.6)} ${n(bx + lean)} ${n(by - h)}Q${n(bx + lean * 0.3 + 1)} ${n(by - h * 0.5)} ${n(bx + 1.6)} ${n(by)}Z`
    }
  }
  return `${area(pts, color)}<path d="${blades}" fill="${color}"/>`
}

// ---------------------------------------------------------------------------------------------------
// Hero: the pit at golden hour.

export function hero(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  const horizon = 520
  sc.add(
    sky(sc, [
      [0, '#87a6bd'],
      [0.2, '#c6cbbf'],
      [0.38, '#eed5a8'],
      [0.5, '#f6c586'],
      [0.56, '#f3ae68'],
    ]),
  )
  sc.add(sun(sc, { x: W * 0.7, y: 425, r: 30, glowRadius: 560, glowOpacity: 0.9 }))
  sc.add(clouds(sc, { count: 7, yMin: 110, yMax: 360, color: '#fde9c9', opacity: 0.5, blur: 9 }))
  sc.add(birds(sc, { count: 3, x: W * 0.56, y: 250, spread: 60, color: '#5a4a3c', size: 6 }))
  // Forest: a hazy far edge, then the darker near edge along the rim of the pit.
  sc.add(
    treeLine(sc, {
      y: wavy(rnd.fork('far'), horizon, 8, 400),
      minH: 20,
      maxH: 52,
      spacing: 8,
      color: '#a99679',
      bottom: horizon + 30,
      mix: [7, 3, 1],
      undergrowth: 12,
    }),
  )
  sc.add(haze(sc, { y: horizon + 5, height: 70, color: '#f7cd92', opacity: 0.6 }))
  const rim = wavy(rnd.fork('rim'), horizon + 58, 5)
  sc.add(
    treeLine(sc, {
      y: (x) => rim(x) - 6,
      minH: 50,
      maxH: 150,
      spacing: 12,
      color: '#404634',
      bottom: horizon + 80,
      mix: [10, 2, 1],
      undergrowth: 30,
    }),
  )
  const grain = grainFilter(sc, { frequency: 0.55, amount: 0.09 })
  // The grass rim, then the upper face lit warm by the low sun.
  sc.add(area([...curve(-10, W + 10, rim), [W + 10, 640], [-10, 640]], '#56603a'))
  const face1Top = (x) => rim(x) + 7 + Math.max(0, Math.sin(x / 90) * 3)
  const bench1 = (x) => 690 + Math.sin(x / 260) * 6
  sc.add(
    pitFace(sc, {
      top: face1Top,
      bottom: bench1,
      lit: '#e6b271',
      dark: '#b07b45',
      strataColors: ['#c28a4f', '#f0c688', '#b9824a'],
      gullies: 16,
      fans: 9,
      grain,
    }),
  )
  const bench1Low = (x) => bench1(x) + 14
  sc.add(area([...curve(-10, W + 10, bench1), ...curve(-10, W + 10, bench1Low).reverse()], '#efcd96'))
  // Lower face, already in the shade of the rim.
  const floor = (x) => 800 + Math.sin(x / 400) * 6
  sc.add(
    pitFace(sc, {
      top: bench1Low,
      bottom: floor,
      lit: '#c99460',
      dark: '#8e6238',
      strataColors: ['#a27345', '#d6a56b'],
      gullies: 12,
      fans: 8,
      grain,
    }),
  )
  // The haul road, cut diagonally up the lower face to the bench.
  const rampStart = W * 0.5
  const rampEnd = W + 30
  const rampTop = (x) =>
    floor(x) - 4 - ((x - rampStart) / (rampEnd - rampStart)) * (floor(x) - bench1Low(x) - 6)
  const rampBottom = (x) => Math.min(floor(x) + 2, rampTop(x) + 16)
  sc.add(
    area(
      [...curve(rampStart, rampEnd, rampTop), ...curve(rampStart, rampEnd, rampBottom).reverse()],
      '#dcb47c',
    ),
  )
  sc.add(
    `<path d="M${curve(rampStart, rampEnd, rampTop)
      .map(([x, y]) => `${n(x)} ${n(y)}`)
      .join('L')}" stroke="#f3d7a6" stroke-width="2.5" fill="none"/>`,
  )
  // Floor of the pit.
  sc.add(area([...curve(-10, W + 10, floor), [W + 10, H + 10], [-10, H + 10]], '#d8ae76', { filter: grain }))
  sc.add(
    `<rect x="0" y="790" width="${n(W)}" height="${n(H - 790)}" fill="${vGradient(sc, [
      [0, '#7a4e25', 0.28],
      [0.25, '#8a5a2c', 0],
      [1, '#3a2614', 0.3],
    ])}"/>`,
  )
  // Tyre tracks across the floor to the road.
  sc.add(
    `<path d="${smoothOpenPath([
      [W * 0.02, H + 10],
      [W * 0.3, 910],
      [W * 0.55, 840],
      [rampStart + 40, floor(rampStart + 40) + 6],
    ])}" stroke="#b98a56" stroke-opacity="0.5" stroke-width="13" fill="none"/><path d="${smoothOpenPath([
      [W * 0.09, H + 10],
      [W * 0.34, 922],
      [W * 0.57, 852],
      [rampStart + 60, floor(rampStart + 60) + 12],
    ])}" stroke="#b98a56" stroke-opacity="0.45" stroke-width="11" fill="none"/>`,
  )
  // Heaps: sand behind, the big gravel heap in front, lit from the right.
  sc.add(
    heap(sc, {
      cx: W * 0.4,
      base: 835,
      w: 400,
      h: 125,
      lit: '#f4d39c',
      mid: '#dcae70',
      dark: '#9d6e3f',
      texture: 'sand',
      castShadow: { length: 240, drop: 16, opacity: 0.2 },
    }),
  )
  sc.add(
    heap(sc, {
      cx: W * 0.6,
      base: 915,
      w: 620,
      h: 225,
      skew: 0.04,
      lit: '#dccab0',
      mid: '#ab9c85',
      dark: '#6a5f50',
      texture: 'gravel',
      castShadow: { length: 440, drop: 32, opacity: 0.26 },
      stones: ['#efe4d2', '#8c8274', '#5c5448', '#bd9c88', '#cdbba2'],
    }),
  )
  // Machines: the loader at the foot of the heap, a loaded truck climbing the haul road.
  sc.add(wheelLoader(W * 0.85, 930, 1.75, { facing: 'left', bucket: 'carry', tone: 0.3, load: '#b8a88e' }))
  const tx = W * 0.8
  const slope = Math.atan2(rampTop(tx + 20) - rampTop(tx - 20), 40)
  sc.add(
    dumpTruck(tx, rampTop(tx) + 10, 0.95, {
      facing: 'right',
      tone: 0.3,
      load: '#d4a86c',
      angle: n((slope * 180) / Math.PI),
    }),
  )
  // A dark grassy bank in the lower left corner frames the view and carries the headline.
  sc.add(
    foregroundBank(sc, {
      y: (x) => 930 + x * 0.09 + Math.sin(x / 60) * 4,
      to: W * 0.42,
      color: '#2c2a1f',
      tufts: 36,
      height: 34,
    }),
  )
  sc.add(shadeCorner(sc, { from: 'left', opacity: 0.6, reach: 0.66, bottom: 0.4 }))
  sc.add(vignette(sc, { opacity: 0.25 }))
  return sc.svg()
}

// ---------------------------------------------------------------------------------------------------
// Shared backdrops

const SKIES = {
  day: {
    sky: [
      [0, '#5f8fc0'],
      [0.32, '#98bddc'],
      [0.5, '#d7e6ec'],
    ],
    far: '#8ea39c',
    near: '#37503f',
    haze: '#e3ecec',
    grass: '#6f8a45',
  },
  golden: {
    sky: [
      [0, '#87a6bd'],
      [0.25, '#d1cfbb'],
      [0.42, '#f1d3a0'],
      [0.52, '#f4b672'],
    ],
    far: '#a99679',
    near: '#404634',
    haze: '#f7cd92',
    grass: '#5f6a3c',
  },
  overcast: {
    sky: [
      [0, '#8f9ca6'],
      [0.35, '#bfc7c9'],
      [0.5, '#dfe1dc'],
    ],
    far: '#8c958f',
    near: '#3f4d43',
    haze: '#dfe1dc',
    grass: '#66774a',
  },
  winter: {
    sky: [
      [0, '#8aa3bb'],
      [0.35, '#c6d3de'],
      [0.5, '#eef1f3'],
    ],
    far: '#9daab2',
    near: '#34443f',
    haze: '#eef2f4',
    grass: '#eef2f4',
  },
  sunset: {
    sky: [
      [0, '#2c3357'],
      [0.2, '#574874'],
      [0.34, '#a95a72'],
      [0.44, '#e47f4f'],
      [0.5, '#f6b35f'],
    ],
    far: '#5a3b4c',
    near: '#271f2a',
    haze: '#f39a58',
    grass: '#2b2426',
  },
}

/**
 * Sky, sun, clouds and two forest edges. Returns the palette and the line of the near forest's foot.
 */
function backdrop(
  sc,
  {
    time = 'day',
    horizon = 480,
    sunAt = null,
    clouds: cloudKind = 'cumulus',
    nearH = [40, 110],
    farH = [16, 40],
    snow = false,
    birdsAt = null,
  },
) {
  const { rnd, W } = sc
  const p = SKIES[time]
  sc.add(sky(sc, p.sky))
  if (sunAt) {
    const glow = time === 'sunset' ? '#ffb36a' : time === 'golden' ? '#ffd79a' : '#fff8e6'
    sc.add(
      sun(sc, {
        x: sunAt[0] * W,
        y: sunAt[1],
        r: time === 'sunset' ? 40 : 26,
        glow,
        glowRadius: time === 'day' ? 260 : 520,
        glowOpacity: time === 'day' ? 0.5 : 0.85,
        core: time === 'sunset' ? '#ffe2a8' : '#fff7e2',
      }),
    )
  }
  if (cloudKind === 'cumulus')
    sc.add(
      cumulus(sc, {
        count: 3,
        yMin: 90,
        yMax: horizon - 200,
        color: '#ffffff',
        shadow: '#dbe4ea',
        scale: Math.min(1, W / 1500),
        avoidX: sunAt ? sunAt[0] * W : null,
      }),
    )
  else if (cloudKind === 'streaks') {
    const color = time === 'sunset' ? '#f5a77a' : time === 'golden' ? '#fde9c9' : '#f4f5f2'
    sc.add(clouds(sc, { count: 7, yMin: 80, yMax: horizon - 120, color, opacity: 0.5, blur: 9 }))
  } else if (cloudKind === 'overcast') {
    sc.add(clouds(sc, { count: 12, yMin: 40, yMax: horizon - 80, color: '#f2f3f0', opacity: 0.35, blur: 14 }))
    sc.add(clouds(sc, { count: 8, yMin: 30, yMax: horizon - 160, color: '#8d98a0', opacity: 0.25, blur: 16 }))
  }
  if (birdsAt)
    sc.add(
      birds(sc, {
        count: 3,
        x: birdsAt[0] * W,
        y: birdsAt[1],
        spread: 60,
        color: time === 'sunset' ? '#2a1f2a' : '#4a4a48',
        size: 6,
      }),
    )
  const snowColour = snow ? '#f3f6f8' : null
  sc.add(
    treeLine(sc, {
      y: wavy(rnd.fork('far'), horizon, 6, 400),
      minH: farH[0],
      maxH: farH[1],
      spacing: 8,
      color: p.far,
      bottom: horizon + 40,
      mix: [7, 3, 1],
      undergrowth: 10,
      snow: snow ? mix(snowColour, p.far, 0.3) : null,
    }),
  )
  sc.add(haze(sc, { y: horizon + 4, height: 60, color: p.haze, opacity: 0.55 }))
  const foot = wavy(rnd.fork('foot'), horizon + 34, 5)
  sc.add(
    treeLine(sc, {
      y: foot,
      minH: nearH[0],
      maxH: nearH[1],
      spacing: 12,
      color: p.near,
      bottom: horizon + 200,
      mix: [10, 2, 1],
      undergrowth: 22,
      snow: snowColour,
    }),
  )
  return { palette: p, foot }
}

/** A level ground from y(x) down to the bottom of the picture. */
function groundFrom(sc, y, fill, opts) {
  return area([...curve(-10, sc.W + 10, y), [sc.W + 10, sc.H + 10], [-10, sc.H + 10]], fill, opts)
}

const MATERIALS = {
  sand: { lit: '#f1d29c', mid: '#d8ab6e', dark: '#a57646', texture: 'sand' },
  paleSand: { lit: '#f2e6cc', mid: '#dccbaa', dark: '#aa9878', texture: 'sand' },
  gravel: {
    lit: '#d9cdb8',
    mid: '#aea18b',
    dark: '#716656',
    texture: 'gravel',
    stones: ['#efe4d2', '#8c8274', '#5c5448', '#bd9c88', '#cdbba2'],
  },
  crushed: {
    lit: '#c9c8c3',
    mid: '#9d9c97',
    dark: '#65645f',
    texture: 'stone',
    stones: ['#e0dfda', '#7b7a75', '#54534f', '#b1aea6'],
  },
  cobbles: {
    lit: '#d3c7b8',
    mid: '#a3978a',
    dark: '#6b6157',
    texture: 'stone',
    stones: ['#e8ded2', '#9a7d70', '#5b5650', '#b8a48f', '#c9b3a6'],
  },
  soil: { lit: '#7d6149', mid: '#5e4633', dark: '#3d2d21', texture: 'sand' },
}

function materialHeap(sc, kind, opts) {
  return heap(sc, { ...MATERIALS[kind], ...opts })
}

// ---------------------------------------------------------------------------------------------------
// Gallery

/** 1: heaps of the different materials on the stockyard. */
function galleryHeaps(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  const { palette } = backdrop(sc, { time: 'day', horizon: 470, sunAt: [0.85, 150], birdsAt: [0.3, 200] })
  const grain = grainFilter(sc, { frequency: 0.5, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 560 + Math.sin(x / 300) * 4, '#cfb084', { filter: grain }))
  sc.add(
    area(
      [
        ...curve(-10, W + 10, (x) => 556 + Math.sin(x / 300) * 4),
        ...curve(-10, W + 10, (x) => 566 + Math.sin(x / 300) * 4).reverse(),
      ],
      palette.grass,
    ),
  )
  sc.add(
    `<rect x="0" y="560" width="${n(W)}" height="${n(H - 560)}" fill="${vGradient(sc, [
      [0, '#6b4a2a', 0.15],
      [0.4, '#6b4a2a', 0],
      [1, '#3b2816', 0.25],
    ])}"/>`,
  )
  sc.add(materialHeap(sc, 'sand', { cx: W * 0.16, base: 640, w: 330, h: 115, light: 'left' }))
  sc.add(materialHeap(sc, 'crushed', { cx: W * 0.46, base: 655, w: 360, h: 125, light: 'left' }))
  sc.add(materialHeap(sc, 'soil', { cx: W * 0.78, base: 650, w: 320, h: 105, light: 'left' }))
  sc.add(wheelLoader(W * 0.63, 700, 1.6, { facing: 'left', bucket: 'carry', load: '#cfc6b6' }))
  sc.add(materialHeap(sc, 'gravel', { cx: W * 0.3, base: 930, w: 760, h: 270, light: 'left', skew: -0.03 }))
  sc.add(materialHeap(sc, 'paleSand', { cx: W * 0.92, base: 960, w: 560, h: 200, light: 'left' }))
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 2: the benches of the pit with a pond on its floor. */
function galleryTerraces(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'overcast', horizon: 330, clouds: 'overcast', nearH: [30, 80], farH: [12, 28] })
  const grain = grainFilter(sc, { frequency: 0.55, amount: 0.09 })
  const rim = wavy(rnd.fork('rim'), 380, 4)
  sc.add(area([...curve(-10, W + 10, rim), [W + 10, 440], [-10, 440]], '#66774a'))
  const levels = [
    { top: (x) => rim(x) + 6, bottom: (x) => 470 + Math.sin(x / 200) * 5, lit: '#dcb27a', dark: '#b7884f' },
    {
      top: (x) => 486 + Math.sin(x / 200) * 5,
      bottom: (x) => 580 + Math.sin(x / 240) * 6,
      lit: '#d5a96f',
      dark: '#a97a47',
    },
    {
      top: (x) => 598 + Math.sin(x / 240) * 6,
      bottom: (x) => 690 + Math.sin(x / 300) * 6,
      lit: '#cb9d63',
      dark: '#98693c',
    },
  ]
  for (const [i, lv] of levels.entries()) {
    sc.add(
      pitFace(sc, { ...lv, strataColors: ['#b88551', '#e9c38c', '#a8773f'], gullies: 10, fans: 7, grain }),
    )
    const next = levels[i + 1]
    const benchBottom = next ? next.top : (x) => lv.bottom(x) + 14
    sc.add(
      area(
        [...curve(-10, W + 10, lv.bottom), ...curve(-10, W + 10, benchBottom).reverse()],
        i === 2 ? '#d9b785' : '#e6c795',
      ),
    )
  }
  // The floor with a pond reflecting the grey sky.
  const floorTop = (x) => 704 + Math.sin(x / 300) * 6
  sc.add(groundFrom(sc, floorTop, '#d3b07c', { filter: grain }))
  const pond = [
    [W * 0.08, 800],
    [W * 0.3, 760],
    [W * 0.62, 768],
    [W * 0.88, 800],
    [W * 0.7, 880],
    [W * 0.35, 890],
  ]
  sc.add(
    area(
      pond.map(([x, y]) => [x, y + 6]),
      '#c29a66',
      { smooth: true },
    ),
  )
  sc.add(
    area(
      pond,
      vGradient(sc, [
        [0, '#aebcc2'],
        [0.5, '#8fa3ab'],
        [1, '#6f8790'],
      ]),
      { smooth: true },
    ),
  )
  sc.add(
    `<path d="M${n(W * 0.22)} 800h${n(W * 0.18)}M${n(W * 0.45)} 822h${n(W * 0.22)}M${n(W * 0.3)} 848h${n(W * 0.12)}" stroke="#d8e2e4" stroke-opacity="0.6" stroke-width="2.5" stroke-linecap="round"/>`,
  )
  sc.add(excavator(W * 0.7, 486 + Math.sin((W * 0.7) / 200) * 5 + 8, 1.1, { facing: 'left', tone: 0.1 }))
  // Standing on the near rim: grass and a few birches at the left edge.
  sc.add(
    foregroundBank(sc, {
      y: (x) => 930 + Math.sin(x / 80) * 6 - x * 0.02,
      to: W + 20,
      color: '#55663b',
      tufts: 70,
      height: 40,
    }),
  )
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 3: a loader's bucket biting into a gravel heap. */
function galleryBucket(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'day', horizon: 420, sunAt: [0.12, 140], nearH: [50, 130] })
  const grain = grainFilter(sc, { frequency: 0.5, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 520 + Math.sin(x / 300) * 3, '#cdb086', { filter: grain }))
  sc.add(materialHeap(sc, 'gravel', { cx: W * 0.32, base: 900, w: 1100, h: 430, light: 'left', skew: 0.05 }))
  sc.add(wheelLoader(W * 0.9, 960, 7, { facing: 'left', bucket: 'down', load: '#b9ab95' }))
  // Stones rolling off the bucket edge.
  let stones = ''
  for (let i = 0; i < 26; i++) {
    const x = W * 0.9 - 50 * 7 + rnd.range(-40, 40)
    const y = rnd.range(860, 955)
    const r = rnd.range(3, 8)
    stones += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.75)}" fill="${rnd.pick(['#e8dcc8', '#8c8274', '#5c5448', '#bd9c88'])}"/>`
  }
  sc.add(stones)
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 4: a loader tipping gravel into a truck. */
function galleryLoading(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'golden', horizon: 470, sunAt: [0.2, 330], clouds: 'streaks', nearH: [50, 120] })
  const grain = grainFilter(sc, { frequency: 0.5, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 560 + Math.sin(x / 300) * 3, '#d6ae78', { filter: grain }))
  sc.add(
    materialHeap(sc, 'sand', {
      cx: W * 0.12,
      base: 690,
      w: 480,
      h: 170,
      light: 'left',
      castShadow: { length: 180, drop: 14 },
    }),
  )
  const lx = W * 0.8
  const [lipX, lipY] = loaderBucketLip('up')
  const fallX = lx - lipX * 5.4
  const fallY = 870 + lipY * 5.4
  sc.add(dumpTruck(fallX - 40, 860, 4.6, { facing: 'left', load: '#b9ab95' }))
  sc.add(wheelLoader(lx, 870, 5.4, { facing: 'left', bucket: 'up', load: '#b9ab95' }))
  // The stream of gravel falling from the bucket into the box.
  let fall = ''
  for (let i = 0; i < 70; i++) {
    const k = rnd.next()
    const x = fallX + 6 + rnd.range(-14, 14) * (1 + k) + k * 10
    const y = fallY + k * (860 - 4.6 * 42 - fallY)
    const r = rnd.range(2, 5)
    fall += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rnd.pick(['#e8dcc8', '#8c8274', '#5c5448', '#bd9c88', '#cdbba2'])}"/>`
  }
  sc.add(fall)
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 5: the mobile screen sorting gravel into three heaps. */
function galleryScreen(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'day', horizon: 450, sunAt: [0.8, 120], birdsAt: [0.55, 180] })
  const grain = grainFilter(sc, { frequency: 0.5, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 540 + Math.sin(x / 300) * 3, '#cfb086', { filter: grain }))
  const plant = screeningPlant(W * 0.45, 820, 4.2)
  sc.add(materialHeap(sc, 'sand', { cx: plant.side[0] - 40, base: 860, w: 300, h: 95, light: 'left' }))
  sc.add(materialHeap(sc, 'cobbles', { cx: plant.rear[0] - 120, base: 850, w: 260, h: 90, light: 'left' }))
  sc.add(plant.svg)
  const end = [plant.main[0] + 330, plant.main[1] - 150]
  sc.add(
    materialHeap(sc, 'gravel', {
      cx: end[0] + 10,
      base: 870,
      w: 560,
      h: end[1] < 600 ? 250 : 200,
      light: 'left',
    }),
  )
  sc.add(conveyor(plant.main[0], plant.main[1], end[0], end[1], 860, { color: '#3b3e42', width: 9 }))
  sc.add(conveyor(plant.side[0], plant.side[1], plant.side[0] - 40, plant.side[1] + 8, 860, { width: 6 }))
  sc.add(wheelLoader(W * 0.08, 900, 2.6, { facing: 'right', bucket: 'up', load: '#b9ab95' }))
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** A road running away from the viewer to a vanishing point, with its verges. Returns helpers. */
function perspectiveRoad(sc, { vx, vy, bottomLeft, bottomRight, surface, shoulder = null, tracks = null }) {
  const { H } = sc
  const road = [
    [vx - 3, vy],
    [vx + 3, vy],
    [bottomRight, H + 10],
    [bottomLeft, H + 10],
  ]
  let out = area(road, surface)
  if (shoulder) {
    const w = (bottomRight - bottomLeft) * 0.08
    out += area(
      [
        [vx - 3, vy],
        [vx - 2, vy],
        [bottomLeft + w, H + 10],
        [bottomLeft, H + 10],
      ],
      shoulder,
    )
    out += area(
      [
        [vx + 2, vy],
        [vx + 3, vy],
        [bottomRight, H + 10],
        [bottomRight - w, H + 10],
      ],
      shoulder,
    )
  }
  if (tracks) {
    for (const t of [0.22, 0.34, 0.66, 0.78]) {
      const bx = bottomLeft + (bottomRight - bottomLeft) * t
      const w = (bottomRight - bottomLeft) * 0.05
      out += area(
        [
          [vx - 0.5 + t, vy],
          [vx + 0.5 + t, vy],
          [bx + w / 2, H + 10],
          [bx - w / 2, H + 10],
        ],
        tracks,
        { opacity: 0.5 },
      )
    }
  }
  // x of the road edges at height y.
  const at = (y, t) => {
    const k = (y - vy) / (H + 10 - vy)
    return vx + (bottomLeft + (bottomRight - bottomLeft) * t - vx) * k
  }
  return { svg: out, at }
}

/** Trees along both sides of a road, getting bigger towards the viewer. */
function roadsideForest(sc, { vx, vy, spread, color, count = 60, side = 'both' }) {
  const { rnd, H } = sc
  const trees = []
  for (let i = 0; i < count; i++) {
    const k = rnd.next() ** 1.7
    const y = vy + k * (H - vy) * 0.9 + 4
    const s = side === 'both' ? (rnd.chance(0.5) ? -1 : 1) : side === 'left' ? -1 : 1
    const x = vx + s * (spread * k + rnd.range(20, 140) * k + 14 + k * 40)
    const h = 30 + k * 620 * rnd.range(0.7, 1.1)
    trees.push({ x, y, h })
  }
  trees.sort((a, b) => a.y - b.y)
  let d = ''
  for (const t of trees) d += rnd.chance(0.8) ? sprucePath(rnd, t.x, t.y, t.h) : pinePath(rnd, t.x, t.y, t.h)
  return `<path d="${d}" fill="${color}"/>`
}

/** 6: a new road: crushed stone base being rolled. */
function galleryRoad(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  const { palette } = backdrop(sc, { time: 'day', horizon: 430, sunAt: [0.78, 130], nearH: [60, 160] })
  const grain = grainFilter(sc, { frequency: 0.6, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 500 + Math.sin(x / 200) * 3, palette.grass, { filter: grain }))
  sc.add(groundFrom(sc, (x) => 520 + Math.sin(x / 200) * 3, '#7c9250'))
  const vx = W * 0.52
  const vy = 500
  // Sand embankment, then the crushed-stone base on top of it.
  sc.add(
    perspectiveRoad(sc, { vx, vy, bottomLeft: -W * 0.25, bottomRight: W * 1.25, surface: '#d5b583' }).svg,
  )
  const base = perspectiveRoad(sc, {
    vx,
    vy,
    bottomLeft: -W * 0.05,
    bottomRight: W * 1.05,
    surface: '#a3a29c',
    tracks: '#86857f',
  })
  sc.add(`<g filter="${grainFilter(sc, { frequency: 0.9, amount: 0.16 })}">${base.svg}</g>`)
  sc.add(roadsideForest(sc, { vx, vy, spread: W * 0.9, color: '#2f4535', count: 40 }))
  sc.add(roller(W * 0.36, 800, 4.6, { facing: 'right' }))
  sc.add(dumpTruck(W * 0.6, 590, 1.5, { facing: 'left', tone: 0.1, load: '#b0aea6', tip: 0 }))
  sc.add(materialHeap(sc, 'crushed', { cx: W * 0.75, base: 640, w: 240, h: 70, light: 'left' }))
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 7: a drainage trench across a field, pipe coil and gravel ready. */
function galleryTrench(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'overcast', horizon: 420, clouds: 'overcast', nearH: [50, 130] })
  const grain = grainFilter(sc, { frequency: 0.6, amount: 0.1 })
  sc.add(groundFrom(sc, (x) => 490 + Math.sin(x / 200) * 3, '#71834c', { filter: grain }))
  // The trench runs from the bottom of the picture to the excavator in the middle distance. Each
  // edge is a line from the vanishing point; t is the position across the trench at the bottom.
  const vx = W * 0.6
  const vy = 560
  const bottomWide = (t) => W * 0.02 + t * W * 0.5
  const wedge = (t0, t1, dy = 0) => [
    [vx + (t0 - 0.5) * 12, vy + dy],
    [vx + (t1 - 0.5) * 12, vy + dy],
    [bottomWide(t1), H + 10],
    [bottomWide(t0), H + 10],
  ]
  sc.add(area(wedge(-0.04, 1.04), '#4f6a3a'))
  sc.add(area(wedge(0, 0.1), '#7a5c41', { filter: grain }))
  sc.add(area(wedge(0.1, 0.56, 1), '#3b2b1f'))
  sc.add(area(wedge(0.13, 0.52, 2), '#9d9485', { filter: grainFilter(sc, { frequency: 1.2, amount: 0.35 }) }))
  sc.add(area(wedge(0.24, 0.36, 2), '#d99a2b'))
  // The far wall faces us: topsoil over brown sandy clay, shaded at the foot.
  sc.add(
    area(
      wedge(0.56, 1),
      vGradient(
        sc,
        [
          [0, '#5a4130'],
          [1, '#8b6a4b'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
      { filter: grain },
    ),
  )
  sc.add(area(wedge(0.9, 1), '#3a2a1e'))
  sc.add(
    strata(sc, polyPath(wedge(0.56, 0.9)), {
      x0: 0,
      x1: W,
      y0: vy,
      y1: H,
      count: 10,
      colors: ['#6e523a', '#9c7a57'],
      opacity: 0.3,
      width: [2, 6],
      wave: 0,
    }),
  )
  let ridges = ''
  for (let k = 0.04; k < 1; k += 0.012 + k * 0.02) {
    const y = vy + 2 + k * (H + 8 - vy)
    const xl = vx + (0.24 - 0.5) * 12 + (bottomWide(0.24) - vx - (0.24 - 0.5) * 12) * k
    const xr = vx + (0.36 - 0.5) * 12 + (bottomWide(0.36) - vx - (0.36 - 0.5) * 12) * k
    ridges += `M${n(xl)} ${n(y)}L${n(xr)} ${n(y)}`
  }
  sc.add(`<path d="${ridges}" stroke="#a8721c" stroke-opacity="0.7" stroke-width="1.4"/>`)
  // Spoil along the far side: a long rounded bank of excavated soil.
  const spoil = [
    [vx + 8, vy - 1],
    [vx + 30, vy - 8],
    [bottomWide(1.04) + 260, H + 10],
    [bottomWide(1.04), H + 10],
  ]
  sc.add(area(spoil, '#6a503a', { filter: grain }))
  sc.add(
    area(
      [
        [vx + 8, vy - 1],
        [vx + 18, vy - 8],
        [bottomWide(1.04) + 120, H + 10],
        [bottomWide(1.04), H + 10],
      ],
      '#82654a',
      { filter: grain },
    ),
  )
  sc.add(excavator(vx + 20, vy + 6, 1.6, { facing: 'left', tone: 0.08, pose: 'dig' }))
  sc.add(materialHeap(sc, 'gravel', { cx: W * 0.86, base: 700, w: 320, h: 105, light: 'left' }))
  // A coil of drain pipe on the grass.
  const cx = W * 0.84
  const cy = 880
  let coil = ''
  for (let i = 0; i < 5; i++)
    coil += `<ellipse cx="${n(cx)}" cy="${n(cy - i * 7)}" rx="${n(110 - i * 2)}" ry="${n(34 - i)}" fill="none" stroke="${i % 2 ? '#c98a22' : '#e0a62a'}" stroke-width="10"/>`
  sc.add(
    `<ellipse cx="${n(cx + 10)}" cy="${cy + 16}" rx="125" ry="30" fill="#000" fill-opacity="0.18"/>${coil}`,
  )
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** A flower bed: a mound of foliage dotted with blooms. */
function flowerBed(
  sc,
  {
    x0,
    x1,
    y,
    depth = 40,
    colors = ['#c2410c', '#e9b949', '#f3efe6', '#9a5fa0'],
    leaf = '#4f6b35',
    count = 60,
  },
) {
  const { rnd } = sc
  let mass = ''
  for (let x = x0; x <= x1; x += 14) {
    const r = rnd.range(14, 24)
    mass += `<circle cx="${n(x)}" cy="${n(y + rnd.range(0, depth) - r * 0.3)}" r="${n(r)}"/>`
  }
  let flowers = ''
  for (let i = 0; i < count; i++) {
    const x = rnd.range(x0, x1)
    const by = y + rnd.range(-12, depth - 8)
    flowers += `<circle cx="${n(x)}" cy="${n(by)}" r="${n(rnd.range(2.5, 4.5))}" fill="${rnd.pick(colors)}"/>`
  }
  const soil = `<ellipse cx="${n((x0 + x1) / 2)}" cy="${n(y + depth)}" rx="${n((x1 - x0) / 2 + 20)}" ry="${n(depth * 0.45)}" fill="#4a3a2c"/>`
  return `${soil}<g fill="${leaf}">${mass}</g><g fill="${shade(leaf, 0.15)}" transform="translate(-3 -5)">${mass.replace(/r="([\d.]+)"/g, (_, r) => `r="${n(Number(r) * 0.55)}"`)}</g>${flowers}`
}

/** A round shrub or young tree crown. */
function shrub(sc, { x, y, r, color, trunk = false }) {
  const { rnd } = sc
  let out = `<ellipse cx="${n(x + r * 0.2)}" cy="${n(y + 2)}" rx="${n(r * 1.1)}" ry="${n(r * 0.25)}" fill="#000" fill-opacity="0.15"/>`
  if (trunk)
    out += `<rect x="${n(x - r * 0.06)}" y="${n(y - r * 1.6)}" width="${n(r * 0.12)}" height="${n(r * 1.6)}" fill="#5b4636"/>`
  const cy = trunk ? y - r * 2.2 : y - r * 0.8
  let crown = ''
  for (let i = 0; i < 6; i++)
    crown += `<circle cx="${n(x + rnd.range(-0.5, 0.5) * r)}" cy="${n(cy + rnd.range(-0.4, 0.4) * r)}" r="${n(r * rnd.range(0.5, 0.75))}"/>`
  out += `<g fill="${color}">${crown}</g><g fill="${shade(color, 0.18)}" transform="translate(${n(-r * 0.15)} ${n(-r * 0.18)}) scale(1)">${`<circle cx="${n(x - r * 0.2)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.38)}"/>`}</g>`
  return out
}

/** Lawn mowing stripes inside a clip region. */
function lawnStripes(sc, d, { vx, vy, color, count = 14, spread }) {
  const { H } = sc
  let out = ''
  for (let i = 0; i < count; i += 2) {
    const t0 = i / count
    const t1 = (i + 1) / count
    out += `M${n(vx)} ${n(vy)}L${n(vx - spread / 2 + spread * t0)} ${n(H + 10)}L${n(vx - spread / 2 + spread * t1)} ${n(H + 10)}Z`
  }
  return `<path d="${out}" fill="${color}" fill-opacity="0.32" clip-path="${clip(sc, d)}"/>`
}

/** 8: a garden path of crushed stone winding over a lawn to a house. */
function galleryPath(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 400, sunAt: [0.12, 110], nearH: [60, 150] })
  sc.add(house({ x: W * 0.5, base: 520, w: 420, h: 150, wall: '#e9e1d2', roof: '#3b3f44', windows: 3 }))
  const lawnTop = (x) => 512 + Math.sin(x / 250) * 4
  const lawnD = polyPath([...curve(-10, W + 10, lawnTop), [W + 10, H + 10], [-10, H + 10]])
  sc.add(
    `<path d="${lawnD}" fill="${vGradient(sc, [
      [0, '#7f9c4f'],
      [1, '#5f7f38'],
    ])}"/>`,
  )
  sc.add(lawnStripes(sc, lawnD, { vx: W * 0.62, vy: 300, color: '#8fae5a', count: 18, spread: W * 3.4 }))
  // The path: wide at the bottom, narrowing as it bends towards the door.
  const left = [
    [W * 0.2, H + 10],
    [W * 0.36, 860],
    [W * 0.6, 700],
    [W * 0.7, 600],
    [W * 0.74, 524],
  ]
  const right = [
    [W * 0.78, 524],
    [W * 0.77, 600],
    [W * 0.76, 700],
    [W * 0.66, 860],
    [W * 0.62, H + 10],
  ]
  const pathD = `${smoothOpenPath(left)}L${n(right[0][0])} ${n(right[0][1])}${smoothOpenPath(right).replace(/^M[^C]*/, '')}Z`
  sc.add(`<path d="${pathD}" fill="#bdb6a9"/>`)
  sc.add(
    pebbles(sc, pathD, {
      x0: W * 0.15,
      x1: W * 0.85,
      y0: 520,
      y1: H,
      count: 1600,
      colors: ['#d9d4ca', '#8f8a80', '#a8a196', '#e8e2d6', '#766f66'],
      size: [1.2, 3.4],
    }),
  )
  sc.add(
    `<path d="${smoothOpenPath(left)}" stroke="#6b6d66" stroke-width="3" fill="none"/><path d="${smoothOpenPath(right)}" stroke="#6b6d66" stroke-width="3" fill="none"/>`,
  )
  sc.add(flowerBed(sc, { x0: W * 0.02, x1: W * 0.3, y: 600, depth: 60, count: 70 }))
  sc.add(shrub(sc, { x: W * 0.14, y: 560, r: 60, color: '#4e6d3a', trunk: true }))
  sc.add(shrub(sc, { x: W * 0.92, y: 700, r: 90, color: '#557a3d' }))
  sc.add(shrub(sc, { x: W * 0.45, y: 560, r: 30, color: '#5d7f41' }))
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 9: a sandbox in the garden with a bucket and a spade. */
function gallerySandbox(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 330, sunAt: [0.85, 90], nearH: [40, 110] })
  const lawnD = polyPath([
    ...curve(-10, W + 10, (x) => 420 + Math.sin(x / 300) * 4),
    [W + 10, H + 10],
    [-10, H + 10],
  ])
  sc.add(
    `<path d="${lawnD}" fill="${vGradient(sc, [
      [0, '#86a355'],
      [1, '#5e7d38'],
    ])}"/>`,
  )
  sc.add(`<path d="${lawnD}" fill="none"/>`)
  // A wooden fence at the back of the garden.
  let fence = ''
  for (let x = -10; x < W + 10; x += 26)
    fence += `<rect x="${n(x)}" y="392" width="18" height="48" fill="#c9b79a"/>`
  sc.add(
    `${fence}<rect x="0" y="402" width="${n(W)}" height="6" fill="#b09c7e"/><rect x="0" y="424" width="${n(W)}" height="6" fill="#b09c7e"/>`,
  )
  sc.add(shrub(sc, { x: W * 0.12, y: 470, r: 80, color: '#4d6e3a', trunk: true }))
  // The box, seen from above at an angle: a trapezoid frame of planks around the sand.
  const tl = [W * 0.24, 560]
  const tr = [W * 0.78, 560]
  const br = [W * 0.92, 900]
  const bl = [W * 0.1, 900]
  const t = 30
  sc.add(area([tl, tr, br, bl], '#9c7a4f'))
  sc.add(
    area(
      [
        [tl[0] + t * 0.7, tl[1] + t * 0.6],
        [tr[0] - t * 0.7, tr[1] + t * 0.6],
        [br[0] - t * 1.2, br[1] - t],
        [bl[0] + t * 1.2, bl[1] - t],
      ],
      '#e6cf9f',
    ),
  )
  const sandD = polyPath([
    [tl[0] + t * 0.7, tl[1] + t * 0.6],
    [tr[0] - t * 0.7, tr[1] + t * 0.6],
    [br[0] - t * 1.2, br[1] - t],
    [bl[0] + t * 1.2, bl[1] - t],
  ])
  sc.add(
    `<path d="${sandD}" fill="${grainFilter(sc, { frequency: 0.7, amount: 0.12 }) && '#e6cf9f'}" filter="${grainFilter(sc, { frequency: 0.8, amount: 0.14 })}"/>`,
  )
  // Little mounds and a dug hollow in the sand.
  sc.add(
    `<ellipse cx="${n(W * 0.42)}" cy="700" rx="90" ry="30" fill="#f3dfb5"/><ellipse cx="${n(W * 0.42 + 10)}" cy="708" rx="70" ry="18" fill="#d4b680"/><ellipse cx="${n(W * 0.62)}" cy="780" rx="60" ry="16" fill="#cfae78"/>`,
  )
  // Front plank with its top edge catching the light.
  sc.add(area([bl, br, [br[0], br[1] + 40], [bl[0], bl[1] + 40]], '#7d5f3b'))
  sc.add(area([[bl[0], bl[1] - 4], [br[0], br[1] - 4], br, bl], '#c29b68'))
  sc.add(area([tl, tr, [tr[0], tr[1] + 6], [tl[0], tl[1] + 6]], '#c29b68'))
  // A red bucket and a blue spade.
  const bx = W * 0.66
  const by = 690
  sc.add(
    `<ellipse cx="${n(bx + 10)}" cy="${by + 62}" rx="52" ry="10" fill="#000" fill-opacity="0.15"/><path d="M${n(bx - 40)} ${by}L${n(bx + 40)} ${by}L${n(bx + 30)} ${by + 62}L${n(bx - 30)} ${by + 62}Z" fill="#c2410c"/><ellipse cx="${n(bx)}" cy="${by}" rx="40" ry="10" fill="#8f2f08"/><path d="M${n(bx - 40)} ${by}Q${n(bx)} ${by - 60} ${n(bx + 40)} ${by}" stroke="#5a4a40" stroke-width="3" fill="none"/><path d="M${n(bx - 40)} ${by}L${n(bx - 32)} ${by + 45}" stroke="#e2683a" stroke-width="5" stroke-opacity="0.6"/>`,
  )
  sc.add(
    `<path d="M${n(W * 0.3)} 800L${n(W * 0.42)} 740" stroke="#2f6f9f" stroke-width="8" stroke-linecap="round"/><path d="M${n(W * 0.42 - 4)} 742l22 -26l22 16l-26 22Z" fill="#2f6f9f"/>`,
  )
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 10: winter: snow on the heaps and the forest, the loader still working. */
function galleryWinter(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'winter', horizon: 460, clouds: 'overcast', snow: true, nearH: [50, 130] })
  const grain = grainFilter(sc, { frequency: 0.6, amount: 0.05 })
  sc.add(groundFrom(sc, (x) => 540 + Math.sin(x / 300) * 3, '#eef2f5', { filter: grain }))
  sc.add(
    `<path d="${smoothOpenPath([
      [-10, 900],
      [W * 0.3, 760],
      [W * 0.6, 680],
      [W + 10, 620],
    ])}" stroke="#c9d2da" stroke-width="26" fill="none"/><path d="${smoothOpenPath([
      [-10, 940],
      [W * 0.32, 790],
      [W * 0.62, 700],
      [W + 10, 640],
    ])}" stroke="#c9d2da" stroke-width="22" fill="none"/>`,
  )
  const snow = '#f5f8fa'
  sc.add(materialHeap(sc, 'sand', { cx: W * 0.25, base: 640, w: 420, h: 150, light: 'left', snow }))
  sc.add(materialHeap(sc, 'crushed', { cx: W * 0.62, base: 660, w: 380, h: 130, light: 'left', snow }))
  sc.add(materialHeap(sc, 'gravel', { cx: W * 0.82, base: 900, w: 600, h: 230, light: 'left', snow }))
  sc.add(wheelLoader(W * 0.36, 860, 3.4, { facing: 'right', bucket: 'carry', load: '#b9ab95' }))
  sc.add(snowfall(sc, { count: 120, opacity: 0.85, size: [1.5, 3.6] }))
  sc.add(vignette(sc, { opacity: 0.18, color: '#1c2630' }))
  return sc.svg()
}

/** 11: sunset over the pit, the pond catching the sky. */
function gallerySunset(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  const { palette } = backdrop(sc, {
    time: 'sunset',
    horizon: 500,
    sunAt: [0.6, 470],
    clouds: 'streaks',
    nearH: [50, 140],
    birdsAt: [0.3, 260],
  })
  const rim = wavy(rnd.fork('rim'), 560, 4)
  sc.add(area([...curve(-10, W + 10, rim), [W + 10, 620], [-10, 620]], palette.grass))
  sc.add(
    pitFace(sc, {
      top: (x) => rim(x) + 6,
      bottom: (x) => 680 + Math.sin(x / 260) * 6,
      lit: '#9a5a4a',
      dark: '#5b3540',
      strataColors: ['#7a4a48', '#a8665a'],
      gullies: 8,
      fans: 5,
    }),
  )
  sc.add(groundFrom(sc, (x) => 680 + Math.sin(x / 260) * 6, '#6b4047'))
  // The pond reflects the sky, with the sun's path across it.
  const pond = [
    [-10, 770],
    [W * 0.4, 752],
    [W * 0.8, 758],
    [W + 10, 772],
    [W + 10, 890],
    [-10, 905],
  ]
  sc.add(
    area(
      pond,
      vGradient(sc, [
        [0, '#f0a060'],
        [0.35, '#c56a6e'],
        [1, '#4a3a5e'],
      ]),
      { smooth: false },
    ),
  )
  let glints = ''
  for (let i = 0; i < 26; i++) {
    const y = rnd.range(766, 886)
    const w = rnd.range(20, 90) * (1 - (y - 760) / 300)
    glints += `M${n(W * 0.6 - w / 2 + rnd.range(-30, 30))} ${n(y)}h${n(w)}`
  }
  sc.add(
    `<path d="${glints}" stroke="#ffd9a0" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>`,
  )
  sc.add(
    materialHeap(sc, 'gravel', {
      cx: W * 0.2,
      base: 748,
      w: 360,
      h: 130,
      lit: '#8a5a56',
      mid: '#5d3d45',
      dark: '#3a2a35',
      stones: ['#9a6a60', '#4a3340'],
      light: 'right',
    }),
  )
  sc.add(wheelLoader(W * 0.37, 746, 1.6, { facing: 'right', tone: 0.75 }))
  sc.add(
    foregroundBank(sc, {
      y: (x) => 910 + Math.sin(x / 70) * 5,
      to: W + 20,
      color: '#1e1a20',
      tufts: 90,
      height: 46,
    }),
  )
  sc.add(vignette(sc, { opacity: 0.3, color: '#120c14' }))
  return sc.svg()
}

export const gallery = [
  galleryHeaps,
  galleryTerraces,
  galleryBucket,
  galleryLoading,
  galleryScreen,
  galleryRoad,
  galleryTrench,
  galleryPath,
  gallerySandbox,
  galleryWinter,
  gallerySunset,
]

// ---------------------------------------------------------------------------------------------------
// Reference projects

/** A box seen corner-on: front face, side face receding to the right, and the top. */
function prism({ x, base, w, h, depth, front, side, top, skew = 0.45 }) {
  const dx = depth
  const dy = -depth * skew
  return `${area(
    [
      [x, base],
      [x + w, base],
      [x + w, base - h],
      [x, base - h],
    ],
    front,
  )}${area(
    [
      [x + w, base],
      [x + w + dx, base + dy],
      [x + w + dx, base + dy - h],
      [x + w, base - h],
    ],
    side,
  )}${
    top
      ? area(
          [
            [x, base - h],
            [x + w, base - h],
            [x + w + dx, base + dy - h],
            [x + dx, base + dy - h],
          ],
          top,
        )
      : ''
  }`
}

/** 1: backfilling the foundation of a new house with sand. */
function referenceFoundation(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'day', horizon: 430, sunAt: [0.14, 120], nearH: [60, 150] })
  const grain = grainFilter(sc, { frequency: 0.55, amount: 0.09 })
  sc.add(groundFrom(sc, (x) => 510 + Math.sin(x / 200) * 3, '#7a8f4e', { filter: grain }))
  sc.add(groundFrom(sc, (x) => 560 + Math.sin(x / 240) * 6, '#b99a72', { filter: grain }))
  // The foundation: grey block walls with the floor slab on top, and sand filled against them.
  const fx = W * 0.24
  sc.add(
    prism({
      x: fx,
      base: 760,
      w: 560,
      h: 120,
      depth: 260,
      front: '#9a9b98',
      side: '#7c7d7a',
      top: '#c7c6c0',
    }),
  )
  let joints = ''
  for (let r = 0; r < 5; r++) {
    const y = 760 - r * 24
    joints += `M${n(fx)} ${y}h560`
    for (let c = (r % 2) * 20; c < 560; c += 40) joints += `M${n(fx + c)} ${y}v-24`
  }
  sc.add(`<path d="${joints}" stroke="#7f807c" stroke-width="1.5"/>`)
  // Sand backfill along the front wall, higher at the left where the machine is working.
  sc.add(
    area(
      [
        [fx - 60, 800],
        [fx + 20, 712],
        [fx + 240, 730],
        [fx + 560, 752],
        [fx + 640, 800],
      ],
      '#e0bd86',
      { smooth: false, filter: grain },
    ),
  )
  sc.add(materialHeap(sc, 'sand', { cx: W * 0.12, base: 850, w: 380, h: 150, light: 'right' }))
  sc.add(excavator(W * 0.84, 840, 3.2, { facing: 'left', pose: 'dig', load: '#e0bd86' }))
  // Timber and a pallet of blocks on site.
  sc.add(
    prism({
      x: W * 0.62,
      base: 600,
      w: 60,
      h: 28,
      depth: 40,
      front: '#cfcfca',
      side: '#aeaea9',
      top: '#e3e2dd',
    }),
  )
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 2: a gravel road through a spruce forest. */
function referenceForestRoad(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'golden', horizon: 470, sunAt: [0.5, 400], clouds: 'streaks', nearH: [70, 180] })
  const grain = grainFilter(sc, { frequency: 0.8, amount: 0.14 })
  sc.add(groundFrom(sc, (x) => 540 + Math.sin(x / 200) * 2, '#5d6f3c'))
  const vx = W * 0.5
  const vy = 545
  const road = perspectiveRoad(sc, {
    vx,
    vy,
    bottomLeft: W * 0.02,
    bottomRight: W * 0.98,
    surface: '#c9b08a',
    shoulder: '#a48e6c',
    tracks: '#a99274',
  })
  sc.add(`<g filter="${grain}">${road.svg}</g>`)
  // Centre ridge of loose gravel between the wheel tracks.
  sc.add(
    area(
      [
        [vx - 0.2, vy],
        [vx + 0.2, vy],
        [W * 0.52, sc.H + 10],
        [W * 0.48, sc.H + 10],
      ],
      '#d8c3a0',
      { opacity: 0.8 },
    ),
  )
  sc.add(roadsideForest(sc, { vx, vy, spread: W * 0.5, color: '#2f3f2f', count: 70 }))
  sc.add(shadeCorner(sc, { from: 'left', opacity: 0.2, reach: 0.5, bottom: 0.2 }))
  sc.add(vignette(sc, { opacity: 0.28 }))
  return sc.svg()
}

/** 3: a yard and parking area surfaced with crushed stone. */
function referenceYard(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 380, sunAt: [0.9, 100], nearH: [60, 150] })
  sc.add(groundFrom(sc, (x) => 470 + Math.sin(x / 300) * 2, '#7a9650'))
  sc.add(
    house({
      x: W * 0.14,
      base: 560,
      w: 620,
      h: 200,
      wall: '#3f4a4f',
      roof: '#2a2d31',
      trim: '#e8e4da',
      windows: 4,
    }),
  )
  // The yard in front of the house: crushed stone spreading towards us between lawn edges.
  const yardD = polyPath([
    [W * 0.08, 560],
    [W * 0.86, 560],
    [W * 1.25, H + 10],
    [-W * 0.2, H + 10],
  ])
  sc.add(`<path d="${yardD}" fill="#a6a49e" filter="${grainFilter(sc, { frequency: 1.1, amount: 0.22 })}"/>`)
  sc.add(
    `<path d="${yardD}" fill="${vGradient(sc, [
      [0, '#ffffff', 0.12],
      [1, '#000000', 0.12],
    ])}"/>`,
  )
  sc.add(
    pebbles(sc, yardD, {
      x0: -W * 0.2,
      x1: W * 1.2,
      y0: 560,
      y1: H,
      count: 2000,
      colors: ['#d1cfc9', '#85837d', '#6a6964', '#bab7b0'],
      size: [1.4, 3.8],
    }),
  )
  sc.add(
    `<path d="M${n(W * 0.08)} 560L${n(-W * 0.2)} ${H + 10}M${n(W * 0.86)} 560L${n(W * 1.25)} ${H + 10}" stroke="#d6d3cb" stroke-width="7"/>`,
  )
  sc.add(`<rect x="${n(W * 0.14)}" y="560" width="620" height="16" fill="#000" fill-opacity="0.16"/>`)
  sc.add(
    `<path d="${smoothOpenPath([
      [W * 0.3, H + 10],
      [W * 0.38, 760],
      [W * 0.46, 640],
      [W * 0.5, 570],
    ])}" stroke="#8f8d87" stroke-opacity="0.4" stroke-width="30" fill="none"/><path d="${smoothOpenPath([
      [W * 0.62, H + 10],
      [W * 0.6, 760],
      [W * 0.58, 640],
      [W * 0.56, 570],
    ])}" stroke="#8f8d87" stroke-opacity="0.4" stroke-width="30" fill="none"/>`,
  )
  sc.add(car(W * 0.7, 760, 8.5, { facing: 'left', body: '#8a2f16' }))
  sc.add(shrub(sc, { x: W * 0.95, y: 720, r: 70, color: '#4e6d3a', trunk: true }))
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 4: landscaping: a stone retaining wall, a drainage strip of gravel and a new lawn. */
function referenceLandscaping(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 360, sunAt: [0.12, 90], nearH: [60, 140] })
  sc.add(groundFrom(sc, (x) => 450 + Math.sin(x / 300) * 2, '#7a9650'))
  sc.add(house({ x: W * 0.46, base: 600, w: 520, h: 190, wall: '#efe9dc', roof: '#3a3d42', windows: 3 }))
  // Drainage strip of round gravel along the wall.
  const stripD = polyPath([
    [W * 0.44, 600],
    [W + 10, 600],
    [W + 10, 640],
    [W * 0.42, 640],
  ])
  sc.add(`<path d="${stripD}" fill="#b1a796"/>`)
  sc.add(
    pebbles(sc, stripD, {
      x0: W * 0.4,
      x1: W,
      y0: 596,
      y1: 644,
      count: 500,
      colors: ['#e2d8c8', '#8c8274', '#a8937f', '#cdbba2'],
      size: [2, 4.5],
    }),
  )
  // Lawn sloping down to a low retaining wall of field stones.
  sc.add(groundFrom(sc, (x) => 640 + x * 0.01, '#80a256'))
  const wallTop = (x) => 760 + Math.sin(x / 180) * 6
  let stones = ''
  for (let row = 0; row < 3; row++) {
    let x = -20 + row * 18
    while (x < W + 20) {
      const w = rnd.range(50, 90)
      const h = 30 + rnd.range(-4, 6)
      const y = wallTop(x) + row * 32
      const colour = rnd.pick(['#a99f92', '#8f8679', '#b7a99a', '#9c8f83', '#c2b6a6'])
      stones += `<rect x="${n(x)}" y="${n(y)}" width="${n(w - 4)}" height="${n(h)}" rx="12" fill="${colour}"/><rect x="${n(x + 4)}" y="${n(y + 3)}" width="${n(w * 0.5)}" height="6" rx="3" fill="#ffffff" fill-opacity="0.22"/>`
      x += w
    }
  }
  sc.add(`<rect x="0" y="${n(wallTop(0) - 6)}" width="${n(W)}" height="${n(H)}" fill="#5c544a"/>${stones}`)
  sc.add(groundFrom(sc, (x) => 856 + Math.sin(x / 200) * 4, '#6f8f48'))
  sc.add(flowerBed(sc, { x0: W * 0.04, x1: W * 0.36, y: 690, depth: 40, count: 60 }))
  sc.add(shrub(sc, { x: W * 0.3, y: 610, r: 55, color: '#4e6d3a', trunk: true }))
  sc.add(shrub(sc, { x: W * 0.88, y: 940, r: 80, color: '#557a3d' }))
  // A drain well lid in the lawn.
  sc.add(
    `<ellipse cx="${n(W * 0.64)}" cy="710" rx="34" ry="11" fill="#3e4246"/><ellipse cx="${n(W * 0.64)}" cy="708" rx="28" ry="8" fill="#5a5f64"/>`,
  )
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

export const references = [referenceFoundation, referenceForestRoad, referenceYard, referenceLandscaping]

// ---------------------------------------------------------------------------------------------------
// Blog

/** 1: the materials of a building site side by side. */
function blogMaterials(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W } = sc
  backdrop(sc, { time: 'day', horizon: 460, sunAt: [0.9, 110], birdsAt: [0.4, 170] })
  const grain = grainFilter(sc, { frequency: 0.5, amount: 0.08 })
  sc.add(groundFrom(sc, (x) => 560 + Math.sin(x / 300) * 3, '#cbb088', { filter: grain }))
  const kinds = ['sand', 'gravel', 'crushed', 'cobbles', 'paleSand']
  kinds.forEach((kind, i) => {
    const cx = W * (0.1 + i * 0.2)
    const base = 860 + (i % 2) * 40
    sc.add(materialHeap(sc, kind, { cx, base, w: 440, h: 200 + (i % 2) * 25, light: 'left' }))
    // A sign post in front of each heap (a plate without text).
    const sx = cx + 150
    sc.add(
      `<rect x="${n(sx)}" y="${base - 100}" width="6" height="108" fill="#5a4a3a"/><rect x="${n(sx - 30)}" y="${base - 136}" width="66" height="42" rx="3" fill="#f4efe6" stroke="#3b3f44" stroke-width="2"/><rect x="${n(sx - 20)}" y="${base - 124}" width="46" height="6" fill="#c2410c"/><rect x="${n(sx - 20)}" y="${base - 111}" width="30" height="5" fill="#9c9a91"/>`,
    )
  })
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 2: a perforated drain pipe bedded in gravel, seen in a cut through the ground. */
function blogDrain(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 300, sunAt: [0.85, 80], nearH: [40, 100], farH: [12, 26] })
  // The cut face: lawn, topsoil, then sandy subsoil, with the trench in the middle.
  sc.add(
    area(
      [
        [-10, 380],
        [W + 10, 380],
        [W + 10, H + 10],
        [-10, H + 10],
      ],
      '#8c6b4a',
    ),
  )
  sc.add(
    area(
      [
        [-10, 372],
        [W + 10, 372],
        [W + 10, 440],
        [-10, 440],
      ],
      '#4a3a2c',
    ),
  )
  sc.add(
    strata(
      sc,
      polyPath([
        [-10, 440],
        [W + 10, 440],
        [W + 10, H + 10],
        [-10, H + 10],
      ]),
      {
        x0: -10,
        x1: W + 10,
        y0: 450,
        y1: H,
        count: 14,
        colors: ['#7a5c3f', '#a07e5a', '#6d5238'],
        opacity: 0.45,
        width: [3, 10],
        wave: 5,
      },
    ),
  )
  let grass = ''
  for (let x = -10; x < W + 10; x += 7)
    grass += `M${n(x)} 376l${n(rnd.range(-3, 3))} ${n(-rnd.range(8, 20))}l3 ${n(rnd.range(8, 20))}Z`
  sc.add(
    `<rect x="-10" y="360" width="${n(W + 20)}" height="18" fill="#6f8f44"/><path d="${grass}" fill="#6f8f44"/>`,
  )
  // Trench: geotextile (pale outline) holding washed gravel around the pipe.
  const tx0 = W * 0.3
  const tx1 = W * 0.7
  const trench = [
    [tx0, 372],
    [tx1, 372],
    [tx1 - 30, 930],
    [tx0 + 30, 930],
  ]
  const trenchD = polyPath(trench)
  sc.add(area(trench, '#8a7f70'))
  const stones = pebbles(sc, trenchD, {
    x0: tx0,
    x1: tx1,
    y0: 372,
    y1: 930,
    count: 1500,
    colors: ['#d9cfc0', '#8c8274', '#a39384', '#bfae98', '#6e665c', '#b99a86'],
    size: [5, 12],
    flat: 0.75,
  })
  sc.add(stones)
  sc.add(
    area(
      [
        [tx0 + 6, 372],
        [tx1 - 6, 372],
        [tx1 - 6, 392],
        [tx0 + 6, 392],
      ],
      '#4a3a2c',
    ),
  )
  sc.add(
    `<path d="${polyPath(trench)}" fill="none" stroke="#ece7da" stroke-width="6" stroke-linejoin="round"/>`,
  )
  // The pipe in section: corrugated ring with perforations, water at the bottom.
  const px = W * 0.5
  const py = 800
  let ribs = ''
  for (let a = 0; a < 360; a += 15) {
    const r0 = 72
    const r1 = 84
    const c = Math.cos((a * Math.PI) / 180)
    const s = Math.sin((a * Math.PI) / 180)
    ribs += `M${n(px + c * r0)} ${n(py + s * r0)}L${n(px + c * r1)} ${n(py + s * r1)}`
  }
  sc.add(
    `<circle cx="${n(px)}" cy="${py}" r="86" fill="#d8952a"/><path d="${ribs}" stroke="#b27416" stroke-width="4"/><circle cx="${n(px)}" cy="${py}" r="64" fill="#2b2521"/><path d="M${n(px - 60)} ${py + 22}Q${n(px)} ${py + 36} ${n(px + 60)} ${py + 22}A64 64 0 0 1 ${n(px - 60)} ${py + 22}Z" fill="#6d93a6"/><circle cx="${n(px)}" cy="${py}" r="64" fill="none" stroke="#f0b44e" stroke-width="3"/>`,
  )
  sc.add(
    `<rect x="${n(px - 66)}" y="${py - 70}" width="12" height="6" fill="#2b2521"/><rect x="${n(px + 54)}" y="${py - 70}" width="12" height="6" fill="#2b2521"/>`,
  )
  // Water seeping towards the pipe.
  sc.add(
    `<path d="M${n(tx0 + 40)} 520q30 60 10 120M${n(tx1 - 40)} 540q-30 60 -10 120" stroke="#7fb0c8" stroke-width="5" stroke-linecap="round" stroke-dasharray="10 14" fill="none" stroke-opacity="0.8"/>`,
  )
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

/** 3: a road being built, cut open to show its layers. */
function blogRoadLayers(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'day', horizon: 430, sunAt: [0.8, 110], nearH: [50, 130] })
  sc.add(groundFrom(sc, (x) => 510 + Math.sin(x / 200) * 3, '#728a4a'))
  // The road runs across the picture; its near edge is cut to show the layers.
  const topY = 560
  const layers = [
    { name: 'asphalt', h: 40, color: '#3d3f42' },
    { name: 'crushed', h: 70, color: '#9d9c97', stones: ['#d0cfca', '#6b6a66', '#85847f'], size: [2.5, 6] },
    {
      name: 'gravel',
      h: 90,
      color: '#b6a68c',
      stones: ['#e2d6c2', '#8c8274', '#a8937f', '#6e665c'],
      size: [3, 7],
    },
    { name: 'sand', h: 110, color: '#dcbc88' },
    { name: 'ground', h: 400, color: '#7a5e44' },
  ]
  // Top surface of the road in perspective (asphalt on the left half, base still open on the right).
  sc.add(
    area(
      [
        [-10, topY - 60],
        [W + 10, topY - 60],
        [W + 10, topY],
        [-10, topY],
      ],
      '#4a4c4f',
    ),
  )
  sc.add(
    area(
      [
        [W * 0.55, topY - 60],
        [W + 10, topY - 60],
        [W + 10, topY],
        [W * 0.5, topY],
      ],
      '#a2a19b',
    ),
  )
  sc.add(
    `<path d="M-10 ${topY - 30}H${n(W * 0.5)}" stroke="#f1efe8" stroke-width="4" stroke-dasharray="40 30"/>`,
  )
  let y = topY
  for (const layer of layers) {
    const d = polyPath([
      [-10, y],
      [W + 10, y],
      [W + 10, y + layer.h],
      [-10, y + layer.h],
    ])
    sc.add(`<path d="${d}" fill="${layer.color}"/>`)
    if (layer.stones)
      sc.add(
        pebbles(sc, d, {
          x0: -10,
          x1: W + 10,
          y0: y,
          y1: y + layer.h,
          count: Math.round((W * layer.h) / 45),
          colors: layer.stones,
          size: layer.size,
        }),
      )
    if (layer.name === 'sand')
      sc.add(
        `<path d="${d}" fill="#b8935a" fill-opacity="0.3" filter="${grainFilter(sc, { frequency: 1.2, amount: 0.5 })}"/>`,
      )
    sc.add(`<path d="M-10 ${y}H${n(W + 10)}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`)
    y += layer.h
  }
  sc.add(
    `<rect x="0" y="${topY}" width="${n(W)}" height="${n(H - topY)}" fill="${vGradient(sc, [
      [0, '#000', 0],
      [1, '#000', 0.25],
    ])}"/>`,
  )
  sc.add(roller(W * 0.72, topY - 22, 2.4, { facing: 'left' }))
  sc.add(dumpTruck(W * 0.3, topY - 36, 1.6, { facing: 'right', load: '#b0aea6', tone: 0.05 }))
  sc.add(vignette(sc, { opacity: 0.2 }))
  return sc.svg()
}

/** 4: a finished garden: lawn, a gravel path with stepping stones, a bench under a tree. */
function blogGarden(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  backdrop(sc, { time: 'golden', horizon: 420, sunAt: [0.82, 330], clouds: 'streaks', nearH: [60, 160] })
  const lawnD = polyPath([
    ...curve(-10, W + 10, (x) => 520 + Math.sin(x / 260) * 5),
    [W + 10, H + 10],
    [-10, H + 10],
  ])
  sc.add(
    `<path d="${lawnD}" fill="${vGradient(sc, [
      [0, '#8ea356'],
      [1, '#5f7d36'],
    ])}"/>`,
  )
  sc.add(lawnStripes(sc, lawnD, { vx: W * 0.4, vy: 300, color: '#a3b86a', count: 22, spread: W * 3 }))
  // A gravel path sweeping from the lower left towards a garden shed.
  sc.add(
    house({
      x: W * 0.62,
      base: 560,
      w: 240,
      h: 120,
      wall: '#a8432a',
      roof: '#3a3d42',
      windows: 1,
      boards: true,
    }),
  )
  const left = [
    [-10, 860],
    [W * 0.25, 760],
    [W * 0.5, 640],
    [W * 0.66, 566],
  ]
  const right = [
    [W * 0.7, 566],
    [W * 0.56, 660],
    [W * 0.34, 820],
    [W * 0.12, H + 10],
    [-10, H + 10],
  ]
  const pathD = `${smoothOpenPath(left)}L${n(right[0][0])} ${n(right[0][1])}${smoothOpenPath(right).replace(/^M[^C]*/, '')}Z`
  sc.add(`<path d="${pathD}" fill="#cfc3ad"/>`)
  sc.add(
    pebbles(sc, pathD, {
      x0: 0,
      x1: W * 0.75,
      y0: 560,
      y1: H,
      count: 1400,
      colors: ['#e6dccb', '#9c9080', '#b8a890', '#f2ebe0'],
      size: [1.3, 3.4],
    }),
  )
  // Stepping stones along the path.
  for (let i = 0; i < 7; i++) {
    const t = i / 7
    const x = W * 0.04 + t * W * 0.56 + 20
    const y = 900 - t * 300
    const s = 1 - t * 0.75
    sc.add(
      `<ellipse cx="${n(x + 4 * s)}" cy="${n(y + 6 * s)}" rx="${n(52 * s)}" ry="${n(20 * s)}" fill="#000" fill-opacity="0.15"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(52 * s)}" ry="${n(20 * s)}" fill="#9f9c95"/><ellipse cx="${n(x - 8 * s)}" cy="${n(y - 4 * s)}" rx="${n(30 * s)}" ry="${n(9 * s)}" fill="#c4c1ba"/>`,
    )
  }
  sc.add(shrub(sc, { x: W * 0.88, y: 760, r: 90, color: '#4e6d3a', trunk: true }))
  sc.add(
    `<rect x="${n(W * 0.8)}" y="780" width="170" height="12" rx="3" fill="#8a6a48"/><rect x="${n(W * 0.8)}" y="752" width="170" height="10" rx="3" fill="#8a6a48"/><rect x="${n(W * 0.81)}" y="790" width="8" height="40" fill="#5a4636"/><rect x="${n(W * 0.8 + 150)}" y="790" width="8" height="40" fill="#5a4636"/>`,
  )
  sc.add(flowerBed(sc, { x0: W * 0.3, x1: W * 0.5, y: 560, depth: 40, count: 50 }))
  sc.add(vignette(sc, { opacity: 0.22 }))
  return sc.svg()
}

export const blog = [blogMaterials, blogDrain, blogRoadLayers, blogGarden]

// ---------------------------------------------------------------------------------------------------
// Social card

/** Graphite card with the quarry's heap mark, an orange sun and the name. */
export function socialCard(rnd, pw, ph) {
  const sc = createScene(rnd, pw, ph)
  const { W, H } = sc
  sc.add(
    `<rect width="${n(W)}" height="${H}" fill="${vGradient(sc, [
      [0, '#2a2d31'],
      [1, '#1a1c1f'],
    ])}"/>`,
  )
  sc.add(
    sun(sc, {
      x: W * 0.8,
      y: 300,
      r: 70,
      core: PALETTE.accent,
      glow: '#c2410c',
      glowRadius: 420,
      glowOpacity: 0.35,
    }),
  )
  sc.add(
    treeLine(sc, {
      y: 720,
      minH: 30,
      maxH: 100,
      spacing: 12,
      color: '#30353a',
      bottom: H + 10,
      mix: [10, 2, 0],
      undergrowth: 14,
    }),
  )
  sc.add(
    area(
      [
        [-10, 760],
        [W + 10, 750],
        [W + 10, H + 10],
        [-10, H + 10],
      ],
      '#25282c',
    ),
  )
  sc.add(materialHeap(sc, 'sand', { cx: W * 0.62, base: 1000, w: 820, h: 300, light: 'left' }))
  sc.add(materialHeap(sc, 'gravel', { cx: W * 0.95, base: 1020, w: 640, h: 230, light: 'left' }))
  sc.add(
    `<rect x="0" y="0" width="${n(W)}" height="${H}" fill="${vGradient(
      sc,
      [
        [0, '#1f2124', 0.92],
        [0.42, '#1f2124', 0.6],
        [0.62, '#1f2124', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  )
  const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\""
  sc.add(`<rect x="110" y="300" width="90" height="12" fill="${PALETTE.accent}"/>`)
  sc.add(
    `<text x="104" y="470" ${font} font-size="150" font-weight="700" fill="#fbf8f1" letter-spacing="-3">Padu Karjäär</text>`,
  )
  sc.add(`<text x="110" y="590" ${font} font-size="58" fill="#dcc592">Liiv · kruus · killustik</text>`)
  return sc.svg()
}
