// Each icon from its own module: 'lucide' itself re-exports all of its ~2,000 icons, which every
// build would read and transform to keep 11 (docs/performance.md, "Lucide's barrel").
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- types of an ambient module, which no import brings
/// <reference path="./lucide-icons.d.ts" />
import BadgeCheck from 'lucide/dist/esm/icons/badge-check.mjs';
import CarFront from 'lucide/dist/esm/icons/car-front.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import IdCard from 'lucide/dist/esm/icons/id-card.mjs';
import KeyRound from 'lucide/dist/esm/icons/key-round.mjs';
import Landmark from 'lucide/dist/esm/icons/landmark.mjs';
import MessageCircle from 'lucide/dist/esm/icons/message-circle.mjs';
import PenLine from 'lucide/dist/esm/icons/pen-line.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import Smartphone from 'lucide/dist/esm/icons/smartphone.mjs';
import type { IconNode } from 'lucide';
import type { IllustrationName } from './sizes';

/**
 * The colour roles a picture is painted in, each one of the theme's semantic tokens (see
 * `paints` in `sprite.ts`), so that every theme recolours every picture and no hex value is drawn.
 */
export type Paint = 'surface' | 'tint' | 'solid' | 'dark' | 'ink' | 'line' | 'accent' | 'sun';

/**
 * One shape of a picture. Filled unless said: `line` is a stroked path with round caps, `glyph` a
 * Lucide icon stroked at a size, `use` another picture placed inside this one (the hero's vehicles).
 */
export type Shape =
  | readonly ['path', Paint, d: string]
  | readonly ['line', Paint, d: string, width: number]
  | readonly ['circle', Paint, cx: number, cy: number, r: number]
  | readonly ['ellipse', Paint, cx: number, cy: number, rx: number, ry: number]
  | readonly ['rect', Paint, x: number, y: number, width: number, height: number, rx: number]
  | readonly ['use', IllustrationName, x: number, y: number, width: number, height: number]
  | readonly ['glyph', Paint, icon: IconNode, x: number, y: number, size: number];

/** A wheel: dark tyre, light hub; `ring` draws a light rim first where the tyre meets a dark body. */
const wheel = (cx: number, cy: number, r: number, ring = false): Shape[] => [
  ...(ring ? [['circle', 'surface', cx, cy, r + 2] as const] : []),
  ['circle', 'dark', cx, cy, r],
  ['circle', 'surface', cx, cy, Math.round(r * 4.2) / 10],
];

/**
 * A badge of an outcome: a light ring, a disc and a glyph on it, centred at (`cx`, `cy`) — the
 * hero's and the documents' check, each step's small picture.
 */
const badge = (cx: number, cy: number, r: number, icon: IconNode, size: number, paint: Paint = 'accent'): Shape[] => [
  ['circle', 'surface', cx, cy, r + 3],
  ['circle', paint, cx, cy, r],
  ['glyph', 'surface', icon, cx - size / 2, cy - size / 2, size],
];

/** The tinted card a scene stands on (the documents', the conversation's). */
const card: Shape = ['rect', 'tint', 8, 6, 144, 108, 20];

/**
 * A step of the process: a tinted disc, a large Lucide glyph of what happens in it and a small
 * badge of its outcome. Lucide's paths cost fewer bytes than drawing these objects by hand
 * (docs/decisions/0008-illustrations.md); the disc and badge make them pictures of one family.
 */
const step = (main: IconNode, outcome: IconNode, badgePaint: Paint = 'accent'): Shape[] => [
  ['circle', 'tint', 60, 48, 44],
  ['glyph', 'solid', main, 30, 18, 60],
  ...badge(92, 72, 15, outcome, 20, badgePaint),
];

