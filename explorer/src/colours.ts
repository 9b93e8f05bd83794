// The explorer's colours are the compare report's: one palette, in compare/case/colours.ts. The
// v3 overlay's are the explorer's own (the report draws no v3 manifold): a lavender no v2.4.1
// overlay uses, for the v3 points and normal.

export { colours } from '../../compare/case/colours';

export const v3Colours = {
  /** v3 manifold points (filled; hollow and dashed when speculative) and the v3 normal. */
  point: 'rgb(180,150,255)',
  /** The panel's and labels' v3 text. */
  text: 'rgb(205,190,255)',
};
