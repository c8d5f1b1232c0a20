// What a save may hold for the Free Table: checked before any logged action is replayed.
import * as v from 'valibot';
import { COLOURS, DIE_SIDES, FIGURE_SHAPES, TERRAIN_KINDS } from './catalog';
import type { FreeTableAction, FreeTableOptions } from './state';

const finite = v.pipe(v.number(), v.finite());
const id = v.pipe(v.string(), v.regex(/^p\d{1,6}$/));
const ids = v.pipe(v.array(id), v.minLength(1), v.maxLength(600));
const pose = v.object({ id, x: finite, y: finite, angle: finite });

export const optionsSchema = v.object({
  width: v.pipe(v.number(), v.minValue(1), v.maxValue(1000)),
  height: v.pipe(v.number(), v.minValue(1), v.maxValue(1000)),
  unit: v.picklist(['in', 'cm', 'matchstick']),
  matchstickInches: v.pipe(v.number(), v.minValue(0.5), v.maxValue(12)),
}) satisfies v.GenericSchema<unknown, FreeTableOptions>;

const specSchema = v.variant('kind', [
  v.object({ kind: v.literal('token'), colour: v.picklist(COLOURS), label: v.pipe(v.string(), v.maxLength(12)) }),
  v.object({ kind: v.literal('figure'), colour: v.picklist(COLOURS), shape: v.picklist(FIGURE_SHAPES) }),
  v.object({ kind: v.literal('stick') }),
  v.object({ kind: v.literal('die'), sides: v.picklist(DIE_SIDES), colour: v.picklist(COLOURS) }),
  v.object({ kind: v.literal('deck') }),
  v.object({ kind: v.literal('terrain'), terrain: v.picklist(TERRAIN_KINDS) }),
]);

export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('place'), spec: specSchema, x: finite, y: finite, angle: finite }),
  v.object({ type: v.literal('move'), poses: v.pipe(v.array(pose), v.minLength(1), v.maxLength(600)) }),
  v.object({ type: v.literal('flip'), ids }),
  v.object({ type: v.literal('remove'), ids }),
  v.object({
    type: v.literal('throw'),
    dice: v.pipe(
      v.array(v.object({ ...pose.entries, tumbles: v.pipe(v.string(), v.regex(/^[NESW]{0,400}$/)) })),
      v.minLength(1),
      v.maxLength(20),
    ),
  }),
  v.object({ type: v.literal('shuffle'), deck: id }),
  v.object({
    type: v.literal('draw'),
    deck: id,
    to: v.picklist(['table', 'hand']),
    x: v.optional(finite),
    y: v.optional(finite),
  }),
  v.object({ type: v.literal('deal'), deck: id, count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)) }),
  v.object({ type: v.literal('play'), card: v.pipe(v.string(), v.maxLength(4)), x: finite, y: finite, faceUp: v.boolean() }),
  v.object({ type: v.literal('take'), id }),
  v.object({ type: v.literal('stack'), ids, deck: id }),
  v.object({ type: v.literal('label'), id, label: v.pipe(v.string(), v.maxLength(12)) }),
  v.object({ type: v.literal('lock'), ids, locked: v.boolean() }),
]) satisfies v.GenericSchema<unknown, FreeTableAction>;
