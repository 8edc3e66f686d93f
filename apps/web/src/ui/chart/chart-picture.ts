/** A data address for an SVG document (pictures are downloaded from data addresses: the page's CSP allows them). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The SVG drawn as a PNG, at `scale` times its size on a white background (a chart has none of its own),
 * as a data address.
 */
export function svgToPngDataUrl(svg: string, width: number, height: number, scale = 2): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('No 2D canvas'));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error('The chart picture could not be read'));
    image.src = svgDataUrl(svg);
  });
}

/** What a downloaded picture says around the chart, so it still makes sense away from the page. */
export interface PictureFrame {
  title: string;
  /** Under the title: the unit, for instance. */
  subtitle?: string | null;
  /** Under the chart, one line each: the source, the page's address… */
  footer: readonly string[];
}

const FRAME_PADDING = 16;
const TITLE_LINE = 22;
const SUBTITLE_LINE = 18;
const FOOTER_LINE = 16;
// An average sans-serif letter at the title's size: enough to break a long name before the picture's edge.
const TITLE_LETTER_WIDTH = 9;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Words laid out in lines of at most `perLine` characters (a word longer than that keeps a line of its own). */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The chart's SVG inside a picture that names it: the title (wrapped to the width) and subtitle above,
 * the footer lines below, on a white ground, in a font every system has. The chart keeps its own size.
 */
export function framedPicture(chartSvg: string, size: { width: number; height: number }, frame: PictureFrame): { svg: string; width: number; height: number } {
  const { width } = size;
  const titleLines = wrap(frame.title, Math.max(10, Math.floor((width - 2 * FRAME_PADDING) / TITLE_LETTER_WIDTH)));
  const texts: string[] = [];
  let y = FRAME_PADDING;
  for (const line of titleLines) {
    y += TITLE_LINE;
    texts.push(`<text x="${FRAME_PADDING}" y="${y - 6}" font-size="16" font-weight="bold" fill="#1f2933">${escapeXml(line)}</text>`);
  }
  if (frame.subtitle) {
    y += SUBTITLE_LINE;
    texts.push(`<text x="${FRAME_PADDING}" y="${y - 4}" font-size="13" fill="#3e4c59">${escapeXml(frame.subtitle)}</text>`);
  }
  const chartTop = y + 8;
  y = chartTop + size.height;
  for (const line of frame.footer) {
    y += FOOTER_LINE;
    texts.push(`<text x="${FRAME_PADDING}" y="${y - 3}" font-size="11" fill="#52606d">${escapeXml(line)}</text>`);
  }
  const height = y + FRAME_PADDING;
  // The chart's own <svg> nested at its place (x and y position a nested svg element).
  const chart = chartSvg.replace(/^\s*(<\?xml[^>]*>\s*)?<svg\b/, `<svg x="0" y="${chartTop}"`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${texts.join('')}${chart}</svg>`;
  return { svg, width, height };
}
