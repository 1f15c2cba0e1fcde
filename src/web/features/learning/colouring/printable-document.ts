import { escapeXml } from './svg';

/** A page with nothing but the colouring picture, filling one sheet of paper when printed. */
export function printableDocument(title: string, svg: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeXml(title)}</title>`,
    '<style>@page{size:A4 portrait;margin:10mm}html,body{margin:0;background:#fff}svg{display:block;width:100%;height:auto;max-height:100vh;margin:0 auto}</style>',
    `</head><body>${svg}</body></html>`,
  ].join('');
}
