// A tiny software renderer for the demo's background "photographs": seeded noise, sky, clouds,
// ridges, a spruce treeline, water reflections and anti-aliased lines. Pure JavaScript, so the
// pictures come out the same on every machine; make-photos.mjs encodes them with sharp.

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded 2-D gradient noise in about [-1, 1] (improved Perlin noise). */
export function makeNoise(seed) {
  const random = rng(seed);
  const p = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  const perm = new Uint8Array(512).map((_, i) => p[i & 255]);
  const fade = (t) => t * t * t * (t * (t * 6 - 15) + 10);
  const grad = (h, x, y) => ((h & 1 ? -x : x) + (h & 2 ? -y : y)) * (h & 4 ? 0.7071 : 1) + (h & 4 ? 0 : 0);
  return (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const xf = x - xi;
    const yf = y - yi;
    const X = xi & 255;
    const Y = yi & 255;
    const u = fade(xf);
    const v = fade(yf);
    const aa = perm[perm[X] + Y];
    const ab = perm[perm[X] + Y + 1];
    const ba = perm[perm[X + 1] + Y];
    const bb = perm[perm[X + 1] + Y + 1];
    const x1 = grad(aa, xf, yf) + u * (grad(ba, xf - 1, yf) - grad(aa, xf, yf));
    const x2 = grad(ab, xf, yf - 1) + u * (grad(bb, xf - 1, yf - 1) - grad(ab, xf, yf - 1));
    return (x1 + v * (x2 - x1)) * 1.2;
  };
}

/** Fractal sum of noise octaves, about [-1, 1]. */
export function fbm(noise, x, y, octaves = 5, gain = 0.5, lacunarity = 2.03) {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amp * noise(x, y);
    norm += amp;
    amp *= gain;
    x = x * lacunarity + 17.3;
    y = y * lacunarity + 9.1;
  }
  return sum / norm;
}

export const clamp = (x, lo = 0, hi = 1) => (x < lo ? lo : x > hi ? hi : x);
export const mix = (a, b, t) => a + (b - a) * t;
export const smoothstep = (e0, e1, x) => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
export const mixColor = (a, b, t) => [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)];
export const hex = (s) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16) / 255);

/** An RGB picture with float channels in [0, 1]. */
export class Picture {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.px = new Float32Array(width * height * 3);
  }
  get(x, y) {
    const xi = clamp(Math.round(x), 0, this.width - 1);
    const yi = clamp(Math.round(y), 0, this.height - 1);
    const i = (yi * this.width + xi) * 3;
    return [this.px[i], this.px[i + 1], this.px[i + 2]];
  }
  /** Lays `color` over pixel (x, y) with opacity `alpha`. */
  put(x, y, color, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    this.px[i] += (color[0] - this.px[i]) * a;
    this.px[i + 1] += (color[1] - this.px[i + 1]) * a;
    this.px[i + 2] += (color[2] - this.px[i + 2]) * a;
  }
  /** Adds light (screen blend), for glows and lamps. */
  add(x, y, color, amount) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) this.px[i + c] = 1 - (1 - this.px[i + c]) * (1 - color[c] * amount);
  }
}

/** Vertical sky gradient with a soft sun glow. */
export function paintSky(pic, { top, middle, horizon, horizonY, sun }) {
  for (let y = 0; y < pic.height; y++) {
    const t = clamp(y / horizonY);
    const base = t < 0.55 ? mixColor(top, middle, smoothstep(0, 0.55, t)) : mixColor(middle, horizon, smoothstep(0.55, 1, t));
    for (let x = 0; x < pic.width; x++) {
      let color = base;
      if (sun) {
        const d = Math.hypot((x - sun.x) / pic.width, (y - sun.y) / pic.width);
        const glow = sun.strength * Math.exp(-d / sun.spread) + (d < sun.radius ? 1 : 0) * sun.disc;
        color = mixColor(color, sun.color, clamp(glow));
      }
      pic.put(x, y, color);
    }
  }
}

/** Cumulus and stratus seen in perspective: small and flat near the horizon, large overhead. */
export function paintClouds(pic, noise, { horizonY, coverage, softness = 0.18, scale = 1, stretch = 3, lit, shade, sunDir = [0.6, 0.4], drift = 0, opacity = 1 }) {
  for (let y = 0; y < horizonY; y++) {
    const t = (horizonY - y) / horizonY;
    const depth = 1 / (t + 0.07);
    const fade = smoothstep(0.015, 0.2, t) * opacity;
    for (let x = 0; x < pic.width; x++) {
      const u = ((x - pic.width / 2) / pic.width) * depth * scale * 1.6 + drift;
      const v = depth * scale * 0.55 * (1 / stretch) * 3;
      const d = fbm(noise, u, v, 6, 0.52) * 0.5 + 0.5;
      const alpha = smoothstep(coverage, coverage + softness, d) * fade;
      if (alpha <= 0.002) continue;
      const d2 = fbm(noise, u + sunDir[0] * 0.08, v + sunDir[1] * 0.08, 4, 0.52) * 0.5 + 0.5;
      const light = clamp(0.55 + (d - d2) * 7 + (1 - t) * 0.15);
      pic.put(x, y, mixColor(shade, lit, light), alpha);
    }
  }
}

