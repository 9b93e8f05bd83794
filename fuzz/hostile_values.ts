// The values an attack writes into one numeric field, one argument or one array element, and what
// each may lead to.

/**
 * bad: the call must throw a named error or not read the slot at all (then its answer equals the
 * untouched call's); finite: a number in the supported range, which may change the answer (it must
 * still pass every check).
 */
export type HostileKind = 'finite' | 'bad';

export interface HostileValue {
  readonly name: string;
  readonly value: unknown;
  readonly kind: HostileKind;
  /** Texts of which the error message must contain one (the value "as given"). */
  readonly shown: readonly string[];
}

const bad = (name: string, value: unknown, ...shown: string[]): HostileValue => ({ name, value, kind: 'bad', shown });
const finite = (name: string, value: number): HostileValue => ({ name, value, kind: 'finite', shown: [String(value)] });

/** What replaces a number. */
export const hostileNumbers: readonly HostileValue[] = [
  bad('NaN', NaN, 'NaN'),
  bad('Infinity', Infinity, 'Infinity'),
  bad('-Infinity', -Infinity, '-Infinity'),
  bad('1e300', 1e300, '1e+300'),
  bad('-1e300', -1e300, '-1e+300'),
  finite('1e18', 1e18),
  finite('-1e18', -1e18),
  finite('5e-324', 5e-324),
  finite('-0', -0),
  finite('0.5', 0.5),
  finite('1.5', 1.5),
  finite('-1', -1),
  finite('1e9', 1e9),
  finite('2**31', 2 ** 31),
  bad("'1.5'", '1.5', "'1.5'"),
  bad("'0'", '0', "'0'"),
  bad('null', null, 'null'),
  bad('undefined', undefined, 'undefined'),
  bad('1n', 1n, '1n'),
  bad('[1, 2]', [1, 2], '[1, 2]', 'array'),
  bad('{}', {}, 'object', '{}'),
  bad('true', true, 'true', 'boolean'),
];

/** What replaces an object argument (or an element of an array argument). */
export const hostileObjects: readonly HostileValue[] = [
  bad('null', null, 'null'),
  bad('undefined', undefined, 'undefined'),
  bad('{}', {}, 'object', '{}'),
  bad('[1, 2]', [1, 2], '[1, 2]', 'array'),
  bad("'1.5'", '1.5', "'1.5'"),
  bad('NaN', NaN, 'NaN'),
  bad('1n', 1n, '1n'),
];
