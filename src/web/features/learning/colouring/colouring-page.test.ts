import { describe, expect, it } from 'vitest';
import { SCENE_COMPANIONS, SCENE_OBJECTS, SCENE_SETTINGS } from '@common/learning-rules';
import type { StoryScene } from '@common/schemas/learning';
import { colouringPageSvg, sceneCaption } from './colouring-page';
import { printableDocument } from './printable-document';

const scene: StoryScene = { heroes: ['Mia', 'Noah'], setting: 'lighthouse', companion: { name: 'Pip', kind: 'fox' }, object: 'lantern' };

describe('colouring page', () => {
  it("names the story's heroes and companion, and says where they are", () => {
    const svg = colouringPageSvg('Mia and the Lost Sheep', scene);
    expect(svg).toContain('>Mia and the Lost Sheep</text>');
    for (const name of ['Mia', 'Noah', 'Pip']) expect(svg).toContain(`>${name}</text>`);
    expect(sceneCaption(scene)).toBe('Mia, Noah and Pip with the lantern, by the lighthouse');
    expect(svg).toContain(`aria-label="${sceneCaption(scene)}"`);
  });

  it('draws every setting, companion and object as line art: outlines only, white fills', () => {
    const pages = SCENE_SETTINGS.map((setting, i) =>
      colouringPageSvg('T', {
        heroes: ['A'],
        setting,
        companion: { name: 'C', kind: SCENE_COMPANIONS[i % 6]! },
        object: SCENE_OBJECTS[i % 6]!,
      }),
    );
    expect(new Set(pages).size).toBe(SCENE_SETTINGS.length);
    for (const svg of pages) {
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.match(/fill="([^"]+)"/g)?.every((f) => ['fill="#fff"', 'fill="none"', 'fill="#000"'].includes(f))).toBe(true);
      expect(svg.match(/<g[ >]/g)?.length).toBe(svg.match(/<\/g>/g)?.length);
    }
  });

  it("escapes the family's words, and prints on its own page", () => {
    const svg = colouringPageSvg('Zoë & <Max>', { ...scene, heroes: ['Zoë', '<Max>'] });
    expect(svg).toContain('Zoë &amp; &lt;Max&gt;');
    expect(svg).not.toContain('<Max>');
    const html = printableDocument('Zoë & <Max>', svg);
    expect(html).toContain('<title>Zoë &amp; &lt;Max&gt;</title>');
    expect(html).toContain('@page');
  });
});
