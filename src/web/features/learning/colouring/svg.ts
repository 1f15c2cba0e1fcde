/** Tiny helpers for writing line-art SVG as text. */

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A white-filled shape, so it hides the lines behind it and can be coloured in. */
export const WHITE = 'fill="#fff"';

export const circle = (cx: number, cy: number, r: number, fill = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" ${fill}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${fill}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill = '', r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${fill}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
export const path = (d: string, fill = '') => `<path d="${d}" ${fill}/>`;
export const polygon = (points: [number, number][], fill = '') => `<polygon points="${points.map((p) => p.join(',')).join(' ')}" ${fill}/>`;
export const label = (x: number, y: number, text: string, size = 24) =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" font-family="sans-serif" fill="#000" stroke="none">${escapeXml(text)}</text>`;

/** A small star or snowflake: three crossing lines. */
export const sparkle = (x: number, y: number, r: number) =>
  [
    line(x - r, y, x + r, y),
    line(x - r / 2, y - r * 0.87, x + r / 2, y + r * 0.87),
    line(x - r / 2, y + r * 0.87, x + r / 2, y - r * 0.87),
  ].join('');

/** A wavy line across, for water and snow. */
export const wave = (x1: number, x2: number, y: number, step = 40, height = 10) => {
  let d = `M${x1} ${y}`;
  for (let x = x1; x < x2; x += step) d += ` q${step / 4} ${-height} ${step / 2} 0 t${step / 2} 0`;
  return path(d);
};
