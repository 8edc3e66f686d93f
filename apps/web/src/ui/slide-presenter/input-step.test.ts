import { describe, expect, it } from 'vitest';
import { keyStep, wheelStep } from './input-step';

describe('keyStep', () => {
  it('goes back with left and up, forward with right and down', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowUp')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowDown')).toBe(1);
  });

  it('ignores other keys', () => {
    expect(keyStep('Enter')).toBe(0);
    expect(keyStep('PageDown')).toBe(0);
    expect(keyStep(' ')).toBe(0);
  });
});

describe('wheelStep', () => {
  it('follows the wheel direction, not its distance', () => {
    expect(wheelStep(1)).toBe(1);
    expect(wheelStep(480)).toBe(1);
    expect(wheelStep(-0.5)).toBe(-1);
    expect(wheelStep(-300)).toBe(-1);
    expect(wheelStep(0)).toBe(0);
  });
});
