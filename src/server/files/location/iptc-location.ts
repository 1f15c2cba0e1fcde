/** IPTC IIM datasets of record 2 that say where: content location code and name, city, sub-location, province/state, country code and name. */
const LOCATION_DATASETS = new Set([26, 27, 90, 92, 95, 100, 101]);
const IPTC_RESOURCE = 0x0404;

function iimHasLocation(iim: Buffer): boolean {
  let at = 0;
  while (at + 5 <= iim.length && iim[at] === 0x1c) {
    const record = iim[at + 1];
    const dataset = iim[at + 2] ?? 0;
    const length = iim.readUInt16BE(at + 3);
    // An extended dataset (length's top bit set) is not expected here: treat what cannot be read as a place.
    if (length & 0x8000) return true;
    if (record === 2 && LOCATION_DATASETS.has(dataset)) return true;
    at += 5 + length;
  }
  return false;
}

/**
 * Whether a Photoshop image resource block (a JPEG's APP13 after 'Photoshop 3.0\0') holds IPTC
 * location datasets. A block that cannot be read is answered as holding one, so it is removed.
 */
export function hasIptcLocation(resources: Buffer): boolean {
  let at = 0;
  try {
    while (at + 12 <= resources.length && resources.toString('latin1', at, at + 4) === '8BIM') {
      const id = resources.readUInt16BE(at + 4);
      const nameLength = resources[at + 6] ?? 0;
      const nameField = (1 + nameLength + 1) & ~1;
      const sizeAt = at + 6 + nameField;
      const size = resources.readUInt32BE(sizeAt);
      const dataAt = sizeAt + 4;
      if (dataAt + size > resources.length) return true;
      if (id === IPTC_RESOURCE && iimHasLocation(resources.subarray(dataAt, dataAt + size))) return true;
      at = dataAt + size + (size & 1);
    }
    return false;
  } catch {
    return true;
  }
}
