// The explorer's colours are the compare report's: one palette, in compare/case/colours.ts.

export { colours } from '../../compare/case/colours';
