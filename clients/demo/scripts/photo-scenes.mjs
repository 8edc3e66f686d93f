// The four scenes, each a function of the picture size: three environment backgrounds
// (greenhouse gases, energy, PAH) and the home-page banner. Every value is in proportion to
// the width, so a scene can be rendered at any size.
import { drawLine, fillRect, glow, hex, makeNoise, mix, mixColor, paintClouds, paintForest, paintPlume, paintRidge, paintSky, paintWater, Picture, rng } from './photo-lib.mjs';

/** Clean air: a still boreal lake on a clear morning, mist over the far shore (PAH box). */
export function pahScene(width, height) {
  const pic = new Picture(width, height);
  const s = width / 1600;
  const noise = makeNoise(11);
  const random = rng(11);
  const waterY = Math.round(height * 0.64);
  paintSky(pic, {
    top: hex('#3f74b5'),
    middle: hex('#77a6d6'),
    horizon: hex('#d3e2ee'),
    horizonY: waterY,
    sun: { x: width * 0.78, y: waterY * 0.32, color: hex('#fff8e6'), spread: 0.12, strength: 0.55, radius: 0.012, disc: 0 },
  });
  paintClouds(pic, noise, { horizonY: waterY, coverage: 0.56, softness: 0.2, scale: 0.9, lit: hex('#ffffff'), shade: hex('#b8c8dc'), opacity: 0.8 });
  const haze = hex('#c9d9e7');
  paintRidge(pic, makeNoise(12), { baseY: waterY - 50 * s, bottomY: waterY, amplitude: 230 * s, freq: 0.0017 / s, color: hex('#3e5677'), haze, hazeAmount: 0.3, texture: 0.15 });
  paintRidge(pic, makeNoise(13), { baseY: waterY - 20 * s, bottomY: waterY, amplitude: 150 * s, freq: 0.0019 / s, offset: 5, color: hex('#34503f'), haze, hazeAmount: 0.18, mist: 0.5, texture: 0.35 });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 16 * s, maxH: 46 * s, spacing: 3.2 * s, color: hex('#1b2e24'), haze, hazeAmount: 0.1 });
  paintWater(pic, noise, { waterY, tint: hex('#2f4f6a'), reflectivity: 0.82, ripple: 0.8 * s, streaks: 0.03 });
  const shore = hex('#142219');
  paintForest(pic, random, noise, { baseY: height * 1.02, minH: 150 * s, maxH: 340 * s, spacing: 26 * s, color: shore, haze, hazeAmount: 0.04, from: 0, to: 280 * s, slope: 0.45, girth: 1.7 });
  paintForest(pic, random, noise, { baseY: height * 1.05, minH: 90 * s, maxH: 230 * s, spacing: 24 * s, color: shore, haze, hazeAmount: 0.04, from: width - 170 * s, to: width, slope: -0.3, girth: 1.7 });
  return pic;
}

