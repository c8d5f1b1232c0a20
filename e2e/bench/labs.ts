// The games the balance lab knows (npm run balance -- <name>), each with its Lab beside its AI.
import type { Lab } from '../../renderer/engine/arena';
import { tiny18cLab } from '../../renderer/games/tiny-18c/ai/lab';
import { tippecanoeLab } from '../../renderer/games/tippecanoe/ai/lab';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const LABS: Readonly<Record<string, Lab<any, any, any>>> = { tiny18c: tiny18cLab, tippecanoe: tippecanoeLab };
