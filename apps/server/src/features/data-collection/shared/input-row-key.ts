/**
 * `input:<id>:<lock_version>`: which input a row of a file was made from, and its version then. Exports write
 * it in each row's first column; an import reading the file back finds the input by it, and its version tells
 * whether the input changed since the file was made.
 */
export const inputRowKey = (input: { id: number; lockVersion: number }): string => `input:${input.id}:${input.lockVersion}`;