/** Greenhouse gases: a big summer sky over a lake, a smelter on the far shore and its steam plume. */
export function ghgScene(width, height) {
  const pic = new Picture(width, height);
  const s = width / 1600;
  const noise = makeNoise(21);
  const random = rng(21);
  const waterY = Math.round(height * 0.72);
  paintSky(pic, {
    top: hex('#2c5f9e'),
    middle: hex('#5b8fc8'),
    horizon: hex('#c2d6e6'),
    horizonY: waterY,
    sun: { x: width * 0.18, y: waterY * 0.1, color: hex('#fffbee'), spread: 0.1, strength: 0.45, radius: 0.01, disc: 0 },
  });
  paintClouds(pic, noise, { horizonY: waterY, coverage: 0.47, softness: 0.14, scale: 1.15, lit: hex('#fbfbf8'), shade: hex('#8194ab'), sunDir: [-0.7, -0.5] });
  const haze = hex('#b9cbdb');
  paintRidge(pic, makeNoise(22), { baseY: waterY - 30 * s, bottomY: waterY, amplitude: 120 * s, freq: 0.0014 / s, color: hex('#3f5a78'), haze, hazeAmount: 0.32, texture: 0.1 });
  paintRidge(pic, makeNoise(24), { baseY: waterY - 8 * s, bottomY: waterY, amplitude: 55 * s, freq: 0.0024 / s, offset: 3, color: hex('#2f4a3a'), haze, hazeAmount: 0.18, mist: 0.2 });
  // The smelter stands on the far shore: potrooms, a carbon plant, stacks and their plume.
  smelter(pic, { x: 760 * s, groundY: waterY, s, haze, hazeAmount: 0.28 });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 3 * s, maxH: 12 * s, spacing: 4 * s, color: hex('#22362a'), haze, hazeAmount: 0.15, from: 740 * s, to: 1300 * s, canopy: 0.6 });
  paintPlume(pic, makeNoise(23), { x: 985 * s, y: waterY - 190 * s, length: 420 * s, rise: 170 * s, width: 60 * s, lit: hex('#ffffff'), shade: hex('#7d8a9a'), opacity: 0.92 });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 8 * s, maxH: 22 * s, spacing: 3 * s, color: hex('#1d3124'), haze, hazeAmount: 0.12, from: 0, to: 740 * s });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 8 * s, maxH: 22 * s, spacing: 3 * s, color: hex('#1d3124'), haze, hazeAmount: 0.12, from: 1300 * s, to: width });
  paintWater(pic, noise, { waterY, tint: hex('#284563'), reflectivity: 0.7, ripple: 1.4 * s, streaks: 0.05 });
  paintForest(pic, random, noise, { baseY: height * 1.02, minH: 110 * s, maxH: 250 * s, spacing: 24 * s, color: hex('#132018'), haze, hazeAmount: 0.03, from: 0, to: 330 * s, slope: 0.3, girth: 1.6 });
  return pic;
}

/**
 * An aluminium smelter seen from across the water, `x` its left end on `groundY`: two long
 * potrooms with roof vents, a carbon plant, silos and three stacks; with `lamps`, lit at dusk.
 */
function smelter(pic, { x, groundY, s, haze, hazeAmount, lamps = null }) {
  const tone = (c) => mixColor(hex(c), haze, hazeAmount);
  const X = (v) => x + v * s;
  const Y = (v) => groundY - v * s;
  fillRect(pic, X(0), Y(24), X(520), Y(0), tone('#7c8794'));
  fillRect(pic, X(0), Y(27), X(520), Y(24), tone('#a9b3bc'));
  for (let v = 0; v < 520; v += 9) fillRect(pic, X(v), Y(30), X(v + 6), Y(27), tone('#9aa4ae'));
  fillRect(pic, X(20), Y(14), X(500), Y(11), tone('#5d6874'));
  fillRect(pic, X(40), Y(50), X(170), Y(24), tone('#6f7b88'));
  fillRect(pic, X(40), Y(53), X(170), Y(50), tone('#98a2ac'));
  for (const [sx, w, h] of [[380, 22, 62], [406, 22, 62], [432, 22, 54]]) {
    fillRect(pic, X(sx), Y(h), X(sx + w), Y(24), tone('#b7bec5'));
    fillRect(pic, X(sx + w * 0.65), Y(h), X(sx + w), Y(24), tone('#8d969f'));
  }
  fillRect(pic, X(465), Y(70), X(500), Y(24), tone('#66727e'));
  for (const [sx, h] of [[220, 190], [250, 150], [470, 120]]) {
    fillRect(pic, X(sx), Y(h), X(sx + 11), Y(27), tone('#a0a9b1'));
    fillRect(pic, X(sx + 7), Y(h), X(sx + 11), Y(27), tone('#7b848d'));
    fillRect(pic, X(sx), Y(h), X(sx + 11), Y(h - 5), tone('#b0585a'));
  }
  if (lamps) {
    fillRect(pic, X(0), Y(20), X(520), Y(16), lamps, 0.55);
    for (let v = 6; v < 520; v += 23) glow(pic, X(v), Y(22), 3 * s, lamps, 0.8);
    for (let v = 48; v < 170; v += 18) fillRect(pic, X(v), Y(42), X(v + 8), Y(38), lamps, 0.7);
    for (const [sx, h] of [[220, 190], [250, 150], [470, 120]]) glow(pic, X(sx + 5), Y(h - 2), 2.2 * s, hex('#ff4a3a'), 0.9);
    glow(pic, X(260), Y(20), 60 * s, lamps, 0.12);
  }
}

