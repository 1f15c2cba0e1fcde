import type { SceneSetting, StoryScene } from '@common/schemas/learning';
import { drawChild, drawCompanion, drawObject } from './draw-figures';
import { drawSetting } from './draw-settings';
import { escapeXml, label, rect } from './svg';

/** Where the figures stand: below it, a white band holds their names. */
const GROUND = 800;

const PLACES: Record<SceneSetting, string> = {
  hill: 'on the windy hill',
  lighthouse: 'by the lighthouse',
  forest: 'in the snowy forest',
  library: 'in the library',
  river: 'at the floating market',
  moon: 'on the Moon',
  orchard: 'in the orchard',
  park: 'in the park',
};
const OBJECT_NAMES = {
  lantern: 'lantern',
  string: 'red string',
  map: 'map',
  whistle: 'tin whistle',
  compass: 'compass',
  biscuits: 'honey biscuits',
};

const grow = (x: number, by: number, svg: string) =>
  `<g transform="translate(${x} ${GROUND}) scale(${by}) translate(${-x} ${-GROUND})">${svg}</g>`;

const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** What the page shows, in words: its caption and the image's text alternative. */
export const sceneCaption = (scene: StoryScene): string =>
  `${list([...scene.heroes, scene.companion.name])} with the ${OBJECT_NAMES[scene.object]}, ${PLACES[scene.setting]}`;

/**
 * A printable line-art colouring page of a story (A4 portrait proportions): its title, its setting, its heroes by name,
 * its companion and its key object, all drawn from the story grammar's elements; white shapes with black outlines.
 */
export function colouringPageSvg(title: string, scene: StoryScene): string {
  const figures = [
    ...scene.heroes.map((name, i) => ({ name, draw: (x: number) => drawChild(x, i) })),
    // The companion and the object are drawn small; scaled up from the ground line they stand a child's height.
    { name: scene.companion.name, draw: (x: number) => grow(x, 1.35, drawCompanion(scene.companion.kind, x)) },
    { name: '', draw: (x: number) => grow(x, 1.2, drawObject(scene.object, x)) },
  ];
  const step = 660 / figures.length;
  const bodies = figures.map((figure, i) => {
    const x = Math.round(70 + step * (i + 0.5));
    return figure.draw(x) + (figure.name ? label(x, 845, figure.name, 26) : '');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-label="${escapeXml(sceneCaption(scene))}">`,
    '<rect width="800" height="1000" fill="#fff"/>',
    label(400, 70, title, 34),
    '<clipPath id="frame"><rect x="30" y="110" width="740" height="760" rx="18"/></clipPath>',
    '<g fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">',
    `<g clip-path="url(#frame)">${drawSetting(scene.setting)}${rect(30, GROUND, 740, 70, 'fill="#fff"')}${bodies.join('')}</g>`,
    rect(30, 110, 740, 760, '', 18),
    '</g>',
    label(400, 920, sceneCaption(scene), 22),
    label(400, 960, 'A colouring page from your story', 18),
    '</svg>',
  ].join('');
}
