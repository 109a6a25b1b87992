import { boundDimensions, corrupt, type ImageCheck } from './image-dimensions';

/**
 * A JPEG is accepted only when its marker structure holds from SOI to EOI (ITU T.81 annex B):
 * every segment complete, one frame header of a kind browsers decode (baseline, extended or
 * progressive Huffman) with consistent components, quantisation tables before the first
 * scan, each scan header naming frame components, entropy-coded data that ends in a marker,
 * and EOI as the very last two bytes. The entropy-coded data itself is not Huffman-decoded.
 */

/** SOF0 baseline, SOF1 extended, SOF2 progressive: the frames every browser decodes. */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const DHT = 0xc4;
const DAC = 0xcc;
const SOS = 0xda;
const DQT = 0xdb;
const DRI = 0xdd;
const EOI = 0xd9;
const COM = 0xfe;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
const isRst = (byte: number) => byte >= 0xd0 && byte <= 0xd7;

const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];

interface Frame {
  componentIds: Set<number>;
}

/** The frame header (B.2.2): precision, size, 1-4 components with sampling 1-4 and a table 0-3. */
function readFrame(segment: Uint8Array): { frame: Frame; width: number; height: number } | null {
  const [precision, components] = [segment[0], segment[5]];
  if (precision !== 8 && precision !== 12) return null;
  if (components < 1 || components > 4 || segment.length !== 6 + 3 * components) return null;
  const componentIds = new Set<number>();
  for (let c = 0; c < components; c++) {
    const [id, sampling, table] = [segment[6 + 3 * c], segment[7 + 3 * c], segment[8 + 3 * c]];
    const [h, v] = [sampling >> 4, sampling & 0x0f];
    if (h < 1 || h > 4 || v < 1 || v > 4 || table > 3 || componentIds.has(id)) return null;
    componentIds.add(id);
  }
  return { frame: { componentIds }, height: u16(segment, 1), width: u16(segment, 3) };
}

/** The scan header (B.2.3): 1-4 components, each one of the frame's. */
function validScanHeader(segment: Uint8Array, frame: Frame): boolean {
  const components = segment[0];
  if (components < 1 || components > 4 || segment.length !== 4 + 2 * components) return false;
  for (let c = 0; c < components; c++) if (!frame.componentIds.has(segment[1 + 2 * c])) return false;
  return true;
}

/** Index of the marker that ends the entropy-coded data starting at `i`, or -1 if the file ends first. */
function endOfEntropyData(bytes: Uint8Array, i: number): number {
  for (; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1];
    // FF00 is an escaped FF byte, FFD0-FFD7 a restart marker: both belong to the scan.
    if (next === 0x00 || isRst(next)) {
      i++;
      continue;
    }
    if (next === 0xff) continue; // fill bytes before a marker
    return i;
  }
  return -1;
}

export function checkJpeg(bytes: Uint8Array): ImageCheck {
  let frame: Frame | null = null;
  let found: ImageCheck = corrupt;
  let hasTables = false;
  let scans = 0;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return corrupt;
    while (i < bytes.length && bytes[i] === 0xff) i++; // fill bytes may precede a marker
    if (i >= bytes.length) return corrupt;
    const marker = bytes[i++];
    if (marker === EOI) return frame && scans > 0 && i === bytes.length ? found : corrupt;
    const known = DECODABLE_FRAMES.has(marker) || [DHT, DAC, SOS, DQT, DRI, COM].includes(marker) || isApp(marker);
    if (!known) return corrupt; // SOI again, a stray RST or TEM, lossless/hierarchical/arithmetic frames, reserved markers
    if (i + 2 > bytes.length) return corrupt;
    const length = u16(bytes, i);
    if (length < 2 || i + length > bytes.length) return corrupt;
    const segment = bytes.subarray(i + 2, i + length);
    i += length;

    if (DECODABLE_FRAMES.has(marker)) {
      const read: ReturnType<typeof readFrame> = frame ? null : readFrame(segment);
      if (!read) return corrupt; // a second frame header, or a broken one
      frame = read.frame;
      found = boundDimensions('image/jpeg', read.width, read.height);
      if (!found.ok) return found;
    } else if (marker === DQT) {
      hasTables = true;
    } else if (marker === SOS) {
      if (!frame || !hasTables || !validScanHeader(segment, frame)) return corrupt;
      scans++;
      i = endOfEntropyData(bytes, i);
      if (i < 0) return corrupt;
    }
  }
  return corrupt; // no EOI
}
