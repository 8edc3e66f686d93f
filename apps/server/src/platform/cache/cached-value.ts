/**
 * A value read often and changed rarely (the client row, the indicator list),
 * kept for a short time per process. Writes in this process invalidate it at
 * once; other instances see a change within the TTL. Concurrent reads during
 * a reload share one load.
 */
export class CachedValue<T> {
  private cached: { value: T; at: number } | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<T> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    this.loading ??= this.load()
      .then((value) => {
        this.cached = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** The value if it is loaded and still fresh, without waiting or loading (for synchronous fast paths). */
  peek(): T | null {
    return this.cached && Date.now() - this.cached.at < this.ttlMs ? this.cached.value : null;
  }

  invalidate(): void {
    this.cached = null;
  }
}
