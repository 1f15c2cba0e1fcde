/** Bytes per value of each TIFF field type (TIFF 6.0 and EXIF 2.3); 13 is an IFD offset. */
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };
const GPS_IFD_POINTER = 0x8825;

/**
 * Empties the GPS IFD of a TIFF structure (the body of an EXIF block) in place: every GPS field and the
 * values it points to are zeroed, leaving an IFD with no entries. Nothing moves, so every other offset,
 * the orientation, the date and the rest of the EXIF stay exactly as they were. Answers whether GPS
 * fields were found. A structure it cannot follow is left alone (false).
 */
export function blankGpsIfd(tiff: Buffer): boolean {
  if (tiff.length < 8) return false;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return false;

  const within = (at: number, length: number) => at >= 8 && length >= 0 && at + length <= tiff.length;
  let blanked = false;
  const seen = new Set<number>();
  // IFD0 and IFD1 (the thumbnail's) may each carry a GPS pointer.
  for (let ifd = u32(4); ifd !== 0 && within(ifd, 2) && !seen.has(ifd);) {
    seen.add(ifd);
    const count = u16(ifd);
    if (!within(ifd + 2, count * 12 + 4)) return blanked;
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === GPS_IFD_POINTER) blanked = blankIfd(u32(entry + 8)) || blanked;
    }
    ifd = u32(ifd + 2 + count * 12);
  }
  return blanked;

  function blankIfd(at: number): boolean {
    if (!within(at, 2)) return false;
    const count = u16(at);
    const end = at + 2 + count * 12 + 4;
    if (!within(at, end - at)) return false;
    for (let i = 0; i < count; i++) {
      const entry = at + 2 + i * 12;
      const size = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
      const valueAt = u32(entry + 8);
      if (size > 4 && within(valueAt, size)) tiff.fill(0, valueAt, valueAt + size);
    }
    tiff.fill(0, at, end);
    return count > 0;
  }
}
