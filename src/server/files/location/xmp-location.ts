/**
 * XMP properties that say where: EXIF GPS (exif:GPSLatitude…), Photoshop's city, state and country, IPTC
 * Core and Extension locations (Iptc4xmpCore:Location, Iptc4xmpExt:LocationCreated…), and vendor GPS
 * fields (drone-dji:GpsLatitude, Camera:GPS…). Matched as elements or attributes of any namespace prefix.
 */
const PLACE = String.raw`(?:GPS\w*|Gps\w*|\w*Latitude|\w*Longitude|\w*Altitude|City|State|Country\w*|Location\w*|Sublocation|ProvinceState|WorldRegion)`;
const PROPERTY = new RegExp(String.raw`<[\w.-]+:${PLACE}[\s/>]|\s[\w.-]+:${PLACE}\s*=`);

/** Whether an XMP packet names a place. */
export function hasXmpLocation(xmp: string): boolean {
  return PROPERTY.test(xmp);
}
