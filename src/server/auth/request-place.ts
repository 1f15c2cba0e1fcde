import type { FastifyRequest } from 'fastify';

/** Location headers that common reverse proxies and CDNs add (Cloudflare, CloudFront, Vercel, App Engine, nginx GeoIP setups). */
const CITY_HEADERS = ['cf-ipcity', 'cloudfront-viewer-city', 'x-vercel-ip-city', 'x-appengine-city', 'x-geo-city'];
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-appengine-country', 'x-geo-country'];

function firstHeader(request: FastifyRequest, names: string[]): string | undefined {
  for (const name of names) {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) continue;
    let decoded = text;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // Not percent-encoded: keep it as sent.
    }
    const clean = decoded
      .replace(/[\p{C}<>]/gu, '')
      .trim()
      .slice(0, 60);
    // Cloudflare's codes for "unknown" and "Tor".
    if (clean && clean !== 'XX' && clean !== 'T1') return clean;
  }
  return undefined;
}

/**
 * Where a request came from, read only from the location headers a trusted proxy adds ('Lyon, FR'): no address
 * lookup, nothing sent anywhere. Without TRUST_PROXY a browser could write these headers itself, so none are read.
 */
export function requestPlace(request: FastifyRequest, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const parts = [firstHeader(request, CITY_HEADERS), firstHeader(request, COUNTRY_HEADERS)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