/** A lattice transmission tower standing at (x, y), `h` tall. */
function pylon(pic, x, y, h, color) {
  const w = Math.max(1, h / 110);
  const leg = h * 0.16;
  const waist = h * 0.05;
  const armY = [y - h * 0.78, y - h * 0.92];
  const P = (dx, dy) => [x + dx, y - dy];
  const line = (a, b, width = w) => drawLine(pic, a[0], a[1], b[0], b[1], width, color);
  const levels = [0, 0.18, 0.34, 0.48, 0.6, 0.7, 0.78];
  const half = (t) => mix(leg, waist, t / 0.78);
  line(P(-leg, 0), P(-waist, h * 0.78), w * 1.4);
  line(P(leg, 0), P(waist, h * 0.78), w * 1.4);
  line(P(-waist, h * 0.78), P(0, h), w * 1.2);
  line(P(waist, h * 0.78), P(0, h), w * 1.2);
  for (let i = 0; i + 1 < levels.length; i++) {
    const a = levels[i] * h;
    const b = levels[i + 1] * h;
    line(P(-half(levels[i]), a), P(half(levels[i + 1]), b), w * 0.7);
    line(P(half(levels[i]), a), P(-half(levels[i + 1]), b), w * 0.7);
    line(P(-half(levels[i + 1]), b), P(half(levels[i + 1]), b), w * 0.7);
  }
  const tips = [];
  for (const [i, ay] of armY.entries()) {
    const reach = h * (i === 0 ? 0.3 : 0.22);
    line([x - reach, ay], [x + reach, ay], w * 1.1);
    line([x - reach, ay], [x - waist, ay + h * 0.06], w * 0.7);
    line([x + reach, ay], [x + waist, ay + h * 0.06], w * 0.7);
    tips.push([x - reach, ay + h * 0.03], [x + reach, ay + h * 0.03]);
  }
  return tips;
}

/** Energy: power lines crossing a reservoir valley at golden hour. */
export function energyScene(width, height) {
  const pic = new Picture(width, height);
  const s = width / 1600;
  const noise = makeNoise(31);
  const random = rng(31);
  const waterY = Math.round(height * 0.63);
  paintSky(pic, {
    top: hex('#35598f'),
    middle: hex('#8aa3c4'),
    horizon: hex('#f3d3a4'),
    horizonY: waterY,
    sun: { x: width * 0.68, y: waterY - 70 * s, color: hex('#fff0c8'), spread: 0.07, strength: 0.9, radius: 0.018, disc: 1 },
  });
  paintClouds(pic, noise, { horizonY: waterY, coverage: 0.56, softness: 0.2, scale: 0.8, lit: hex('#ffe2b8'), shade: hex('#7f7f9a'), sunDir: [0.3, 0.6], opacity: 0.85 });
  const haze = hex('#e6cfae');
  paintRidge(pic, makeNoise(32), { baseY: waterY - 25 * s, bottomY: waterY, amplitude: 170 * s, freq: 0.0015 / s, color: hex('#4b5a78'), haze, hazeAmount: 0.4, light: -1, texture: 0.12 });
  paintRidge(pic, makeNoise(33), { baseY: waterY - 5 * s, bottomY: waterY, amplitude: 80 * s, freq: 0.0024 / s, offset: 9, color: hex('#33453f'), haze, hazeAmount: 0.22, mist: 0.3, light: -1 });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 10 * s, maxH: 30 * s, spacing: 3 * s, color: hex('#1e2b27'), haze, hazeAmount: 0.15 });
  paintWater(pic, noise, { waterY, tint: hex('#3a4a66'), reflectivity: 0.8, ripple: 1.2 * s, streaks: 0.04 });
  // The line runs along the near bank and recedes to the right; the bank's trees hide the footings.
  const steel = hex('#1c222b');
  const near = { x: width * 0.1, y: height * 0.97 };
  const vanish = { x: width * 1.08, y: waterY + 26 * s };
  const towers = [];
  for (let i = 0; i < 7; i++) {
    const depth = 1 / (1 + i * 0.75);
    const x = mix(vanish.x, near.x, depth);
    const y = mix(vanish.y, near.y, depth);
    towers.push(pylon(pic, x, y, 560 * s * depth, steel));
  }
  for (let i = 0; i + 1 < towers.length; i++) {
    for (let k = 0; k < towers[i].length; k++) {
      const [x0, y0] = towers[i][k];
      const [x1, y1] = towers[i + 1][k];
      const sag = Math.abs(x1 - x0) * 0.07;
      const steps = Math.ceil(Math.abs(x1 - x0) / 6) + 2;
      for (let j = 0; j < steps; j++) {
        const a = j / steps;
        const b = (j + 1) / steps;
        const ya = mix(y0, y1, a) + sag * 4 * a * (1 - a);
        const yb = mix(y0, y1, b) + sag * 4 * b * (1 - b);
        drawLine(pic, mix(x0, x1, a), ya, mix(x0, x1, b), yb, Math.max(0.8, 1.6 * s * (1 - a * 0.5)), steel, 0.85);
      }
    }
  }
  const slope = (vanish.y - near.y) / (vanish.x - near.x);
  paintForest(pic, random, noise, { baseY: near.y + 40 * s - near.x * slope, minH: 40 * s, maxH: 110 * s, spacing: 10 * s, color: hex('#18201c'), haze, hazeAmount: 0.05, from: 0, to: width, slope, girth: 1.3 });
  return pic;
}