/** Every picture's shapes, back to front, in the coordinates of its size (`sizes.ts`). */
export const drawings: Record<IllustrationName, readonly Shape[]> = {
  car: [
    ['ellipse', 'line', 80, 90, 70, 5],
    ['path', 'solid', 'M12 72V58q0-8 8-9l26-4 16-15q4-4 10-4h34q6 0 10 4l16 16 10 2q8 2 8 10v14q0 4-4 4H16q-4 0-4-4z'],
    ['path', 'tint', 'M66 33q2-2 5-2h15v15H54z'],
    ['path', 'tint', 'M92 31h13q4 0 7 3l12 12H92z'],
    ['line', 'tint', 'M89 52v16', 2],
    ['rect', 'sun', 142, 54, 8, 6, 2],
    ...wheel(44, 76, 12),
    ...wheel(118, 76, 12),
  ],
  motorcycle: [
    ['ellipse', 'line', 80, 90, 68, 5],
    ...wheel(38, 72, 16),
    ...wheel(122, 72, 16),
    ['line', 'dark', 'M38 72l32-12', 5],
    ['line', 'ink', 'M122 72 106 30', 5],
    ['line', 'ink', 'M98 28h16', 5],
    ['path', 'solid', 'M56 52q2-14 16-14h26q10 0 14 10l-6 10H62z'],
    ['path', 'dark', 'M44 44q0-6 8-6h18l-4 8H48q-4 0-4-2z'],
    ['rect', 'dark', 68, 58, 28, 14, 3],
    ['circle', 'sun', 115, 43, 5],
  ],
  truck: [
    ['ellipse', 'line', 80, 90, 74, 5],
    ['rect', 'solid', 8, 18, 92, 52, 4],
    ['rect', 'tint', 8, 56, 92, 6, 0],
    ['path', 'dark', 'M104 34h24q6 0 10 6l12 16v14q0 4-4 4h-42z'],
    ['path', 'tint', 'M110 40h17q3 0 5 3l8 11h-30z'],
    ['rect', 'ink', 8, 68, 100, 6, 0],
    ['rect', 'sun', 146, 60, 4, 6, 1],
    ...wheel(32, 76, 11, true),
    ...wheel(58, 76, 11, true),
    ...wheel(128, 76, 11, true),
  ],
  hero: [
    ['rect', 'tint', 0, 0, 320, 200, 24],
    ['circle', 'sun', 262, 50, 30],
    ['path', 'surface', 'M0 128q80-36 160-12t160-20v44H0z'],
    ['path', 'line', 'M0 140h320v36q0 24-24 24H24q-24 0-24-24z'],
    ['rect', 'surface', 24, 186, 28, 4, 2],
    ['rect', 'surface', 110, 186, 28, 4, 2],
    ['rect', 'surface', 196, 186, 28, 4, 2],
    ['rect', 'surface', 282, 186, 28, 4, 2],
    ['use', 'truck', 150, 52, 160, 100],
    ['use', 'car', 6, 78, 176, 110],
    ['use', 'motorcycle', 188, 106, 128, 80],
    ...badge(52, 46, 19, Check, 24),
  ],
  documents: [
    card,
    ['rect', 'line', 58, 14, 64, 82, 6],
    ['rect', 'surface', 50, 20, 64, 82, 6],
    ['line', 'line', 'M60 36h44M60 48h44M60 60h28', 4],
    ['rect', 'solid', 22, 58, 74, 46, 6],
    ['circle', 'tint', 40, 80, 10],
    ['line', 'tint', 'M58 74h28M58 86h18', 4],
    ...badge(124, 88, 15, Check, 20),
  ],
  conversation: [
    card,
    ['rect', 'dark', 34, 12, 58, 98, 10],
    ['rect', 'surface', 39, 22, 48, 76, 4],
    ['path', 'tint', 'M45 30h32q3 0 3 3v10q0 3-3 3H52l-7 6z'],
    ['rect', 'solid', 52, 58, 30, 14, 4],
    ['path', 'accent', 'M96 52h44q6 0 6 6v22q0 6-6 6h-28l-12 10V86h-4q-6 0-6-6V58q0-6 6-6z'],
    ['circle', 'surface', 106, 69, 3.5],
    ['circle', 'surface', 118, 69, 3.5],
    ['circle', 'surface', 130, 69, 3.5],
  ],
  'step-request': step(Smartphone, MessageCircle),
  'step-analysis': step(Landmark, Search, 'solid'),
  'step-approval': step(FileText, BadgeCheck),
  'step-documents': step(IdCard, PenLine, 'solid'),
  'step-release': step(CarFront, KeyRound),
};