/**
 * A mountain or hill ridge from `baseY` down to `bottomY`. The face is lit as a relief: the
 * ridge's own slope near the crest, eroded gullies (noise stretched down the slope) below it,
 * then hazed by distance and by valley mist.
 */
export function paintRidge(pic, noise, { baseY, bottomY = pic.height, amplitude, freq, offset = 0, color, haze, hazeAmount, mist = 0, texture = 0.25, light = 1, ridged = false }) {
  const ridge = (x, octaves) => {
    const n = fbm(noise, x * freq + offset, offset * 0.37, octaves, 0.48);
    const shape = ridged ? 1 - Math.abs(n) * 1.6 : 0.5 + 0.8 * n;
    return baseY - amplitude * Math.max(0, shape);
  };
  const s = pic.width / 1600;
  const relief = (x, y) => fbm(noise, (x * 0.005) / s + offset * 3, (y * 0.0022) / s, 5, 0.55);
  for (let x = 0; x < pic.width; x++) {
    const top = ridge(x, 6);
    const crestSlope = (ridge(x + 6 * s, 3) - ridge(x - 6 * s, 3)) / (12 * s);
    for (let y = Math.max(0, Math.floor(top)); y < bottomY; y++) {
      const edge = y === Math.floor(top) ? 1 - (top - Math.floor(top)) : 1;
      const below = (y - top) / Math.max(1, amplitude);
      const gully = (relief(x + 1.5 * s, y) - relief(x - 1.5 * s, y)) * 18 * texture;
      const crest = clamp(crestSlope, -1.2, 1.2) * 0.45 * Math.exp(-below * 2.5);
      const broad = fbm(noise, (x * 0.0015) / s + offset, (y * 0.004) / s, 3) * 0.25;
      const lit = clamp(0.55 + (crest + gully + broad) * light, 0.05, 1);
      const shaded = color.map((c) => clamp(c * (0.62 + lit * 0.6)));
      const mistT = mist * smoothstep(0.1, 1, (y - top) / Math.max(1, bottomY - top));
      pic.put(x, y, mixColor(shaded, haze, clamp(hazeAmount + mistT)), edge);
    }
  }
}

/** A boreal treeline of spruces standing on `baseY`: a dense canopy with pointed tops. */
export function paintForest(pic, random, noise, { baseY, bottomY = pic.height, minH, maxH, spacing, color, haze, hazeAmount, light = 0.1, canopy = 0.5, from = 0, to = pic.width, slope = 0, girth = 1 }) {
  const tops = new Float32Array(pic.width).fill(Infinity);
  const groundAt = (x) => baseY + (x - from) * slope;
  for (let xt = from - maxH * 0.2; xt < to + maxH * 0.2; xt += spacing * (0.5 + random())) {
    const swell = 0.5 + 0.5 * noise(xt * 0.004, 3.3);
    const h = mix(minH, maxH, clamp(random() * 0.7 + swell * 0.5) ** 1.4);
    const treeTop = groundAt(xt) - h;
    const slender = h * (0.13 + random() * 0.07) * girth;
    const reach = Math.ceil(slender * 1.2) + 1;
    for (let x = Math.max(0, Math.floor(xt - reach)); x < Math.min(pic.width, xt + reach); x++) {
      const dx = Math.abs(x - xt);
      const jag = 0.75 + 0.25 * Math.abs(Math.sin((dx + xt) * 1.9)) + noise(x * 0.4, xt) * 0.1;
      const y = treeTop + (dx * h) / slender / jag;
      if (y < tops[x]) tops[x] = y;
    }
  }
  for (let x = Math.max(0, Math.floor(from)); x < Math.min(pic.width, Math.ceil(to)); x++) {
    const floor = groundAt(x) - minH * canopy * (0.7 + 0.6 * (0.5 + 0.5 * noise(x * 0.01, 7.7)));
    const top = Math.min(tops[x], floor);
    for (let y = Math.max(0, Math.floor(top)); y < bottomY; y++) {
      const edge = y === Math.floor(top) ? 1 - (top - Math.floor(top)) : 1;
      const t = fbm(noise, x * 0.09, y * 0.06, 3) * light - clamp((y - top) / (maxH * 2)) * 0.05;
      const c = color.map((v) => clamp(v + t));
      pic.put(x, y, mixColor(c, haze, hazeAmount), edge);
    }
  }
}

