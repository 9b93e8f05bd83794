// How an input check names a bad value in its message (not in C++, which has no such checks).

/** How a bad value is named in a message: `string '1.5'`, `null`, `BigInt 2n`, `NaN`. */
export function b2DescribeValue(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return String(value);
    case 'string':
      return `string '${value}'`;
    case 'bigint':
      return `BigInt ${String(value)}n`;
    case 'undefined':
      return 'undefined';
    case 'object':
      return Array.isArray(value) ? `an array [${value.map((v) => b2DescribeValue(v)).join(', ')}]` : 'an object';
    default:
      return `${typeof value} ${String(value)}`;
  }
}
