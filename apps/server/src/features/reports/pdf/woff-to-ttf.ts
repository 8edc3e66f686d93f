import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export const isWoff = (font: Uint8Array) => font.length >= WOFF_HEADER && Buffer.from(font.buffer, font.byteOffset, 4).readUInt32BE(0) === WOFF_SIGNATURE;

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF font (1.0) unpacked to the TrueType/OpenType font it wraps: each table inflated, in a plain sfnt.
 * fontkit reads WOFF, but inflates a whole compressed table at every access, the glyph table once per glyph
 * drawn or embedded: half a second per report. Unpacked once, a font is read at TrueType's speed.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('Not a WOFF font.');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(packed) : packed;
    if (data.length !== origLength) throw new Error('A table of the WOFF font does not unpack to its length.');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const sfnt = Buffer.alloc(SFNT_HEADER + count * SFNT_ENTRY + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