/** Water from `waterY` down: a rippled, darkened mirror of what stands above it. */
export function paintWater(pic, noise, { waterY, tint, reflectivity = 0.75, ripple = 1, streaks = 0.04 }) {
  for (let y = waterY; y < pic.height; y++) {
    const dy = y - waterY;
    const near = dy / (pic.height - waterY);
    const amp = ripple * (1 + dy * 0.06);
    for (let x = 0; x < pic.width; x++) {
      const wobble = noise(x * 0.004, y * 0.09 / (1 + near)) * amp;
      const srcY = waterY - dy - 1 + noise(x * 0.01 + 40, y * 0.2) * amp * 0.5;
      const reflected = pic.get(x + wobble, Math.max(0, srcY));
      const fresnel = reflectivity * (1 - near * 0.45);
      const streak = noise(x * 0.0015, y * 0.35) * streaks;
      pic.put(x, y, mixColor(tint, reflected, fresnel).map((c) => clamp(c + streak)));
    }
  }
}

/** An anti-aliased straight line (a capsule of the given width). */
export function drawLine(pic, x0, y0, x1, y1, width, color, alpha = 1) {
  const r = width / 2;
  const minX = Math.floor(Math.min(x0, x1) - r - 1);
  const maxX = Math.ceil(Math.max(x0, x1) + r + 1);
  const minY = Math.floor(Math.min(y0, y1) - r - 1);
  const maxY = Math.ceil(Math.max(y0, y1) + r + 1);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const t = clamp(((x - x0) * dx + (y - y0) * dy) / len2);
      const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
      const cover = clamp(r + 0.5 - d);
      if (cover > 0) pic.put(x, y, color, cover * alpha);
    }
  }
}

/** A soft round light. */
export function glow(pic, cx, cy, radius, color, strength = 1) {
  const reach = Math.ceil(radius * 3);
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      const d = Math.hypot(x - cx, y - cy) / radius;
      pic.add(x, y, color, strength * Math.exp(-d * d));
    }
  }
}

/** Lens vignette and film grain, then 8-bit RGB for the encoder. */
export function finish(pic, { vignette = 0.25, grain = 0.012, seed = 1 } = {}) {
  const random = rng(seed);
  const out = Buffer.alloc(pic.width * pic.height * 3);
  for (let y = 0; y < pic.height; y++) {
    for (let x = 0; x < pic.width; x++) {
      const i = (y * pic.width + x) * 3;
      const nx = x / pic.width - 0.5;
      const ny = y / pic.height - 0.5;
      const v = 1 - vignette * (nx * nx + ny * ny) * 2;
      const g = (random() + random() - 1) * grain;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(clamp(pic.px[i + c] * v + g) * 255);
    }
  }
  return out;
}

/** A plume of steam leaving a stack at (x, y), bent by the wind toward +x and spreading. */
export function paintPlume(pic, noise, { x, y, length, rise, width, lit, shade, opacity = 0.85 }) {
  const s = pic.width / 1600;
  for (let py = Math.floor(y - rise - width * 2); py < y + width; py++) {
    for (let px = Math.floor(x - width); px < x + length + width; px++) {
      const t = clamp((px - x) / length);
      const centre = y - rise * (1 - Math.exp(-t * 4)) - width * 0.2;
      const radius = width * (0.25 + t * 1.1);
      const d = Math.abs(py - centre) / radius;
      const n = fbm(noise, (px / s) * 0.012, (py / s) * 0.016, 5) * 0.5 + 0.5;
      const density = clamp((1 - d) * 1.6 + (n - 0.5) * 1.4) * (1 - t) ** 1.2 * smoothstep(-0.05, 0.05, px - x + width * 0.1);
      if (density <= 0.01) continue;
      pic.put(px, py, mixColor(shade, lit, clamp(1 - (py - centre + radius) / (2 * radius) + n * 0.3)), density * opacity);
    }
  }
}

/** A filled rectangle, with fractional edges softened. */
export function fillRect(pic, x0, y0, x1, y1, color, alpha = 1) {
  for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
    const cy = clamp(Math.min(y + 1, y1) - Math.max(y, y0));
    for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
      const cx = clamp(Math.min(x + 1, x1) - Math.max(x, x0));
      pic.put(x, y, color, cx * cy * alpha);
    }
  }
}
