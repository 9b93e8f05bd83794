// npm run bench hands the polygon, circle/edge and scale benches one argument list (package.json),
// so the first two must accept the scale bench's options: issue 17 asks for
// `npm run bench -- --native <box2d dir>`, which the polygon bench refused as an unknown option.
import { parseBenchOptions } from '../../bench/options';

const parseWith = (...args: string[]) => parseBenchOptions({ rounds: 21, turnMs: 40 }, args);

test("the scale bench's --sizes, --processes and --native pass through", () => {
  const options = parseWith('--pairs', '256', '--sizes', '256,2048', '--processes', '1', '--native', '/tmp/box2d-241');
  expect(options.pairCount).toBe(256);
  expect(options.rounds).toBe(21);
  expect(options.turnMs).toBe(40);
});

test('an option no bench knows is still refused', () => {
  expect(() => parseWith('--pair', '256')).toThrow("Unknown option '--pair'");
});

test("the world bench's --contacts and --scene pass through", () => {
  const options = parseWith('--contacts', '2000', '--scene', 'pyramids', '--scene', 'mixed');
  expect(options.pairCount).toBe(2048);
});
