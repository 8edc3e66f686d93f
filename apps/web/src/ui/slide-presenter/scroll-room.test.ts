import { describe, expect, it } from 'vitest';
import { canScrollFurther } from './scroll-room';

describe('canScrollFurther', () => {
  it('never holds back a slide that fits the screen', () => {
    const fits = { scrollTop: 0, scrollHeight: 600, clientHeight: 600 };
    expect(canScrollFurther(fits, 1)).toBe(false);
    expect(canScrollFurther(fits, -1)).toBe(false);
    expect(canScrollFurther({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 }, 1)).toBe(false);
  });

  it('lets a tall slide scroll down until its end, then up until its top', () => {
    expect(canScrollFurther({ scrollTop: 0, scrollHeight: 900, clientHeight: 600 }, 1)).toBe(true);
    expect(canScrollFurther({ scrollTop: 0, scrollHeight: 900, clientHeight: 600 }, -1)).toBe(false);
    expect(canScrollFurther({ scrollTop: 299.5, scrollHeight: 900, clientHeight: 600 }, 1)).toBe(false);
    expect(canScrollFurther({ scrollTop: 300, scrollHeight: 900, clientHeight: 600 }, -1)).toBe(true);
    expect(canScrollFurther({ scrollTop: 150, scrollHeight: 900, clientHeight: 600 }, 0)).toBe(false);
  });
});
