// phaser-box2d 1.1.0 ships no type declarations, and its package.json names a main file it does not
// ship: its users import the release bundle, dist/PhaserBox2D.js, as the bench does. The bench
// types the few exports it uses itself (bench/v3/phaser_runners.ts).
declare module 'phaser-box2d/dist/PhaserBox2D.js';
