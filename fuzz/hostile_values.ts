// The values a mutation case writes into one numeric field, and what each may lead to.

/** finite: any finite number (the call may return a result); bad: NaN, ±Infinity and every non-number (the call must throw or not read the field). */
export type HostileKind = 'finite' | 'bad';

export interface HostileValue {
  readonly name: string;
  readonly value: unknown;
  readonly kind: HostileKind;
}

export const hostileValues: readonly HostileValue[] = [
  { name: 'NaN', value: NaN, kind: 'bad' },
  { name: 'Infinity', value: Infinity, kind: 'bad' },
  { name: '-Infinity', value: -Infinity, kind: 'bad' },
  { name: 'huge 1e18', value: 1e18, kind: 'finite' },
  { name: 'huge 1e300', value: 1e300, kind: 'finite' },
  { name: 'denormal 5e-324', value: 5e-324, kind: 'finite' },
  { name: '-0', value: -0, kind: 'finite' },
  { name: "string '1.5'", value: '1.5', kind: 'bad' },
  { name: "string '0'", value: '0', kind: 'bad' },
  { name: 'null', value: null, kind: 'bad' },
  { name: 'undefined', value: undefined, kind: 'bad' },
  { name: 'BigInt 1n', value: 1n, kind: 'bad' },
  { name: 'array [1, 2]', value: [1, 2], kind: 'bad' },
];
