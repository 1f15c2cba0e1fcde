import type { SceneSetting } from '@common/schemas/learning';
import { circle, ellipse, line, path, polygon, rect, sparkle, wave, WHITE } from './svg';

/** The backgrounds, drawn inside the frame (x 30-770, y 110-870); the figures stand on y 800. */

const cloud = (x: number, y: number) => path(`M${x} ${y} a25 25 0 0 1 40 -20 a30 30 0 0 1 55 5 a22 22 0 0 1 15 40 z`, WHITE);
const sun = (x: number, y: number) =>
  circle(x, y, 42) +
  Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return line(x + 55 * Math.cos(a), y + 55 * Math.sin(a), x + 75 * Math.cos(a), y + 75 * Math.sin(a));
  }).join('');
const tree = (x: number, y: number, r: number, apples = true) =>
  rect(x - 14, y + r - 10, 28, 790 - (y + r - 10), WHITE) +
  circle(x, y, r, WHITE) +
  (!apples
    ? ''
    : [
        [-30, -20],
        [25, -30],
        [0, 20],
        [35, 25],
        [-35, 30],
      ]
        .map(([dx, dy]) => circle(x + dx! * (r / 70), y + dy! * (r / 70), 8))
        .join(''));
const pine = (x: number, base: number, h: number) =>
  rect(x - 10, base - 30, 20, 30, WHITE) +
  polygon(
    [
      [x - h / 3, base - 30],
      [x + h / 3, base - 30],
      [x, base - h * 0.6],
    ],
    WHITE,
  ) +
  polygon(
    [
      [x - h / 4, base - h * 0.45],
      [x + h / 4, base - h * 0.45],
      [x, base - h],
    ],
    WHITE,
  ) +
  path(`M${x - h / 4 + 8} ${base - h * 0.45} q${h / 8} -14 ${h / 4} 0 t${h / 4 - 16} 0`);

const SETTINGS: Record<SceneSetting, () => string> = {
  hill: () =>
    sun(650, 210) +
    cloud(110, 230) +
    cloud(340, 180) +
    path('M30 720 Q300 470 560 640 T770 600 L770 870 L30 870 Z', WHITE) +
    [120, 260, 420, 600, 700].map((x, i) => path(`M${x} ${700 + (i % 2) * 30} l8 -18 l8 18 l8 -14 l6 14`)).join(''),
  lighthouse: () =>
    polygon(
      [
        [560, 760],
        [660, 760],
        [640, 330],
        [580, 330],
      ],
      WHITE,
    ) +
    line(574, 460, 646, 460) +
    line(567, 600, 653, 600) +
    rect(570, 270, 80, 60, WHITE) +
    polygon(
      [
        [560, 270],
        [610, 220],
        [660, 270],
      ],
      WHITE,
    ) +
    line(650, 290, 770, 230) +
    line(650, 310, 770, 380) +
    path('M480 770 q40 -50 80 -20 q50 -40 110 -5 q40 -20 100 10 L770 790 L480 790 Z', WHITE) +
    wave(30, 770, 775) +
    wave(30, 770, 800) +
    path('M140 230 q15 -15 30 0 q15 -15 30 0') +
    path('M260 280 q12 -12 24 0 q12 -12 24 0'),
  forest: () =>
    wave(30, 770, 770, 60, 12) +
    [90, 250, 560, 720].map((x, i) => pine(x, 790, 240 + (i % 2) * 60)).join('') +
    [
      [350, 180],
      [450, 260],
      [520, 160],
      [300, 330],
      [680, 230],
      [160, 200],
    ]
      .map(([x, y]) => sparkle(x!, y!, 12))
      .join(''),
  library: () =>
    [50, 530]
      .map((x) => {
        const shelves = [180, 300, 420, 540, 660].map((y) => line(x, y, x + 220, y)).join('');
        const books = [190, 310, 430, 550]
          .map((y, row) =>
            [0, 1, 2, 3, 4, 5, 6]
              .map((i) => rect(x + 8 + i * 30, y + ((i + row) % 3) * 12 + 10, 24 - ((i * row) % 2) * 4, 98 - ((i + row) % 3) * 12, WHITE))
              .join(''),
          )
          .join('');
        return rect(x, 160, 220, 600, WHITE) + shelves + books;
      })
      .join('') +
    line(400, 110, 400, 190) +
    path('M350 230 Q400 170 450 230 Z', WHITE) +
    line(30, 760, 770, 760),
  river: () =>
    line(30, 560, 770, 560) +
    [90, 200, 650].map((x) => circle(x, 520, 32, WHITE) + line(x, 552, x, 560)).join('') +
    [600, 650, 710, 760].map((y) => wave(30, 770, y, 50, 8)).join('') +
    [130, 520]
      .map(
        (x) =>
          path(`M${x} 640 L${x + 200} 640 Q${x + 180} 700 ${x + 100} 700 Q${x + 20} 700 ${x} 640 Z`, WHITE) +
          circle(x + 55, 625, 15, WHITE) +
          circle(x + 90, 622, 18, WHITE) +
          circle(x + 130, 626, 14, WHITE) +
          line(x + 100, 640, x + 100, 560) +
          polygon(
            [
              [x + 40, 580],
              [x + 160, 580],
              [x + 100, 545],
            ],
            WHITE,
          ),
      )
      .join(''),
  moon: () =>
    circle(620, 230, 70, WHITE) +
    path('M580 200 q20 -20 40 0 q10 25 -15 30 q-30 5 -25 -30 z') +
    path('M640 250 q25 -5 30 15 q-15 20 -35 5 z') +
    [
      [150, 170],
      [300, 240],
      [420, 150],
      [500, 300],
      [720, 380],
      [90, 330],
    ]
      .map(([x, y]) => sparkle(x!, y!, 10))
      .join('') +
    path('M30 740 Q400 660 770 740 L770 870 L30 870 Z', WHITE) +
    ellipse(600, 790, 50, 14) +
    ellipse(420, 740, 30, 9) +
    path('M90 720 A110 110 0 0 1 310 720 Z', WHITE) +
    circle(160, 670, 18) +
    circle(240, 670, 18) +
    line(200, 610, 200, 560) +
    circle(200, 552, 8),
  orchard: () =>
    sun(680, 180) +
    [120, 330, 560].map((x, i) => tree(x, 400 + (i % 2) * 40, 85)).join('') +
    [60, 180, 300, 420, 540, 660, 760].map((x) => rect(x - 8, 690, 16, 90, WHITE)).join('') +
    line(30, 715, 770, 715) +
    line(30, 750, 770, 750),
  park: () =>
    cloud(420, 190) +
    tree(130, 430, 100, false) +
    path('M300 870 Q380 700 470 640 M520 870 Q560 720 520 640') +
    rect(560, 690, 170, 14, WHITE) +
    rect(560, 650, 170, 14, WHITE) +
    line(575, 704, 575, 760) +
    line(715, 704, 715, 760) +
    line(690, 330, 690, 640) +
    path('M665 330 h50 l-10 -30 h-30 z', WHITE) +
    ellipse(440, 780, 28, 16, WHITE) +
    circle(468, 760, 10, WHITE) +
    path('M477 760 l10 3 l-10 3'),
};

export const drawSetting = (setting: SceneSetting): string => SETTINGS[setting]();
