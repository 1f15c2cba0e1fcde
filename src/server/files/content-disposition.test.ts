import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps a plain name', () => {
    expect(contentDisposition('Emma.webp', 'inline')).toBe(`inline; filename="Emma.webp"; filename*=UTF-8''Emma.webp`);
  });

  it('neutralises quotes, line breaks and non-ASCII in the fallback and encodes the exact name', () => {
    const header = contentDisposition('Zoë "x"\r\nSet-Cookie: a=b.png', 'attachment');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename="Zo_ _x___Set-Cookie: a=b.png"`);
    expect(header).toContain(`filename*=UTF-8''Zo%C3%AB%20%22x%22%0D%0ASet-Cookie%3A%20a%3Db.png`);
  });
});