/** Home banner: a smelter on a fjord at blue hour, its lights doubled in the water. */
export function bannerScene(width, height) {
  const pic = new Picture(width, height);
  const s = width / 1600;
  const noise = makeNoise(41);
  const random = rng(41);
  const waterY = Math.round(height * 0.66);
  paintSky(pic, {
    top: hex('#16294f'),
    middle: hex('#3c5b8c'),
    horizon: hex('#e3a676'),
    horizonY: waterY,
    sun: { x: width * 0.3, y: waterY + 20 * s, color: hex('#f6c48e'), spread: 0.12, strength: 0.55, radius: 0, disc: 0 },
  });
  paintClouds(pic, noise, { horizonY: waterY, coverage: 0.55, softness: 0.25, scale: 0.8, lit: hex('#e9b48f'), shade: hex('#3b4766'), sunDir: [-0.4, 0.8], opacity: 0.7 });
  const haze = hex('#8c8fa6');
  paintRidge(pic, makeNoise(42), { baseY: waterY - 40 * s, bottomY: waterY, amplitude: 210 * s, freq: 0.0012 / s, color: hex('#27324a'), haze, hazeAmount: 0.35, texture: 0.12, light: -0.6 });
  paintRidge(pic, makeNoise(43), { baseY: waterY - 6 * s, bottomY: waterY, amplitude: 90 * s, freq: 0.002 / s, offset: 6, color: hex('#1b2433'), haze, hazeAmount: 0.15, texture: 0.15, light: -0.6 });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 8 * s, maxH: 24 * s, spacing: 3 * s, color: hex('#141a22'), haze, hazeAmount: 0.08, from: 0, to: 640 * s });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 8 * s, maxH: 24 * s, spacing: 3 * s, color: hex('#141a22'), haze, hazeAmount: 0.08, from: 1180 * s, to: width });
  paintPlume(pic, makeNoise(44), { x: 885 * s, y: waterY - 190 * s, length: 560 * s, rise: 110 * s, width: 55 * s, lit: hex('#d9b9a4'), shade: hex('#55607a'), opacity: 0.75 });
  smelter(pic, { x: 665 * s, groundY: waterY, s, haze: hex('#2b3550'), hazeAmount: 0.62, lamps: hex('#ffc977') });
  paintForest(pic, random, noise, { baseY: waterY, bottomY: waterY, minH: 3 * s, maxH: 11 * s, spacing: 4 * s, color: hex('#121820'), haze, hazeAmount: 0.05, from: 640 * s, to: 1200 * s, canopy: 0.6 });
  paintWater(pic, noise, { waterY, tint: hex('#1d2a44'), reflectivity: 0.78, ripple: 1.6 * s, streaks: 0.035 });
  paintForest(pic, random, noise, { baseY: height * 1.04, minH: 90 * s, maxH: 210 * s, spacing: 20 * s, color: hex('#0d1118'), haze, hazeAmount: 0.02, from: width - 300 * s, to: width, slope: -0.35, girth: 1.6 });
  return pic;
}
