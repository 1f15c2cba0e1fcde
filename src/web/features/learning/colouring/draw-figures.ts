import type { SceneCompanion, SceneObject } from '@common/schemas/learning';
import { circle, ellipse, line, path, polygon, rect, WHITE } from './svg';

/** Figures standing on y = 800, centred on x. */

/** A child: head, a hair style of its own, body, arms and legs. */
export function drawChild(x: number, index: number): string {
  const hair = [
    path(`M${x - 32} 585 Q${x} 540 ${x + 32} 585 Q${x} 570 ${x - 32} 585 Z`, WHITE),
    circle(x - 40, 590, 14, WHITE) + circle(x + 40, 590, 14, WHITE),
    [-26, -9, 9, 26].map((dx) => circle(x + dx, 566, 11, WHITE)).join(''),
  ][index % 3];
  return [
    line(x - 14, 740, x - 24, 800),
    line(x + 14, 740, x + 24, 800),
    line(x - 30, 650, x - 58, 710),
    line(x + 30, 650, x + 58, 710),
    polygon(
      [
        [x - 26, 632],
        [x + 26, 632],
        [x + 42, 745],
        [x - 42, 745],
      ],
      WHITE,
    ),
    hair,
    circle(x, 600, 32, WHITE),
    circle(x - 11, 597, 3),
    circle(x + 11, 597, 3),
    path(`M${x - 12} 612 q12 10 24 0`),
  ].join('');
}

const COMPANIONS: Record<SceneCompanion, (x: number) => string> = {
  fox: (x) =>
    path(`M${x + 40} 760 q60 -10 50 -60 q-20 20 -45 25`, WHITE) +
    ellipse(x, 755, 50, 32, WHITE) +
    line(x - 30, 785, x - 30, 800) +
    line(x + 25, 785, x + 25, 800) +
    polygon(
      [
        [x - 75, 720],
        [x - 20, 700],
        [x - 35, 745],
      ],
      WHITE,
    ) +
    polygon(
      [
        [x - 60, 715],
        [x - 55, 685],
        [x - 40, 708],
      ],
      WHITE,
    ) +
    circle(x - 50, 720, 3),
  tortoise: (x) =>
    path(`M${x - 60} 780 Q${x} 680 ${x + 60} 780 Z`, WHITE) +
    path(`M${x - 30} 780 l15 -40 h30 l15 40 M${x - 15} 740 l-20 -15 M${x + 15} 740 l20 -15`) +
    circle(x - 78, 770, 16, WHITE) +
    circle(x - 82, 766, 2) +
    rect(x - 45, 780, 16, 20, WHITE) +
    rect(x + 30, 780, 16, 20, WHITE),
  robot: (x) =>
    rect(x - 40, 690, 80, 90, WHITE, 8) +
    rect(x - 30, 635, 60, 50, WHITE, 6) +
    circle(x - 12, 658, 7) +
    circle(x + 12, 658, 7) +
    line(x, 635, x, 612) +
    circle(x, 606, 6) +
    circle(x, 735, 14) +
    line(x - 20, 780, x - 20, 800) +
    line(x + 20, 780, x + 20, 800) +
    line(x - 40, 705, x - 62, 745) +
    line(x + 40, 705, x + 62, 745),
  parrot: (x) =>
    line(x - 50, 790, x + 50, 790) +
    polygon(
      [
        [x - 5, 760],
        [x + 10, 760],
        [x + 25, 812],
        [x + 8, 815],
      ],
      WHITE,
    ) +
    ellipse(x, 720, 30, 48, WHITE) +
    path(`M${x + 5} 700 q25 20 10 55`) +
    circle(x - 5, 665, 24, WHITE) +
    polygon(
      [
        [x - 29, 660],
        [x - 48, 672],
        [x - 27, 678],
      ],
      WHITE,
    ) +
    circle(x - 10, 660, 3),
  dragon: (x) =>
    polygon(
      [
        [x - 10, 720],
        [x + 40, 640],
        [x + 50, 715],
      ],
      WHITE,
    ) +
    path(`M${x + 45} 765 q50 0 60 -40`) +
    ellipse(x, 755, 52, 35, WHITE) +
    path(`M${x - 20} 722 l8 -16 l8 14 l8 -16 l8 16`) +
    path(`M${x - 40} 735 q-10 -40 -35 -45`) +
    ellipse(x - 80, 680, 26, 18, WHITE) +
    circle(x - 86, 676, 3) +
    line(x - 30, 787, x - 30, 800) +
    line(x + 25, 787, x + 25, 800),
  hedgehog: (x) =>
    path(`M${x - 60} 790 l10 -30 l10 20 l10 -35 l12 25 l10 -35 l12 28 l12 -30 l10 30 l14 -22 l10 30 Z`, WHITE) +
    path(`M${x - 60} 790 Q${x - 85} 770 ${x - 95} 785 Q${x - 80} 795 ${x - 60} 795`, WHITE) +
    circle(x - 95, 785, 4) +
    circle(x - 72, 780, 2),
};

export const drawCompanion = (kind: SceneCompanion, x: number): string => COMPANIONS[kind](x);

const OBJECTS: Record<SceneObject, (x: number) => string> = {
  lantern: (x) =>
    path(`M${x - 15} 700 q15 -25 30 0`) +
    rect(x - 25, 700, 50, 80, WHITE, 6) +
    path(`M${x} 715 q-12 20 0 40 q12 -20 0 -40`) +
    rect(x - 30, 780, 60, 14, WHITE),
  string: (x) =>
    circle(x, 760, 38, WHITE) +
    path(`M${x - 30} 740 q30 25 60 0 M${x - 36} 765 q36 25 72 0 M${x - 20} 730 q20 60 10 68`) +
    path(`M${x + 38} 770 q30 10 40 30`),
  map: (x) =>
    polygon(
      [
        [x - 60, 720],
        [x - 20, 730],
        [x + 20, 720],
        [x + 60, 730],
        [x + 60, 800],
        [x + 20, 790],
        [x - 20, 800],
        [x - 60, 790],
      ],
      WHITE,
    ) +
    line(x - 20, 730, x - 20, 800) +
    line(x + 20, 720, x + 20, 790) +
    path(`M${x - 45} 780 q20 -30 40 -10 t40 -20`) +
    path(`M${x + 35} 745 l10 10 M${x + 45} 745 l-10 10`),
  whistle: (x) =>
    rect(x - 50, 760, 90, 26, WHITE, 13) + rect(x + 30, 752, 30, 16, WHITE, 4) + circle(x - 25, 773, 6) + line(x + 60, 760, x + 75, 748),
  compass: (x) =>
    circle(x, 755, 42, WHITE) +
    circle(x, 755, 34) +
    polygon(
      [
        [x, 725],
        [x + 8, 755],
        [x, 785],
        [x - 8, 755],
      ],
      WHITE,
    ) +
    line(x - 6, 704, x + 6, 704) +
    circle(x, 708, 6, WHITE),
  biscuits: (x) =>
    rect(x - 35, 705, 70, 90, WHITE, 10) +
    rect(x - 40, 692, 80, 16, WHITE, 4) +
    circle(x - 12, 735, 12) +
    circle(x + 14, 752, 12) +
    circle(x - 8, 772, 12),
};

export const drawObject = (object: SceneObject, x: number): string => OBJECTS[object](x);
