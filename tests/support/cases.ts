/**
 * A table test of a pure function: one test a row, the row's leading values the arguments and its last value
 * the result the function must return, compared strictly (the same value, type and keys). The title formats
 * the row as `it.each` does (`%j`, `%s`, `%i`).
 */
import { expect, it } from 'vitest';

export function cases<A extends unknown[], R>(title: string, rule: (...args: A) => R, rows: readonly (readonly [...A, R])[]): void {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    expect(rule(...(row.slice(0, -1) as A))).toStrictEqual(row.at(-1));
  });
}
